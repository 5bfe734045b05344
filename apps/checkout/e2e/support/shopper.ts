import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Test cards of the sandbox (apps/sandbox README, "Test cards"). */
export const CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
  processingError: '4000000000000119',
} as const;

/** An expiry a few years ahead, as MM/YY. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

/** Opens a payment in English; `accessToken` arrives as the merchant's member page sends it. */
export async function openPayment(
  page: Page,
  path: string,
  options: { accessToken?: string; lang?: string } = {},
): Promise<void> {
  const query = new URLSearchParams({ lang: options.lang ?? 'en' });
  if (options.accessToken !== undefined) query.set('access_token', options.accessToken);
  await page.goto(`${path}?${query.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: /^Pay / });
}

export async function chooseMethod(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('radio', { name }).check();
}

/** Types a new card as a shopper does, field by field. */
export async function fillNewCard(
  page: Page,
  card: { number: string; expiry?: string; cvc?: string; name?: string },
): Promise<void> {
  await page.getByLabel('Card number').pressSequentially(card.number);
  await page.getByLabel('Expiry date').pressSequentially(card.expiry ?? FUTURE_EXPIRY);
  await page.getByLabel('Security code').pressSequentially(card.cvc ?? '123');
  await page.getByLabel('Cardholder name').fill(card.name ?? 'TARO YAMADA');
}

/** Counts the proceed requests the page sends. */
export function countProceedRequests(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (/\/api\/v2\/proceed-/.test(request.url())) counter.count += 1;
  });
  return counter;
}
