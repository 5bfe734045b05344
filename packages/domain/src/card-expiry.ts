import { asString, toHalfWidth } from './normalize.js';
import { resolveNow } from './time.js';

/** Result of an expiry check: a code, never a message, so every app can translate it. */
export type CardExpiryValidity = 'valid' | 'invalid' | 'expired';

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/([0-9]{2})$/;
const STORED_EXPIRY_PATTERN = /^[0-9]{4}$/;

interface MonthYear {
  readonly month: number;
  readonly year: number;
}

function parseExpiry(input: string): MonthYear | undefined {
  const match = EXPIRY_PATTERN.exec(toHalfWidth(input));
  if (match === null) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

function isBefore(expiry: MonthYear, now: Date): boolean {
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
}

/**
 * Checks a typed expiry `MM/YY` (full-width digits and slash accepted). Anything other than exactly
 * five characters with month 01–12 is `'invalid'`. It is `'expired'` when the year (20YY) is before
 * the current year, or the same year and the month is before the current month, in the local time
 * of `now` (default: the current time; an invalid `now` also means the current time). A card is
 * still valid during its expiry month.
 *
 * @example validateCardExpiry('12/29', new Date(2026, 0, 1)) // → 'valid'
 */
export function validateCardExpiry(input: string, now?: Date): CardExpiryValidity {
  const expiry = parseExpiry(asString(input));
  if (expiry === undefined) return 'invalid';
  return isBefore(expiry, resolveNow(now)) ? 'expired' : 'valid';
}

/**
 * Turns typed expiry digits into `MM/YY` while the shopper types: `'1229'` → `'12/29'`, `'12'` →
 * `'12'`, `'122'` → `'12/2'`. Full-width digits are converted; other characters are dropped. Extra
 * digits are kept (not cut) so the value stays visibly wrong and fails {@link validateCardExpiry}.
 */
export function formatCardExpiryInput(input: string): string {
  const digits = toHalfWidth(asString(input)).replace(/[^0-9]/g, '');
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * Formats a saved card's stored expiry for display by swapping its first two and last two
 * characters, as the payment service stores them: `'2612'` → `'12/26'` (MM/YY). A stored value
 * that is not exactly four ASCII digits (surrounding white space ignored) gives `''`, so a
 * malformed value is never shown as a wrong date.
 */
export function formatStoredCardExpiry(stored: string): string {
  const value = asString(stored).trim();
  if (!STORED_EXPIRY_PATTERN.test(value)) return '';
  return `${value.slice(2)}/${value.slice(0, 2)}`;
}

/**
 * Checks a saved card's stored expiry (see {@link formatStoredCardExpiry}) like a typed one:
 * `'invalid'` when malformed (including a month outside 01–12), else `'valid'` or `'expired'`
 * relative to `now`.
 */
export function validateStoredCardExpiry(stored: string, now?: Date): CardExpiryValidity {
  return validateCardExpiry(formatStoredCardExpiry(stored), now);
}

/**
 * Whether a saved card's stored expiry lies before the month of `now`. A malformed stored value is
 * not called expired (it gives `false`); use {@link validateStoredCardExpiry} to tell it apart.
 */
export function isStoredCardExpired(stored: string, now?: Date): boolean {
  return validateStoredCardExpiry(stored, now) === 'expired';
}

/**
 * Converts a typed `MM/YY` expiry into the `YYMM` form the card provider's token script takes:
 * `'12/29'` → `'2912'`. Input that {@link validateCardExpiry} would call `'invalid'` gives `''`
 * (an expired but well-formed date is converted; the provider reports it).
 */
export function toTokenExpiry(mmYY: string): string {
  const match = EXPIRY_PATTERN.exec(toHalfWidth(asString(mmYY)));
  if (match === null) return '';
  return `${match[2] ?? ''}${match[1] ?? ''}`;
}
