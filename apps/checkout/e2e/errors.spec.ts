import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { CARDS, fillNewCard, openPayment, payButton } from './support/shopper.ts';

test('an API error shows its description in a toast for 10 seconds', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment();
  await sandbox.fault({ path: '/api/v2/get-payment', status: 500, error_code: 'INTERNAL' });
  await page.clock.install();
  await page.goto(`${payment.path}?lang=en`);

  const toast = page.getByRole('alert').filter({ hasText: 'Injected by the sandbox' });
  await expect(toast).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'The payment could not be loaded' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.clock.runFor(9_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);

  // The fault answered once: trying again loads the payment.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(payButton(page)).toBeVisible();
});

test('offline while loading: a clear message, and the page loads once the network is back', async ({
  page,
  context,
  sandbox,
}) => {
  const payment = await sandbox.createPayment();
  await page.route('**/api/v2/get-payment', (route) => route.abort('internetdisconnected'));
  await page.goto(`${payment.path}?lang=en`);
  await expect(page.getByRole('heading', { name: 'You seem to be offline' })).toBeVisible({
    timeout: 10_000,
  });
  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. Nothing you entered is lost/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/api/v2/get-payment');
  await context.setOffline(false);
  await expect(payButton(page)).toBeVisible();
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
});

test('going offline while typing loses nothing', async ({ page, context, sandbox }) => {
  const payment = await sandbox.createPayment();
  await openPayment(page, payment.path);
  await fillNewCard(page, { number: CARDS.visa });
  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await expect(page.getByLabel('Cardholder name')).toHaveValue('TARO YAMADA');
  await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
});
