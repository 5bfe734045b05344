import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './format.ts';

describe('formatAmount', () => {
  it.each([
    ['ja', 12345, '12,345 JPY'],
    ['en', 0, '0 JPY'],
    ['ko', 1000000, '1,000,000 JPY'],
    ['zh-Hant', 999, '999 JPY'],
  ] as const)('%s %d → %s', (locale, amount, expected) => {
    expect(formatAmount(amount, locale)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('shows Japan time with its zone whatever the zone of the machine', () => {
    const text = formatDateTime(new Date('2026-11-27T14:59:00Z'), 'en');
    expect(text).toContain('11:59');
    expect(text).toMatch(/GMT\+9|JST/);
  });

  it('gives an empty string for an invalid date instead of "Invalid Date"', () => {
    expect(formatDateTime(new Date('nope'), 'ja')).toBe('');
  });
});
