import { LOCALES } from '@kessai/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadUiMessages } from './load-ui-messages.js';

describe('loadUiMessages', () => {
  it('loads a catalog with the same messages, all translated, for every language', async () => {
    const english = await loadUiMessages('en');
    const ids = Object.keys(english).sort();
    expect(ids.length).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      const messages = await loadUiMessages(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(ids);
      for (const id of ids) expect(messages[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it.each([
    ['ja', 'セキュリティコードが正しくありません。'],
    ['en', 'Invalid security code.'],
    ['ko', '보안 코드가 올바르지 않습니다.'],
    ['zh-Hans', '安全码无效。'],
    ['zh-Hant', '安全碼無效。'],
  ] as const)('merges into an app catalog: %s', async (locale, expected) => {
    const i18n = setupI18n();
    i18n.load(locale, { ...(await loadUiMessages(locale)), 'app.title': 'Kessai' });
    i18n.activate(locale);
    expect(i18n._('error.invalidCardCvc')).toBe(expected);
    expect(i18n._('app.title')).toBe('Kessai');
  });
});
