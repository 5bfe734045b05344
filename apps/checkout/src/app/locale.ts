import { resolveLocale, type Locale } from '@kessai/domain';
import { activateLocale } from './i18n.ts';

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
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not stored: the next visit resolves the language again, which is harmless.
  }
  root.lang = locale;
  return locale;
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
