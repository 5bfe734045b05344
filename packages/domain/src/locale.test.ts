import { describe, expect, it } from 'vitest';
import { localeFromTag, resolveLocale } from './locale.js';

describe('localeFromTag', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['JA', 'ja'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['EN', 'en'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['zh', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh_CN', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['ZH-HANS', 'zh-Hans'],
    ['zt', 'zh-Hant'],
    ['ZT', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-hant-tw', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh_hk', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['fr', 'ja'],
    ['de-DE', 'ja'],
    ['x', 'ja'],
    ['', 'ja'],
  ] as const)('%j → %s', (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });
});

describe('resolveLocale', () => {
  it('takes the lang parameter first', () => {
    expect(resolveLocale('en', 'ko')).toBe('en');
    expect(resolveLocale('zh-TW', 'ja')).toBe('zh-Hant');
  });

  it('falls back to the stored locale when the parameter is absent or blank', () => {
    expect(resolveLocale(undefined, 'ko')).toBe('ko');
    expect(resolveLocale(null, 'zh-Hans')).toBe('zh-Hans');
    expect(resolveLocale('', 'en')).toBe('en');
    expect(resolveLocale('   ', 'zt')).toBe('zh-Hant');
  });

  it('lets the first present value decide, even when unsupported', () => {
    expect(resolveLocale('fr', 'en')).toBe('ja');
  });

  it('defaults to Japanese', () => {
    expect(resolveLocale()).toBe('ja');
    expect(resolveLocale(null, null)).toBe('ja');
    expect(resolveLocale('', '')).toBe('ja');
    expect(resolveLocale(undefined, 'es')).toBe('ja');
  });

  it('trims surrounding white space', () => {
    expect(resolveLocale(' en ')).toBe('en');
  });

  it('treats non-string values from JavaScript callers as absent', () => {
    expect(resolveLocale(['en'] as unknown as string, 'ko')).toBe('ko');
  });
});
