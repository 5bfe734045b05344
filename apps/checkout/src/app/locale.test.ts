import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { chooseLocale, LOCALE_STORAGE_KEY, searchWithLocale, switchLocale } from './locale.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('chooseLocale', () => {
  it('takes ?lang= first, stores it as locale and sets <html lang>', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'ko' });
    const root = document.createElement('html');
    expect(chooseLocale('?lang=zh-TW', storage, root)).toBe('zh-Hant');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-Hant');
    expect(root.lang).toBe('zh-Hant');
  });

  it('falls back to the stored locale, then Japanese', () => {
    const root = document.createElement('html');
    expect(chooseLocale('', memoryStorage({ locale: 'en-GB' }), root)).toBe('en');
    expect(chooseLocale('?other=1', memoryStorage(), root)).toBe('ja');
    expect(root.lang).toBe('ja');
  });

  it('works when storage is blocked', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    blocked.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const root = document.createElement('html');
    expect(chooseLocale('?lang=ko', blocked, root)).toBe('ko');
    expect(chooseLocale('', undefined, root)).toBe('ja');
  });
});

describe('searchWithLocale', () => {
  it('rewrites a lang parameter, keeping the others', () => {
    expect(searchWithLocale('?lang=en&x=1', 'ko')).toBe('?lang=ko&x=1');
  });

  it('leaves an address without lang, or with the same one, alone', () => {
    expect(searchWithLocale('', 'ko')).toBeNull();
    expect(searchWithLocale('?x=1', 'ko')).toBeNull();
    expect(searchWithLocale('?lang=ko', 'ko')).toBeNull();
  });
});

describe('switchLocale', () => {
  it('activates the catalogs, stores the locale and sets <html lang>', async () => {
    const i18n = setupI18n();
    expect(await switchLocale(i18n, 'zh-Hans')).toBe(true);
    expect(i18n.locale).toBe('zh-Hans');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-Hans');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('applies only the last of two quick choices', async () => {
    const i18n = setupI18n();
    const first = switchLocale(i18n, 'ko');
    const second = switchLocale(i18n, 'ja');
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(i18n.locale).toBe('ja');
  });
});
