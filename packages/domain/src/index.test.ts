import { describe, expect, expectTypeOf, it } from 'vitest';
import * as domain from './index.js';
import type {
  CardExpiryValidity,
  CardNetwork,
  Locale,
  PaymentScreen,
  PlatformType,
} from './index.js';

describe('public API', () => {
  it('exports the names other merchant tools import', () => {
    const names = Object.keys(domain);
    for (const name of [
      'normalizeCardInput',
      'detectCardNetwork',
      'formatCardNumber',
      'isCardNumberLengthValid',
      'validateCardExpiry',
      'validateCardCvc',
      'isCardholderNameValid',
      'formatStoredCardExpiry',
      'toTokenExpiry',
      'resolveLocale',
      'screenForPayment',
      'detectPlatformType',
      'MAX_REGISTERED_CARDS',
      'TOAST_DEFAULT_DURATION_MS',
      'API_ERROR_TOAST_DURATION_MS',
      'TOAST_CLOSE_BUTTON_THRESHOLD_MS',
      'TOAST_ANIMATION_MS',
      'POPOVER_HIDE_DELAY_MS',
      'ERROR_DIALOG_CLEAR_DELAY_MS',
      'CARD_NETWORKS',
      'PAY_METHODS',
      'PAYMENT_STATUSES',
      'PLATFORM_TYPES',
      'LOCALES',
      'STATUS_ICON_TYPES',
      'DEFAULT_LOCALE',
      'cardNumberLengths',
      'cvcLength',
      'cardNumberMask',
      'isStoredCardExpired',
      'isDeadlinePassed',
      'isSafeNavigationUrl',
      'isSafeImageUrl',
      'WALLET_APP_SCHEMES',
      'canRetryPayment',
      'toastShowsCloseButton',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('does not leak internal helpers', () => {
    expect(Object.keys(domain)).not.toContain('asString');
    expect(Object.keys(domain)).not.toContain('toEpochMs');
  });

  it('has the documented signatures', () => {
    expectTypeOf(domain.detectCardNetwork).returns.toEqualTypeOf<CardNetwork>();
    expectTypeOf(domain.validateCardExpiry).returns.toEqualTypeOf<CardExpiryValidity>();
    expectTypeOf<CardExpiryValidity>().toEqualTypeOf<'valid' | 'invalid' | 'expired'>();
    expectTypeOf(domain.resolveLocale).returns.toEqualTypeOf<Locale>();
    expectTypeOf(domain.detectPlatformType).returns.toEqualTypeOf<PlatformType>();
    expectTypeOf(domain.screenForPayment).returns.toEqualTypeOf<PaymentScreen>();
    expectTypeOf<PaymentScreen>().toEqualTypeOf<
      | 'payment'
      | 'expired'
      | 'confirm'
      | 'confirmed'
      | 'refunded'
      | 'canceled'
      | 'failed'
      | 'order-error'
      | 'unknown'
    >();
    expectTypeOf(domain.validateCardCvc).parameters.toEqualTypeOf<[string, CardNetwork]>();
  });
});
