import type { Locale } from '@kessai/domain';
import type { Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

// One import() per language, so a bundler splits them and only the active one is downloaded.
// The .po files are compiled by @lingui/vite-plugin at build time.
const catalogs: Record<Locale, () => Promise<CatalogModule>> = {
  ja: () => import('../locales/ja/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ko: () => import('../locales/ko/messages.po'),
  'zh-Hans': () => import('../locales/zh-Hans/messages.po'),
  'zh-Hant': () => import('../locales/zh-Hant/messages.po'),
};

/**
 * The kit's compiled messages for one language, to merge into the app's catalog before
 * activating it:
 *
 * @example
 * i18n.load(locale, { ...(await loadUiMessages(locale)), ...appMessages });
 * i18n.activate(locale);
 */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  const load = catalogs[locale] ?? catalogs.ja;
  const { messages } = await load();
  return messages;
}
