import { describe, expect, it } from 'vitest';
import { cvcLength, cvcLengths, validateCardCvc } from './card-cvc.js';
import { CARD_NETWORKS, type CardNetwork } from './enums.js';

const THREE_DIGIT_NETWORKS = ['VISA', 'MASTERCARD', 'JCB', 'DINERS', 'UNIONPAY'] as const;

describe('validateCardCvc', () => {
  it.each(THREE_DIGIT_NETWORKS)('%s needs exactly 3 digits', (network) => {
    expect(validateCardCvc('123', network)).toBe(true);
    expect(validateCardCvc('000', network)).toBe(true);
    expect(validateCardCvc('12', network)).toBe(false);
    expect(validateCardCvc('1234', network)).toBe(false);
  });

  it('AMEX needs exactly 4 digits', () => {
    expect(validateCardCvc('1234', 'AMEX')).toBe(true);
    expect(validateCardCvc('123', 'AMEX')).toBe(false);
    expect(validateCardCvc('12345', 'AMEX')).toBe(false);
  });

  it('an unknown network takes 3 or 4 digits', () => {
    expect(validateCardCvc('123', 'CARD_NETWORK_UNSPECIFIED')).toBe(true);
    expect(validateCardCvc('1234', 'CARD_NETWORK_UNSPECIFIED')).toBe(true);
    expect(validateCardCvc('12', 'CARD_NETWORK_UNSPECIFIED')).toBe(false);
    expect(validateCardCvc('12345', 'CARD_NETWORK_UNSPECIFIED')).toBe(false);
    expect(validateCardCvc('1234', 'DISCOVER' as CardNetwork)).toBe(true);
  });

  it.each(CARD_NETWORKS)('%s refuses empty, non-digit and spaced codes', (network) => {
    for (const cvc of [
      '',
      '   ',
      '12a',
      'abc',
      '12 3',
      ' 123',
      '123 ',
      '-12',
      '1.2',
      '١٢٣',
      '12345',
    ]) {
      expect(validateCardCvc(cvc, network)).toBe(false);
    }
  });

  it('accepts full-width digits from an IME', () => {
    expect(validateCardCvc('１２３', 'VISA')).toBe(true);
    expect(validateCardCvc('１２３４', 'AMEX')).toBe(true);
  });
});

describe('cvcLengths and cvcLength', () => {
  it.each([
    ['CARD_NETWORK_UNSPECIFIED', [3, 4], 4],
    ['VISA', [3], 3],
    ['MASTERCARD', [3], 3],
    ['AMEX', [4], 4],
    ['JCB', [3], 3],
    ['DINERS', [3], 3],
    ['UNIONPAY', [3], 3],
  ] as const)('%s allows %j (field max %i)', (network, lengths, max) => {
    expect(cvcLengths(network)).toEqual(lengths);
    expect(cvcLength(network)).toBe(max);
  });
});
