import { describe, expect, it } from 'vitest';
import { cardDigits, normalizeCardInput, toHalfWidth } from './normalize.js';

describe('toHalfWidth', () => {
  it('converts full-width digits, letters, symbols and the ideographic space', () => {
    expect(toHalfWidth('０１２３４５６７８９')).toBe('0123456789');
    expect(toHalfWidth('ＡＢＣＸＹＺａｂｃｘｙｚ')).toBe('ABCXYZabcxyz');
    expect(toHalfWidth('１２／２９')).toBe('12/29');
    expect(toHalfWidth('ＴＡＲＯ　ＹＡＭＡＤＡ')).toBe('TARO YAMADA');
  });

  it('keeps other characters', () => {
    expect(toHalfWidth('山田 abc ー')).toBe('山田 abc ー');
  });
});

describe('normalizeCardInput', () => {
  it('converts full-width digits and letters to half-width', () => {
    expect(normalizeCardInput('４１１１１１１１１１１１１１１１')).toBe('4111111111111111');
    expect(normalizeCardInput('ａＢ')).toBe('aB');
  });

  it('drops spaces and hyphens of every width', () => {
    expect(normalizeCardInput('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normalizeCardInput('4111\u30001111\u00A01111\t1111\n')).toBe('4111111111111111');
    expect(normalizeCardInput('4111－1111‐1111−1111')).toBe('4111111111111111');
    expect(normalizeCardInput('4111–1111—1111ー1111')).toBe('4111111111111111');
  });

  it('keeps other characters so validation can reject them', () => {
    expect(normalizeCardInput('4111.1111/x')).toBe('4111.1111/x');
  });
});

describe('cardDigits', () => {
  it('keeps only ASCII digits of the normalized input', () => {
    expect(cardDigits('４１１１ abc-1111')).toBe('41111111');
    expect(cardDigits('١٢٣')).toBe('');
  });
});
