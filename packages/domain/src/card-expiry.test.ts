import { describe, expect, it } from 'vitest';
import {
  formatCardExpiryInput,
  formatStoredCardExpiry,
  isStoredCardExpired,
  toTokenExpiry,
  validateCardExpiry,
  validateStoredCardExpiry,
} from './card-expiry.js';

/** 15 June 2026, local time. */
const NOW = new Date(2026, 5, 15, 12, 0, 0);

describe('validateCardExpiry', () => {
  it.each(['01/30', '12/99', '06/27', '07/26', '12/26'])(
    'accepts the future expiry %s',
    (value) => {
      expect(validateCardExpiry(value, NOW)).toBe('valid');
    },
  );

  it('accepts the current month', () => {
    expect(validateCardExpiry('06/26', NOW)).toBe('valid');
  });

  it('flags the previous month, an earlier month and earlier years as expired', () => {
    expect(validateCardExpiry('05/26', NOW)).toBe('expired');
    expect(validateCardExpiry('01/26', NOW)).toBe('expired');
    expect(validateCardExpiry('12/25', NOW)).toBe('expired');
    expect(validateCardExpiry('06/25', NOW)).toBe('expired');
    expect(validateCardExpiry('01/00', NOW)).toBe('expired');
  });

  it('compares in the local time of now, at the first and last instant of a month', () => {
    const firstInstant = new Date(2026, 6, 1, 0, 0, 0, 0);
    expect(validateCardExpiry('06/26', firstInstant)).toBe('expired');
    expect(validateCardExpiry('07/26', firstInstant)).toBe('valid');
    const lastInstant = new Date(2026, 5, 30, 23, 59, 59, 999);
    expect(validateCardExpiry('06/26', lastInstant)).toBe('valid');
    expect(validateCardExpiry('05/26', lastInstant)).toBe('expired');
  });

  it('handles the year boundary', () => {
    const newYear = new Date(2027, 0, 1);
    expect(validateCardExpiry('12/26', newYear)).toBe('expired');
    expect(validateCardExpiry('01/27', newYear)).toBe('valid');
    const newYearsEve = new Date(2026, 11, 31, 23, 59);
    expect(validateCardExpiry('12/26', newYearsEve)).toBe('valid');
  });

  it.each([
    ['month 00', '00/29'],
    ['month 13', '13/29'],
    ['month 99', '99/29'],
    ['one-digit month', '1/29'],
    ['four-digit year', '12/2029'],
    ['no slash', '1229'],
    ['another separator', '12-29'],
    ['trailing space', '12/29 '],
    ['leading space', ' 12/29'],
    ['letters', 'ab/cd'],
    ['empty', ''],
    ['slash only', '/'],
    ['six characters', '12/290'],
    ['non-ASCII digits', '١٢/٢٩'],
  ])('rejects %s as invalid', (_label, value) => {
    expect(validateCardExpiry(value, NOW)).toBe('invalid');
  });

  it('accepts full-width digits and slash from an IME', () => {
    expect(validateCardExpiry('１２／２９', NOW)).toBe('valid');
    expect(validateCardExpiry('０１／２６', NOW)).toBe('expired');
  });

  it('uses the current time without now, and with an invalid now', () => {
    expect(validateCardExpiry('12/99')).toBe('valid');
    expect(validateCardExpiry('01/00')).toBe('expired');
    expect(validateCardExpiry('12/99', new Date(Number.NaN))).toBe('valid');
  });
});

describe('formatCardExpiryInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['１２２９', '12/29'],
    ['12295', '12/295'],
  ])('%j → %j', (input, output) => {
    expect(formatCardExpiryInput(input)).toBe(output);
  });
});

describe('formatStoredCardExpiry', () => {
  it('swaps the halves into MM/YY', () => {
    expect(formatStoredCardExpiry('2612')).toBe('12/26');
    expect(formatStoredCardExpiry('3001')).toBe('01/30');
    expect(formatStoredCardExpiry(' 2612 ')).toBe('12/26');
  });

  it.each(['', '261', '26123', '26/12', 'abcd', '２６１２'])(
    'gives an empty string for the malformed value %j',
    (value) => {
      expect(formatStoredCardExpiry(value)).toBe('');
    },
  );
});

describe('stored card expiry', () => {
  it('is valid until the end of its month', () => {
    expect(validateStoredCardExpiry('2606', NOW)).toBe('valid');
    expect(isStoredCardExpired('2606', NOW)).toBe(false);
    expect(isStoredCardExpired('2605', NOW)).toBe(true);
    expect(isStoredCardExpired('2512', NOW)).toBe(true);
    expect(isStoredCardExpired('2701', NOW)).toBe(false);
  });

  it('is invalid, not expired, when malformed', () => {
    expect(validateStoredCardExpiry('2613', NOW)).toBe('invalid');
    expect(validateStoredCardExpiry('x', NOW)).toBe('invalid');
    expect(isStoredCardExpired('2613', NOW)).toBe(false);
  });
});

describe('toTokenExpiry', () => {
  it('converts MM/YY to the YYMM form of the token script', () => {
    expect(toTokenExpiry('12/29')).toBe('2912');
    expect(toTokenExpiry('01/30')).toBe('3001');
    expect(toTokenExpiry('１２／２９')).toBe('2912');
  });

  it('converts a well-formed past date too (the provider reports it)', () => {
    expect(toTokenExpiry('01/20')).toBe('2001');
  });

  it.each(['', '13/29', '00/29', '1229', '12/2029', ' 12/29'])(
    'gives an empty string for %j',
    (value) => {
      expect(toTokenExpiry(value)).toBe('');
    },
  );

  it('round-trips with the stored form', () => {
    expect(formatStoredCardExpiry(toTokenExpiry('12/29'))).toBe('12/29');
  });
});
