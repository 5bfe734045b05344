import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';
import {
  CARD_NETWORKS,
  LOCALES,
  PAYMENT_SCREENS,
  PLATFORM_TYPES,
  cardDigits,
  cardNumberLengths,
  detectCardNetwork,
  formatCardNumber,
  formatStoredCardExpiry,
  isCardNumberLengthValid,
  isCardholderNameValid,
  isSafeNavigationUrl,
  normalizeCardInput,
  resolveLocale,
  screenForPayment,
  toHalfWidth,
  toTokenExpiry,
  validateCardCvc,
  validateCardExpiry,
  detectPlatformType,
} from './index.js';

/** Strings of every kind: ASCII, any code point (lone surrogates included), graphemes. */
const anyString = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789 -/ー－　０１９'), maxLength: 40 }),
);

const digit = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });
/** Digit strings that start like real cards, so that every network is exercised. */
const cardLikeDigits = fc
  .tuple(
    fc.constantFrom(
      '4',
      '51',
      '55',
      '2221',
      '2720',
      '34',
      '37',
      '35',
      '2131',
      '1800',
      '300',
      '309',
      '36',
      '62',
      '9',
    ),
    digits(0, 24),
  )
  .map(([prefix, rest]) => prefix + rest);

const anyValue = fc.oneof(anyString, fc.anything());
const anyDate = fc.date({
  min: new Date(1900, 0, 1),
  max: new Date(2199, 11, 31),
  noInvalidDate: true,
});

describe('no function throws', () => {
  type AnyFunction = (...args: unknown[]) => unknown;
  const functions = Object.entries(domain as Record<string, unknown>).filter(
    (entry): entry is [string, AnyFunction] => typeof entry[1] === 'function',
  );

  it('exports functions to check', () => {
    expect(functions.length).toBeGreaterThan(20);
  });

  it.each(functions)('%s accepts any strings', (_name, fn) => {
    fc.assert(
      fc.property(anyString, anyString, anyString, (a, b, c) => {
        fn(a, b, c);
      }),
      { numRuns: 300 },
    );
  });

  it.each(functions)('%s accepts any values from JavaScript callers', (_name, fn) => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, (a, b, c) => {
        fn(a, b, c);
      }),
      { numRuns: 300 },
    );
  });
});

describe('card number properties', () => {
  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, cardLikeDigits), (input) => {
        const once = formatCardNumber(input);
        expect(formatCardNumber(once)).toBe(once);
      }),
    );
  });

  it('a formatted number normalizes back to its digits', () => {
    fc.assert(
      fc.property(fc.oneof(cardLikeDigits, digits(0, 30)), (number) => {
        expect(normalizeCardInput(formatCardNumber(number))).toBe(number);
      }),
    );
    fc.assert(
      fc.property(anyString, (input) => {
        expect(normalizeCardInput(formatCardNumber(input))).toBe(cardDigits(input));
      }),
    );
  });

  it('formatting never drops or reorders digits', () => {
    fc.assert(
      fc.property(cardLikeDigits, (number) => {
        expect(formatCardNumber(number).replace(/ /g, '')).toBe(number);
      }),
    );
  });

  it('detection depends only on the first six digits', () => {
    fc.assert(
      fc.property(cardLikeDigits, digits(0, 6), anyString, (number, otherDigits, noise) => {
        const prefix = number.slice(0, 6);
        const network = detectCardNetwork(prefix);
        if (prefix.length === 6) {
          expect(detectCardNetwork(prefix + otherDigits)).toBe(network);
          expect(detectCardNetwork(prefix + cardDigits(noise))).toBe(network);
        }
        expect(detectCardNetwork(number)).toBe(detectCardNetwork(number.slice(0, 6)));
      }),
    );
    fc.assert(
      fc.property(anyString, (input) => {
        expect(detectCardNetwork(input)).toBe(detectCardNetwork(cardDigits(input).slice(0, 6)));
      }),
    );
  });

  it('always detects one of the listed networks', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        expect(CARD_NETWORKS).toContain(detectCardNetwork(input));
      }),
    );
  });

  it('over-long input never passes the length check', () => {
    fc.assert(
      fc.property(cardLikeDigits, digits(1, 10), (number, extra) => {
        const longest = Math.max(0, ...cardNumberLengths(detectCardNetwork(number)));
        const overLong = (number + extra + '0'.repeat(17)).slice(
          0,
          Math.max(longest, 16) + extra.length,
        );
        expect(isCardNumberLengthValid(overLong)).toBe(false);
        expect(isCardNumberLengthValid(formatCardNumber(overLong))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(digits(17, 40), (number) => {
        expect(isCardNumberLengthValid(number)).toBe(false);
      }),
    );
  });

  it('a passing number is digits only, with an allowed length of a known network', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, cardLikeDigits), (input) => {
        if (!isCardNumberLengthValid(input)) return;
        const normalized = normalizeCardInput(input);
        expect(normalized).toMatch(/^[0-9]+$/);
        expect(cardNumberLengths(detectCardNetwork(normalized))).toContain(normalized.length);
      }),
    );
  });
});

describe('expiry, CVC and name properties', () => {
  const month = fc.integer({ min: 1, max: 12 }).map((m) => String(m).padStart(2, '0'));
  const year = digits(2, 2);

  it('every well-formed MM/YY is valid or expired, never invalid', () => {
    fc.assert(
      fc.property(month, year, anyDate, (mm, yy, now) => {
        expect(validateCardExpiry(`${mm}/${yy}`, now)).not.toBe('invalid');
      }),
    );
  });

  it('an expiry valid now stays valid at any earlier time', () => {
    fc.assert(
      fc.property(month, year, anyDate, anyDate, (mm, yy, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        if (validateCardExpiry(`${mm}/${yy}`, later) === 'valid') {
          expect(validateCardExpiry(`${mm}/${yy}`, earlier)).toBe('valid');
        }
      }),
    );
  });

  it('anything but five characters is invalid', () => {
    fc.assert(
      fc.property(anyString, anyDate, (input, now) => {
        if (toHalfWidth(input).length !== 5) {
          expect(validateCardExpiry(input, now)).toBe('invalid');
        }
      }),
    );
  });

  it('token and stored expiries round-trip', () => {
    fc.assert(
      fc.property(month, year, (mm, yy) => {
        expect(toTokenExpiry(`${mm}/${yy}`)).toBe(`${yy}${mm}`);
        expect(formatStoredCardExpiry(toTokenExpiry(`${mm}/${yy}`))).toBe(`${mm}/${yy}`);
      }),
    );
  });

  it('a passing CVC is 3 or 4 digits', () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...CARD_NETWORKS), (cvc, network) => {
        if (validateCardCvc(cvc, network)) {
          expect(toHalfWidth(cvc)).toMatch(network === 'AMEX' ? /^[0-9]{4}$/ : /^[0-9]{3,4}$/);
        }
      }),
    );
  });

  it('a passing name uses only A-Z, a-z and spaces', () => {
    fc.assert(
      fc.property(anyString, (name) => {
        if (isCardholderNameValid(name)) expect(name).toMatch(/^[A-Za-z ]*[A-Za-z][A-Za-z ]*$/);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ '), maxLength: 30 }), (name) => {
        expect(isCardholderNameValid(name)).toBe(/[A-Za-z]/.test(name));
      }),
    );
  });
});

describe('total mappings', () => {
  it('resolveLocale always gives a supported locale', () => {
    fc.assert(
      fc.property(fc.option(anyString), fc.option(anyString), (lang, stored) => {
        expect(LOCALES).toContain(resolveLocale(lang, stored));
      }),
    );
  });

  it('screenForPayment always gives a listed screen', () => {
    fc.assert(
      fc.property(
        anyString,
        fc.oneof(anyString, anyDate, fc.constant(null)),
        anyDate,
        (status, deadline, now) => {
          expect(PAYMENT_SCREENS).toContain(screenForPayment(status, deadline, now));
        },
      ),
    );
  });

  it('detectPlatformType always gives a listed platform', () => {
    fc.assert(
      fc.property(anyString, (ua) => {
        expect(PLATFORM_TYPES).toContain(detectPlatformType(ua));
      }),
    );
  });

  it('a URL allowed for navigation is https or a wallet link, without white space', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          fc.webUrl(),
          anyString.map((s) => `https://${s}`),
          anyString.map((s) => `javascript:${s}`),
        ),
        (url) => {
          if (isSafeNavigationUrl(url)) {
            expect(url).toMatch(/^(?:https:\/\/|paypay:|weixin:|alipays:|alipay:)/i);
            expect(url).not.toMatch(/\s/);
          }
        },
      ),
    );
  });
});
