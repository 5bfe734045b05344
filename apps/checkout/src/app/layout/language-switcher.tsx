import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchWithLocale, switchLocale } from '../locale.ts';

/** Each language named in itself, so a shopper finds theirs whatever the page is in now. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

/**
 * The page language, switched in place: the catalogs load and the tree re-renders without being
 * remounted, so the payment form keeps what the shopper typed. A `lang` parameter in the address is
 * updated too (replacing the history entry), so a reload keeps the choice.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  // The choice shows at once, while its catalogs are still on their way.
  const [pending, setPending] = useState<Locale | null>(null);
  const active: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;

  async function choose(event: ChangeEvent<HTMLSelectElement>) {
    const locale = event.target.value;
    if (!isLocale(locale) || locale === active) return;
    setPending(locale);
    try {
      if (!(await switchLocale(i18n, locale))) return;
      const search = searchWithLocale(location.search, locale);
      if (search !== null) {
        void navigate(
          { pathname: location.pathname, search, hash: location.hash },
          { replace: true, state: location.state as unknown },
        );
      }
    } catch (error) {
      // The catalogs did not arrive (offline, a failed deploy): the page stays in its language.
      console.error('The language catalog could not be loaded', error);
    }
    setPending(null);
  }

  return (
    <div className="checkout-language">
      <label className="checkout-language__label" htmlFor={id}>
        {t`Language`}
      </label>
      <select
        id={id}
        className="checkout-language__select"
        value={pending ?? active}
        onChange={(event) => void choose(event)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
