import { describe, expect, it } from 'vitest';
import {
  cardNumberLengths,
  cardNumberMask,
  detectCardNetwork,
  formatCardNumber,
  isCardNumberLengthValid,
  validateCardNumber,
} from './card-number.js';
import type { CardNetwork } from './enums.js';

/** Published test card numbers of the card providers and payment gateways. */
const PUBLISHED_TEST_CARDS: readonly (readonly [string, CardNetwork])[] = [
  ['4111111111111111', 'VISA'],
  ['4242424242424242', 'VISA'],
  ['4012888888881881', 'VISA'],
  ['4000056655665556', 'VISA'],
  ['4222222222222', 'VISA'],
  ['5555555555554444', 'MASTERCARD'],
  ['5105105105105100', 'MASTERCARD'],
  ['5200828282828210', 'MASTERCARD'],
  ['5123450000000008', 'MASTERCARD'],
  ['2221000000000009', 'MASTERCARD'],
  ['2223003122003222', 'MASTERCARD'],
  ['2720990000000007', 'MASTERCARD'],
  ['378282246310005', 'AMEX'],
  ['371449635398431', 'AMEX'],
  ['378734493671000', 'AMEX'],
  ['340000000000009', 'AMEX'],
  ['3530111333300000', 'JCB'],
  ['3566002020360505', 'JCB'],
  ['3566111111111113', 'JCB'],
  ['2131000000000008', 'JCB'],
  ['1800000000000002', 'JCB'],
  ['30569309025904', 'DINERS'],
  ['38520000023237', 'DINERS'],
  ['36227206271667', 'DINERS'],
  ['36006666333344', 'DINERS'],
  ['30000000000004', 'DINERS'],
  ['6200000000000005', 'UNIONPAY'],
  ['6212345678901232', 'UNIONPAY'],
  ['6250941006528599', 'UNIONPAY'],
];

describe('detectCardNetwork', () => {
  it.each(PUBLISHED_TEST_CARDS)('detects %s as %s', (number, network) => {
    expect(detectCardNetwork(number)).toBe(network);
  });

  it.each([
    ['4', 'VISA'],
    ['49', 'VISA'],
    ['50', 'CARD_NETWORK_UNSPECIFIED'],
    ['51', 'MASTERCARD'],
    ['55', 'MASTERCARD'],
    ['56', 'CARD_NETWORK_UNSPECIFIED'],
    ['2220', 'CARD_NETWORK_UNSPECIFIED'],
    ['2221', 'MASTERCARD'],
    ['2500', 'MASTERCARD'],
    ['2720', 'MASTERCARD'],
    ['2721', 'CARD_NETWORK_UNSPECIFIED'],
    ['33', 'CARD_NETWORK_UNSPECIFIED'],
    ['34', 'AMEX'],
    ['37', 'AMEX'],
    ['35', 'JCB'],
    ['3528', 'JCB'],
    ['3599', 'JCB'],
    ['2130', 'CARD_NETWORK_UNSPECIFIED'],
    ['2131', 'JCB'],
    ['2132', 'CARD_NETWORK_UNSPECIFIED'],
    ['1799', 'CARD_NETWORK_UNSPECIFIED'],
    ['1800', 'JCB'],
    ['1801', 'CARD_NETWORK_UNSPECIFIED'],
    ['300', 'DINERS'],
    ['303', 'DINERS'],
    ['305', 'DINERS'],
    ['306', 'CARD_NETWORK_UNSPECIFIED'],
    ['308', 'CARD_NETWORK_UNSPECIFIED'],
    ['309', 'DINERS'],
    ['31', 'CARD_NETWORK_UNSPECIFIED'],
    ['36', 'DINERS'],
    ['38', 'DINERS'],
    ['39', 'DINERS'],
    ['61', 'CARD_NETWORK_UNSPECIFIED'],
    ['62', 'UNIONPAY'],
    ['63', 'CARD_NETWORK_UNSPECIFIED'],
    ['6011', 'CARD_NETWORK_UNSPECIFIED'],
    ['0', 'CARD_NETWORK_UNSPECIFIED'],
    ['9', 'CARD_NETWORK_UNSPECIFIED'],
  ] as const)('prefix %s → %s', (prefix, network) => {
    expect(detectCardNetwork(prefix)).toBe(network);
    expect(detectCardNetwork(prefix.padEnd(16, '0'))).toBe(network);
  });

  it.each(['', '2', '22', '222', '272', '21', '213', '1', '18', '180', '3', '30', '5', '6'])(
    'leaves the undecidable partial prefix %j unspecified',
    (prefix) => {
      expect(detectCardNetwork(prefix)).toBe('CARD_NETWORK_UNSPECIFIED');
    },
  );

  it('reads full-width digits and ignores separators and other characters', () => {
    expect(detectCardNetwork('３７８２ ８２２４')).toBe('AMEX');
    expect(detectCardNetwork('2-2-2-1')).toBe('MASTERCARD');
    expect(detectCardNetwork('x3y0z9')).toBe('DINERS');
  });

  it('uses only the first six digits', () => {
    expect(detectCardNetwork('400000' + '99999999999')).toBe('VISA');
    expect(detectCardNetwork('222100' + '0000000000')).toBe('MASTERCARD');
  });
});

describe('cardNumberMask and cardNumberLengths', () => {
  it.each([
    ['CARD_NETWORK_UNSPECIFIED', [4, 4, 4, 4], []],
    ['VISA', [4, 4, 4, 4], [13, 16]],
    ['MASTERCARD', [4, 4, 4, 4], [16]],
    ['AMEX', [4, 6, 5], [15]],
    ['JCB', [4, 4, 4, 4], [16]],
    ['DINERS', [4, 6, 4], [14]],
    ['UNIONPAY', [4, 4, 4, 4], [16]],
  ] as const)('%s: mask %j, lengths %j', (network, mask, lengths) => {
    expect(cardNumberMask(network)).toEqual(mask);
    expect(cardNumberLengths(network)).toEqual(lengths);
  });

  it('treats an unrecognised network as unspecified', () => {
    expect(cardNumberMask('DISCOVER' as CardNetwork)).toEqual([4, 4, 4, 4]);
    expect(cardNumberLengths('toString' as CardNetwork)).toEqual([]);
  });

  it('returns arrays callers cannot mutate', () => {
    expect(Object.isFrozen(cardNumberMask('AMEX'))).toBe(true);
    expect(Object.isFrozen(cardNumberLengths('VISA'))).toBe(true);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['5555555555554444', '5555 5555 5555 4444'],
    ['3530111333300000', '3530 1113 3330 0000'],
    ['6200000000000005', '6200 0000 0000 0005'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['4222222222222', '4222 2222 2222 2'],
    ['9999999999999999', '9999 9999 9999 9999'],
  ])('formats %s as %s', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
  });

  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['37828', '3782 8'],
    ['3782822463', '3782 822463'],
    ['37828224631', '3782 822463 1'],
    ['3056930902', '3056 930902'],
  ])('formats partial input %j as %j while typing', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
  });

  it('removes separators, full-width forms and other non-digits', () => {
    expect(formatCardNumber('４１１１－１１１１－１１１１－１１１１')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber(' 3782-822463-10005 ')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111abc1111')).toBe('4111 1111');
  });

  it('keeps digits beyond the mask in a trailing group instead of cutting them', () => {
    expect(formatCardNumber('41111111111111112')).toBe('4111 1111 1111 1111 2');
    expect(formatCardNumber('3782822463100051234')).toBe('3782 822463 10005 1234');
    expect(formatCardNumber('305693090259041')).toBe('3056 930902 5904 1');
  });

  it('is idempotent', () => {
    for (const [number] of PUBLISHED_TEST_CARDS) {
      const once = formatCardNumber(number);
      expect(formatCardNumber(once)).toBe(once);
    }
  });
});

describe('isCardNumberLengthValid', () => {
  it.each(PUBLISHED_TEST_CARDS)('accepts the published test card %s (%s)', (number) => {
    expect(isCardNumberLengthValid(number)).toBe(true);
    expect(isCardNumberLengthValid(formatCardNumber(number))).toBe(true);
  });

  it.each([
    ['Visa 12', '411111111111'],
    ['Visa 14', '41111111111111'],
    ['Visa 15', '411111111111111'],
    ['Visa 17', '41111111111111111'],
    ['Mastercard 15', '555555555555444'],
    ['Mastercard 17', '55555555555544440'],
    ['Mastercard 13', '5555555555554'],
    ['Amex 14', '37828224631000'],
    ['Amex 16', '3782822463100050'],
    ['JCB 15', '353011133330000'],
    ['JCB 17', '35301113333000000'],
    ['Diners 13', '3056930902590'],
    ['Diners 15', '305693090259040'],
    ['Diners 16', '3056930009020004'],
    ['UnionPay 15', '620000000000000'],
    ['UnionPay 19', '6212345678900000003'],
  ])('rejects a wrong length: %s', (_label, number) => {
    expect(isCardNumberLengthValid(number)).toBe(false);
  });

  it('needs a known network, whatever the length', () => {
    expect(isCardNumberLengthValid('6011111111111117')).toBe(false);
    expect(isCardNumberLengthValid('0000000000000000')).toBe(false);
    expect(isCardNumberLengthValid('2720990000000007')).toBe(true);
    expect(isCardNumberLengthValid('2721000000000004')).toBe(false);
    expect(isCardNumberLengthValid('2220990000000000')).toBe(false);
    expect(isCardNumberLengthValid('30600000000000')).toBe(false);
  });

  it('checks lengths without a Luhn check', () => {
    expect(isCardNumberLengthValid('4111111111111112')).toBe(true);
  });

  it('ignores spaces and hyphens but rejects any other character', () => {
    expect(isCardNumberLengthValid('4111 1111-1111 1111')).toBe(true);
    expect(isCardNumberLengthValid('４１１１　１１１１　１１１１　１１１１')).toBe(true);
    expect(isCardNumberLengthValid('4111 1111 1111 111a')).toBe(false);
    expect(isCardNumberLengthValid('4111.1111.1111.1111')).toBe(false);
    expect(isCardNumberLengthValid('411111111111111١')).toBe(false);
    expect(isCardNumberLengthValid('')).toBe(false);
    expect(isCardNumberLengthValid('   ')).toBe(false);
  });
});

describe('validateCardNumber', () => {
  it('is valid for a known network of the right length', () => {
    expect(validateCardNumber('4111111111111111')).toBe('valid');
    expect(validateCardNumber('4111111111111111', ['VISA', 'JCB'])).toBe('valid');
  });

  it('is unsupported when the payment does not accept the network', () => {
    expect(validateCardNumber('378282246310005', ['VISA', 'MASTERCARD'])).toBe('unsupported');
    expect(validateCardNumber('3782', [])).toBe('unsupported');
  });

  it('is invalid for a wrong length or an unknown network', () => {
    expect(validateCardNumber('411111111111111')).toBe('invalid');
    expect(validateCardNumber('6011111111111117')).toBe('invalid');
    expect(validateCardNumber('')).toBe('invalid');
  });
});
