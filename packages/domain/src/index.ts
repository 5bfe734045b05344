export {
  CARD_NETWORKS,
  DEFAULT_LOCALE,
  LOCALES,
  PAY_METHODS,
  PAYMENT_STATUSES,
  PLATFORM_TYPES,
  STATUS_ICON_TYPES,
  TOAST_TYPES,
  isCardNetwork,
  isLocale,
  isPayMethod,
  isPaymentStatus,
  isPlatformType,
  type CardNetwork,
  type Locale,
  type PayMethod,
  type PaymentStatus,
  type PlatformType,
  type StatusIconType,
  type ToastType,
} from './enums.js';
export {
  API_ERROR_TOAST_DURATION_MS,
  CARD_EXPIRY_LENGTH,
  CONFIRM_COUNTDOWN_SECONDS,
  ERROR_DIALOG_CLEAR_DELAY_MS,
  ERROR_TRACE_SAMPLE_RATE,
  MAX_CVC_LENGTH,
  MAX_REGISTERED_CARDS,
  POPOVER_HIDE_DELAY_MS,
  QR_POLL_INTERVAL_MS,
  TOAST_ANIMATION_MS,
  TOAST_CLOSE_BUTTON_THRESHOLD_MS,
  TOAST_DEFAULT_DURATION_MS,
  toastShowsCloseButton,
} from './constants.js';
export { cardDigits, normalizeCardInput, toHalfWidth } from './normalize.js';
export {
  CARD_NETWORK_PREFIX_LENGTH,
  cardNumberLengths,
  cardNumberMask,
  detectCardNetwork,
  formatCardNumber,
  isCardNumberLengthValid,
  validateCardNumber,
  type CardNumberValidity,
} from './card-number.js';
export {
  formatCardExpiryInput,
  formatStoredCardExpiry,
  isStoredCardExpired,
  toTokenExpiry,
  validateCardExpiry,
  validateStoredCardExpiry,
  type CardExpiryValidity,
} from './card-expiry.js';
export { cvcLength, cvcLengths, validateCardCvc } from './card-cvc.js';
export { isCardholderNameValid } from './cardholder-name.js';
export { localeFromTag, resolveLocale } from './locale.js';
export {
  PAYMENT_SCREENS,
  canRetryPayment,
  isDeadlinePassed,
  screenForPayment,
  type Deadline,
  type PaymentScreen,
} from './payment-screen.js';
export { detectPlatformType, type PlatformHints } from './platform-type.js';
export {
  WALLET_APP_SCHEMES,
  isSafeImageUrl,
  isSafeNavigationUrl,
  type SafeImageUrlOptions,
  type SafeNavigationUrlOptions,
  type WalletAppScheme,
} from './safe-url.js';
export type { DateInput } from './time.js';
