import type { Locale } from '@kessai/domain';
import { loadUiMessages } from '@kessai/ui';
import { i18n, type Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

// One import() per language, so only the active one is downloaded.
const appCatalogs: Record<Locale, () => Promise<CatalogModule>> = {
  ja: () => import('../locales/ja/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ko: () => import('../locales/ko/messages.po'),
  'zh-Hans': () => import('../locales/zh-Hans/messages.po'),
  'zh-Hant': () => import('../locales/zh-Hant/messages.po'),
};

/** The app's and the UI kit's messages of one language, merged. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [ui, app] = await Promise.all([loadUiMessages(locale), appCatalogs[locale]()]);
  return { ...ui, ...app.messages };
}

/** Loads and activates a language on the shared Lingui instance. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
}

export { i18n };
