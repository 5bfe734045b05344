import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { chooseMethod, openPayment, payButton } from './support/shopper.ts';

const WALLETS = [
  { name: 'PayPay', path: 'proceed-paypay' },
  { name: 'WeChat Pay', path: 'proceed-wechatpay' },
  { name: 'Alipay', path: 'proceed-alipay' },
] as const;

for (const wallet of WALLETS) {
  test(`${wallet.name} on a phone: redirected to the wallet, approved, back to the result`, async ({
    page,
    sandbox,
  }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await expectNoAxeViolations(page);
    await chooseMethod(page, wallet.name);

    const request = page.waitForRequest((r) => r.url().endsWith(`/api/v2/${wallet.path}`));
    await payButton(page).click();
    const sent = JSON.parse((await request).postData() ?? '{}') as { platform_type?: string };
    expect(sent.platform_type).toBe('H5');

    await page.waitForURL(/\/sandbox\/wallet\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL((url) => url.pathname === payment.path);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('declining in the wallet on a phone shows the payment error', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment();
  await openPayment(page, payment.path);
  await chooseMethod(page, 'PayPay');
  await payButton(page).click();
  await page.waitForURL(/\/sandbox\/wallet\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL((url) => url.pathname === payment.path);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
});
