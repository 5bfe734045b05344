import { formatCardNumber } from '@kessai/domain';
import { describe, expect, it } from 'vitest';
import { reformatKeepingCaret } from './reformat-keeping-caret.js';

describe('reformatKeepingCaret', () => {
  it('keeps the caret after the digit just typed at the end', () => {
    expect(reformatKeepingCaret('41111', 5, formatCardNumber)).toEqual({
      value: '4111 1',
      caret: 6,
    });
  });

  it('keeps the caret next to a digit inserted in the middle', () => {
    // "4111 1111" with a 9 typed after the second group's first digit.
    expect(reformatKeepingCaret('4111 19111', 7, formatCardNumber)).toEqual({
      value: '4111 1911 1',
      caret: 7,
    });
  });

  it('keeps the caret where a digit was deleted', () => {
    expect(reformatKeepingCaret('4111 111 1111', 8, formatCardNumber)).toEqual({
      value: '4111 1111 111',
      caret: 8,
    });
  });

  it('counts full-width digits as digits', () => {
    expect(reformatKeepingCaret('４１１１１', 5, formatCardNumber)).toEqual({
      value: '4111 1',
      caret: 6,
    });
  });

  it('can count every character, for conversions that keep the length', () => {
    expect(
      reformatKeepingCaret(
        'ＴＡＲＯ',
        2,
        (raw) => raw.normalize('NFKC'),
        () => true,
      ),
    ).toEqual({
      value: 'TARO',
      caret: 2,
    });
  });

  it('puts the caret at the start when no digit precedes it', () => {
    expect(reformatKeepingCaret('4111', 0, formatCardNumber)).toEqual({ value: '4111', caret: 0 });
  });
});
