import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('the landing page says what Kessai Checkout is, in Japanese by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kessai Checkout');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the language comes from ?lang= and is remembered', async ({ page }) => {
  await page.goto('/?lang=ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '결제 방법' })).toBeVisible();
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
});

test('any other path shows the landing page', async ({ page }) => {
  await page.goto('/somewhere/else/entirely?lang=en');
  await expect(page.getByRole('heading', { name: 'Ways to pay' })).toBeVisible();
});

test('the 404 route says the page does not exist and links home', async ({ page }) => {
  await page.goto('/404?lang=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the Kessai Checkout home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Ways to pay' })).toBeVisible();
});

test('an unknown payment (API 404) goes to /404 without a reload', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/not-a-secret/pay_does_not_exist?lang=en');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(documents).toHaveLength(1);
});

test('the FAQ page and the skip link', async ({ page }) => {
  await page.goto('/faq?lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the account page: guests learn where saved cards are; members see theirs', async ({
  page,
  sandbox,
}) => {
  await page.goto('/account?lang=en');
  await expect(page.getByText(/Saved cards are available when you open this page/)).toBeVisible();
  await expectNoAxeViolations(page);

  const member = await sandbox.createMember([{ number: '4111111111111111', card_exp: '3012' }]);
  await page.goto(`/account?lang=en&access_token=${member}`);
  expect(new URL(page.url()).searchParams.has('access_token')).toBe(false);
  await expect(page.getByText('************1111')).toBeVisible();
  await expect(page.getByText('Cards saved: 1 / 5')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the page is served with a strict CSP and Referrer-Policy strict-origin', async ({ page }) => {
  const response = await page.goto('/?lang=en');
  const headers = response?.headers() ?? {};
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  // The built page carries no inline script or style for the CSP to block.
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(await page.locator('style').count()).toBe(0);
  expect(await page.locator('[style]').count()).toBe(0);
  await expect(page.getByRole('heading', { name: 'Ways to pay' })).toBeVisible();
});

for (const lang of ['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant']) {
  test(`the payment page in ${lang} has no axe violations`, async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment();
    await page.goto(`${payment.path}?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: /15,500 JPY/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
