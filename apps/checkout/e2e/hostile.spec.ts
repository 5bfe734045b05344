import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openPayment } from './support/shopper.ts';

const HOSTILE_NAME =
  '<img src=x onerror="window.__pwned=1">Evil & Co<script>window.__pwned=1</script>';
const HOSTILE_ITEM =
  '<b onmouseover="window.__pwned=1">Bold tea</b><svg onload="window.__pwned=1">';

const hostilePayment = (extra: Record<string, unknown>) => ({
  merchant_info: { merchant_name: HOSTILE_NAME, logo_url: 'javascript:window.__pwned=1' },
  product_infos: [
    {
      product_id: 'p1',
      product_title: '<iframe src="javascript:window.__pwned=1"></iframe>Tea',
      product_thumbnail_url: 'http://evil.example/x.png',
      items: [{ name: HOSTILE_ITEM, price: 1000, quantity: 1, total: 1000 }],
    },
  ],
  note: '<a href="javascript:window.__pwned=1">click</a>',
  ...extra,
});

async function expectNotInjected(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(
    page.locator('main img[src="x"], main iframe, main script, main svg[onload]'),
  ).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
}

test('merchant and item names with HTML are shown as text', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment(hostilePayment({}));
  await openPayment(page, payment.path);
  await expect(page.getByText(HOSTILE_NAME)).toBeVisible();
  await expect(page.getByText(HOSTILE_ITEM)).toBeVisible();
  await page.getByText(HOSTILE_ITEM).hover();
  await expectNotInjected(page);
  await expectNoAxeViolations(page);
});

test('a javascript: return URL is never followed', async ({ page, sandbox }) => {
  const payment = await sandbox.createPayment(
    hostilePayment({ status: 'AUTHORIZED', return_url: 'javascript:window.__pwned=1' }),
  );
  await page.clock.install();
  await openPayment(page, payment.path);
  await expect(page.getByRole('heading', { name: 'Order not complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.clock.runFor(11_000);
  expect(new URL(page.url()).pathname).toBe(payment.path);
  await expect(page.getByText(/return address is not safe/)).toBeVisible();
  await expectNotInjected(page);

  const captured = await sandbox.createPayment(
    hostilePayment({ status: 'CAPTURED', return_url: 'javascript:window.__pwned=1' }),
  );
  await openPayment(page, captured.path);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expectNotInjected(page);
});
