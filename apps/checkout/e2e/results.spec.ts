import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { openPayment } from './support/shopper.ts';

const RETURN_URL = 'https://shop.example.jp/orders/e2e';

const RESULTS = [
  { status: 'CAPTURED', heading: 'Your booking is confirmed' },
  { status: 'REFUNDED', heading: 'Refunded' },
  { status: 'CANCELED', heading: 'The order has been canceled' },
  { status: 'FAILED', heading: 'Payment failed', extra: { error_msg: '42G120000: Declined.' } },
  {
    status: 'INTERNAL_ERROR',
    heading: 'Order error',
    extra: { error_msg: 'E92000001: Processing error.' },
  },
  { status: 'STATUS_UKNOWN', heading: 'Something went wrong' },
] as const;

for (const result of RESULTS) {
  test(`a ${result.status} payment shows its result`, async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment({
      status: result.status,
      return_url: RETURN_URL,
      ...('extra' in result ? result.extra : {}),
    });
    await openPayment(page, payment.path);
    await expect(page.getByRole('heading', { name: result.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('the booking confirmation has details, history, print and the way back', async ({
  page,
  sandbox,
}) => {
  const payment = await sandbox.createPayment({ status: 'CAPTURED', return_url: RETURN_URL });
  await openPayment(page, payment.path);
  await expect(page.getByRole('table', { name: 'Payment details' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to product page/ })).toHaveAttribute(
    'href',
    RETURN_URL,
  );
  const contact = page.getByRole('link', { name: /Contact us/ });
  await expect(contact).toHaveAttribute('target', '_blank');
  await expect(contact).toHaveAttribute('rel', /noopener/);
  await expect(contact).toHaveAttribute('rel', /noreferrer/);
});

test('an order error shows its code', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment({
    status: 'INTERNAL_ERROR',
    error_msg: 'E92000001: Processing error.',
  });
  await openPayment(page, payment.path);
  await expect(page.getByText(/Error code: E92000001/)).toBeVisible();
});

test('a failed payment can be tried again before its deadline', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment({
    status: 'FAILED',
    error_msg: '42G120000: Declined.',
  });
  await openPayment(page, payment.path);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
});

test('the confirm step counts down and continues to the shop', async ({ page, sandbox }) => {
  await page.route('https://shop.example.jp/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' }),
  );
  const payment = await sandbox.createPayment({ status: 'AUTHORIZED', return_url: RETURN_URL });
  await page.clock.install();
  await openPayment(page, payment.path);
  await expect(page.getByRole('heading', { name: 'Order not complete' })).toBeVisible();
  await expect(page.getByText('Your card has been verified.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.clock.runFor(11_000);
  await page.waitForURL(RETURN_URL);
});

test('Confirm continues to the shop at once', async ({ page, sandbox }) => {
  await page.route('https://shop.example.jp/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' }),
  );
  const payment = await sandbox.createPayment({ status: 'AUTHORIZED', return_url: RETURN_URL });
  await openPayment(page, payment.path);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.waitForURL(RETURN_URL);
});

test('an expired payment cannot be paid', async ({ page, sandbox }) => {
  const now = Date.now();
  const payment = await sandbox.createPayment({
    created_at: new Date(now - 2 * 86_400_000).toISOString(),
    deadline: new Date(now - 86_400_000).toISOString(),
  });
  await openPayment(page, payment.path);
  await expect(page.getByRole('heading', { name: 'This payment has expired' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
