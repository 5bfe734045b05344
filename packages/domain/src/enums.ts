/**
 * The enumerations of the checkout (spec §3 and §4). Each one is exported both as a value array,
 * so callers can iterate or validate wire data, and as the string-literal union derived from it.
 */

/** Card networks, in the order the payment service lists them. */
export const CARD_NETWORKS = Object.freeze([
  'CARD_NETWORK_UNSPECIFIED',
  'VISA',
  'MASTERCARD',
  'AMEX',
  'JCB',
  'DINERS',
  'UNIONPAY',
] as const);

/** A card network; `CARD_NETWORK_UNSPECIFIED` when the number does not (yet) identify one. */
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/** Payment methods a payment can accept. */
export const PAY_METHODS = Object.freeze([
  'PAY_METHOD_UNSPECIFIED',
  'PAYPAY',
  'CARD',
  'WECHATPAY',
  'ALIPAY',
] as const);

/** A payment method. */
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * Payment status values. `STATUS_UKNOWN` is misspelled on purpose: it is the payment service's
 * wire value and must match it byte for byte.
 */
export const PAYMENT_STATUSES = Object.freeze([
  'STATUS_UKNOWN',
  'CREATED',
  'AUTHORIZED',
  'CAPTURED',
  'REFUNDED',
  'CANCELED',
  'FAILED',
  'INTERNAL_ERROR',
] as const);

/** A payment status as the payment service sends it. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Platform types sent as `platform_type` to the wallet proceed calls. */
export const PLATFORM_TYPES = Object.freeze(['PC', 'H5', 'APP', 'OTHER'] as const);

/** Where the shopper's browser runs: desktop, mobile browser, in-app webview, or unknown. */
export type PlatformType = (typeof PLATFORM_TYPES)[number];

/** Page languages, as written to `<html lang>` and to the stored `locale` setting. */
export const LOCALES = Object.freeze(['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'] as const);

/** A supported page language. */
export type Locale = (typeof LOCALES)[number];

/** The language used when neither the `lang` parameter nor a stored setting decides. */
export const DEFAULT_LOCALE = 'ja' satisfies Locale;

/** Status icon types of the result and dialog views. */
export const STATUS_ICON_TYPES = Object.freeze(['error', 'success', 'warning'] as const);

/** A status icon type. */
export type StatusIconType = (typeof STATUS_ICON_TYPES)[number];

/** Toast types (spec §4). */
export const TOAST_TYPES = Object.freeze([
  'info',
  'success',
  'warning',
  'error',
  'loading',
] as const);

/** A toast type. */
export type ToastType = (typeof TOAST_TYPES)[number];

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Whether `value` is one of {@link CARD_NETWORKS}; use it to narrow wire data. */
export function isCardNetwork(value: unknown): value is CardNetwork {
  return isOneOf(CARD_NETWORKS, value);
}

/** Whether `value` is one of {@link PAY_METHODS}. */
export function isPayMethod(value: unknown): value is PayMethod {
  return isOneOf(PAY_METHODS, value);
}

/** Whether `value` is one of {@link PAYMENT_STATUSES}. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return isOneOf(PAYMENT_STATUSES, value);
}

/** Whether `value` is one of {@link PLATFORM_TYPES}. */
export function isPlatformType(value: unknown): value is PlatformType {
  return isOneOf(PLATFORM_TYPES, value);
}

/** Whether `value` is exactly one of {@link LOCALES} (no prefix matching; see `resolveLocale`). */
export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}
