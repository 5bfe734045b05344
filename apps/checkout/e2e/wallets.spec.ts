import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { chooseMethod, countProceedRequests, openPayment, payButton } from './support/shopper.ts';

const WALLETS = [
  { method: 'PAYPAY', name: 'PayPay', path: 'proceed-paypay' },
  { method: 'WECHATPAY', name: 'WeChat Pay', path: 'proceed-wechatpay' },
  { method: 'ALIPAY', name: 'Alipay', path: 'proceed-alipay' },
] as const;

for (const wallet of WALLETS) {
  test(`${wallet.name} by QR code on a desktop: approving in the app shows the result`, async ({
    page,
    context,
    sandbox,
  }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await chooseMethod(page, wallet.name);
    const proceeds = countProceedRequests(page);

    const answer = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v2/${wallet.path}`),
    );
    await payButton(page).click();
    const { qr_url: qrUrl } = (await (await answer).json()) as { qr_url: string };
    const sent = JSON.parse((await answer).request().postData() ?? '{}') as {
      platform_type?: string;
    };
    expect(sent.platform_type).toBe('PC');

    await expect(page.getByRole('heading', { name: `Scan with ${wallet.name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code for ${wallet.name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The shopper's phone: the wallet app opens the QR code's address and approves.
    const phone = await context.newPage();
    await phone.goto(qrUrl);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByText(/payment approved/)).toBeVisible();
    await phone.close();
    await page.bringToFront();

    // The checkout notices by polling and moves to the result.
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 10_000,
    });
    expect(proceeds.count).toBe(1);
  });
}

test('the QR view can go back to choose another method', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment();
  await openPayment(page, payment.path);
  await chooseMethod(page, 'Alipay');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Scan with Alipay' })).toBeVisible();

  await page.getByRole('button', { name: 'Choose another method' }).click();
  await expect(payButton(page)).toBeVisible();
  await chooseMethod(page, 'Credit card');
  await expect(page.getByLabel('Card number')).toBeVisible();
});
