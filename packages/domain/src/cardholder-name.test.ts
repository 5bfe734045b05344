import { describe, expect, it } from 'vitest';
import { isCardholderNameValid } from './cardholder-name.js';

describe('isCardholderNameValid', () => {
  it.each(['TARO YAMADA', 'Taro Yamada', 'taro', 'A', 'JOHN  SMITH', ' TARO YAMADA ', 'Z z'])(
    'accepts %j',
    (name) => {
      expect(isCardholderNameValid(name)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['kanji', '山田太郎'],
    ['katakana', 'ヤマダ タロウ'],
    ['full-width letters', 'ＴＡＲＯ ＹＡＭＡＤＡ'],
    ['ideographic space', 'TARO　YAMADA'],
    ['digits', 'TARO 2'],
    ['hyphen', 'JEAN-LUC PICARD'],
    ['apostrophe', "O'BRIEN"],
    ['period', 'J. SMITH'],
    ['accented letter', 'JOSÉ'],
    ['tab', 'TARO\tYAMADA'],
    ['newline', 'TARO\nYAMADA'],
    ['Hangul', '김철수'],
  ])('rejects %s', (_label, name) => {
    expect(isCardholderNameValid(name)).toBe(false);
  });

  it('stays fast on long hostile input', () => {
    const started = Date.now();
    expect(isCardholderNameValid('A '.repeat(100_000) + '1')).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
