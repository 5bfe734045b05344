import { describe, expect, it } from 'vitest';
import { lastFour, savedCardNetwork } from './saved-card.ts';

describe('lastFour', () => {
  it('takes the last four characters of a masked number', () => {
    expect(lastFour('************1111')).toBe('1111');
    expect(lastFour('4111-****-****-1111')).toBe('1111');
  });
});

describe('savedCardNetwork', () => {
  it.each([
    ['***********0005', 'AMEX'],
    ['**********5904', 'DINERS'],
    ['************1111', 'CARD_NETWORK_UNSPECIFIED'],
    ['411111******1111', 'VISA'],
    ['353011******0000', 'JCB'],
  ])('%s → %s', (cardNo, network) => {
    expect(savedCardNetwork({ cardNo })).toBe(network);
  });
});
