import type { Locale } from '@kessai/domain';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

// Dates are shown in Japan time whatever the shopper's zone, with the zone named.
const TIME_ZONE = 'Asia/Tokyo';

// Building an Intl formatter costs far more than using one, and a history table formats a
// thousand dates: keep one formatter per language.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached<F>(cache: Map<Locale, F>, locale: Locale, create: () => F): F {
  let format = cache.get(locale);
  if (!format) {
    format = create();
    cache.set(locale, format);
  }
  return format;
}

/** Integer yen with the locale's digit grouping and the label JPY, e.g. `12,345 JPY`. */
export function formatAmount(amount: number, locale: Locale): string {
  const format = cached(
    numberFormats,
    locale,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
  );
  return `${format.format(amount)} JPY`;
}

/** Date and time in Japan time with the zone shown, in the shopper's language. */
export function formatDateTime(date: Date, locale: Locale): string {
  if (Number.isNaN(date.getTime())) return '';
  const format = cached(
    dateTimeFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: TIME_ZONE,
        timeZoneName: 'short',
      }),
  );
  return format.format(date);
}

export interface Formatters {
  amount(amount: number): string;
  dateTime(date: Date): string;
}

/** Formatters bound to the active language. */
export function useFormatters(): Formatters {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return useMemo(
    () => ({
      amount: (amount) => formatAmount(amount, locale),
      dateTime: (date) => formatDateTime(date, locale),
    }),
    [locale],
  );
}
