import { resolveLocale, type Locale } from '@kessai/domain';
import type { I18n } from '@lingui/core';
import { activateLocale, loadMessages } from './i18n.ts';

/** localStorage key of the shopper's language (decisions.md "Languages"). */
export const LOCALE_STORAGE_KEY = 'locale';

function readStoredLocale(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): fall back to the default.
    return null;
  }
}

/**
 * The language of this visit: the `lang` query parameter first, then the stored choice, else
 * Japanese. The choice is stored again and set as the page language.
 */
export function chooseLocale(
  search: string,
  storage: Storage | undefined,
  root: HTMLElement,
): Locale {
  const locale = resolveLocale(new URLSearchParams(search).get('lang'), readStoredLocale(storage));
  rememberLocale(locale, storage, root);
  return locale;
}

/** Stores the shopper's language and sets it as the page language; storage may be blocked. */
export function rememberLocale(
  locale: Locale,
  storage: Storage | undefined,
  root: HTMLElement,
): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not stored: the next visit resolves the language again, which is harmless.
  }
  root.lang = locale;
}

/**
 * The same address with `lang` set to `locale` when the address has a `lang` parameter (which
 * would otherwise win over the stored choice on a reload); `null` when nothing needs to change.
 */
export function searchWithLocale(search: string, locale: Locale): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('lang') || params.get('lang') === locale) return null;
  params.set('lang', locale);
  return `?${params.toString()}`;
}

let latestSwitch = 0;

/**
 * Switches the language without a reload: loads and activates the catalogs on `i18n` (React
 * re-renders in place, so nothing the shopper typed is lost), then stores it and sets `<html lang>`.
 * When the shopper picks again before the catalogs arrive, only the last choice is applied; the
 * result says whether this one was.
 */
export async function switchLocale(i18n: I18n, locale: Locale): Promise<boolean> {
  const switchId = ++latestSwitch;
  const messages = await loadMessages(locale);
  if (switchId !== latestSwitch) return false;
  i18n.load(locale, messages);
  i18n.activate(locale);
  rememberLocale(locale, safeLocalStorage(), document.documentElement);
  return true;
}

/** Chooses the language and loads its catalogs before the first render (they are small). */
export async function bootstrapLocale(): Promise<Locale> {
  const locale = chooseLocale(window.location.search, safeLocalStorage(), document.documentElement);
  await activateLocale(locale);
  return locale;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
