import { LOCALES, type Locale } from '@kessai/domain';
import type { GlobalProvider } from '@ladle/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { loadUiMessages } from '../src/i18n/load-ui-messages.js';
import '../src/styles.css';
import './gallery.css';

const LANGUAGE_NAMES: Record<Locale, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

const STORAGE_KEY = 'kessai-gallery-locale';

function storedLocale(): Locale {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return LOCALES.find((locale) => locale === stored) ?? 'ja';
}

const i18n = setupI18n();

/** Wraps every story in the kit's I18nProvider, with a switcher for the five languages. */
export const Provider: GlobalProvider = ({ children }) => {
  const [locale, setLocale] = useState<Locale>(storedLocale);
  const [loaded, setLoaded] = useState<Locale | null>(null);

  useEffect(() => {
    let current = true;
    void loadUiMessages(locale).then((messages) => {
      if (!current) return;
      i18n.loadAndActivate({ locale, messages });
      document.documentElement.lang = locale;
      window.localStorage.setItem(STORAGE_KEY, locale);
      setLoaded(locale);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <>
      <header className="gallery-toolbar">
        <label>
          Language{' '}
          <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </header>
      {loaded !== null && (
        <I18nProvider i18n={i18n}>
          <main className="gallery-story">{children}</main>
        </I18nProvider>
      )}
    </>
  );
};
