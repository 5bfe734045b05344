import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const QUESTIONS = [
  'Which payment methods can I use?',
  'Why am I asked to confirm my card with my bank?',
  'Can I save my card for next time?',
  'Why was my card declined?',
  'How do I pay with PayPay, WeChat Pay or Alipay?',
  'Is there a deadline for paying?',
  'How do I cancel an order or get a refund?',
  'Can I get a receipt?',
];

test('the FAQ answers open and close by keyboard, one question at a time', async ({ page }) => {
  await page.goto('/faq?lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  for (const question of QUESTIONS) {
    await expect(page.getByText(question, { exact: true })).toBeVisible();
  }
  const answer = page.getByText(/The card issuer decides whether to approve a payment/);
  await expect(answer).toBeHidden();

  // Tab from the language switcher into the accordion, as a keyboard user would.
  await page.getByRole('combobox', { name: 'Language' }).focus();
  const declined = page.locator('summary', { hasText: 'Why was my card declined?' });
  for (
    let tabs = 0;
    tabs < 10 && !(await declined.evaluate((el) => el === document.activeElement));
    tabs += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(declined).toBeFocused();
  const item = page.locator('details', { has: declined });
  await expect(item).toHaveJSProperty('open', false);
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect(item).toHaveJSProperty('open', true);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  await expect(item).toHaveJSProperty('open', false);

  // The sections the result views and the footer link to stay open.
  for (const id of ['contact', 'terms', 'privacy'])
    await expect(page.locator(`#${id}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a link to one question opens it', async ({ page }) => {
  await page.goto('/faq?lang=en#faq-refunds');
  await expect(page.getByText(/Cancellations and refunds are handled by the shop/)).toBeVisible();
  await expect(page.getByText(/The card issuer decides whether/)).toBeHidden();
});

test('the FAQ is written in each language', async ({ page }) => {
  const expected = {
    ja: ['よくあるご質問', 'カードが使えなかったのはなぜですか？'],
    ko: ['자주 묻는 질문', '카드 결제가 거절된 이유는 무엇인가요?'],
    'zh-Hans': ['常见问题', '为什么我的卡支付被拒绝了？'],
    'zh-Hant': ['常見問題', '為什麼我的卡片交易被拒絕？'],
  } as const;
  for (const [lang, [title, question]] of Object.entries(expected)) {
    await page.goto(`/faq?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.locator('summary', { hasText: question }).click();
    await expect(page.getByRole('main')).not.toContainText('Why was my card declined?');
    await expectNoAxeViolations(page);
  }
});

test('the footer: terms, privacy and FAQ in a new tab with noopener noreferrer, logo, year', async ({
  page,
  sandbox,
}) => {
  const payment = await sandbox.createPayment();
  await page.goto(`${payment.path}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Kessai' })).toBeVisible();
  await expect(footer).toContainText('Powered by');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kessai`);

  const links = [
    { name: 'Terms of service', path: '/faq#terms', heading: 'Terms of service' },
    { name: 'Privacy policy', path: '/faq#privacy', heading: 'Privacy policy' },
    { name: 'FAQ', path: '/faq', heading: 'Frequently asked questions' },
  ];
  for (const link of links) {
    const anchor = footer.getByRole('link', {
      name: new RegExp(`^${link.name}\\s*\\(opens in a new tab\\)$`),
    });
    await expect(anchor).toHaveAttribute('target', '_blank');
    expect((await anchor.getAttribute('rel'))?.split(/\s+/).sort()).toEqual([
      'noopener',
      'noreferrer',
    ]);
    const href = new URL((await anchor.getAttribute('href')) ?? '', page.url());
    expect(href.pathname + href.hash).toBe(link.path);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), anchor.click()]);
    await tab.waitForLoadState();
    // noopener: the new tab has no handle on the payment page; noreferrer: no Referer sent.
    expect(await tab.evaluate(() => window.opener === null)).toBe(true);
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    await expect(tab.getByRole('heading', { name: link.heading }).first()).toBeVisible();
    await tab.close();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the footer is not printed', async ({ page }) => {
  await page.goto('/faq?lang=en');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
});
