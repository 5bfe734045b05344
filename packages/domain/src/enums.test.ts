import { describe, expect, expectTypeOf, it } from 'vitest';
import {
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
  type PaymentStatus,
  type StatusIconType,
} from './enums.js';

describe('enumerations', () => {
  it('match the spec values exactly', () => {
    expect(CARD_NETWORKS).toEqual([
      'CARD_NETWORK_UNSPECIFIED',
      'VISA',
      'MASTERCARD',
      'AMEX',
      'JCB',
      'DINERS',
      'UNIONPAY',
    ]);
    expect(PAY_METHODS).toEqual([
      'PAY_METHOD_UNSPECIFIED',
      'PAYPAY',
      'CARD',
      'WECHATPAY',
      'ALIPAY',
    ]);
    expect(PAYMENT_STATUSES).toEqual([
      'STATUS_UKNOWN',
      'CREATED',
      'AUTHORIZED',
      'CAPTURED',
      'REFUNDED',
      'CANCELED',
      'FAILED',
      'INTERNAL_ERROR',
    ]);
    expect(PLATFORM_TYPES).toEqual(['PC', 'H5', 'APP', 'OTHER']);
    expect(LOCALES).toEqual(['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant']);
    expect(STATUS_ICON_TYPES).toEqual(['error', 'success', 'warning']);
    expect(TOAST_TYPES).toEqual(['info', 'success', 'warning', 'error', 'loading']);
    expect(DEFAULT_LOCALE).toBe('ja');
  });

  it('keeps the wire spelling STATUS_UKNOWN', () => {
    expect(PAYMENT_STATUSES).toContain('STATUS_UKNOWN');
    expect(PAYMENT_STATUSES).not.toContain('STATUS_UNKNOWN');
  });

  it('cannot be mutated by a caller', () => {
    for (const values of [CARD_NETWORKS, PAY_METHODS, PAYMENT_STATUSES, PLATFORM_TYPES, LOCALES]) {
      expect(Object.isFrozen(values)).toBe(true);
    }
  });

  it('exposes the unions as types', () => {
    expectTypeOf<CardNetwork>().toEqualTypeOf<
      'CARD_NETWORK_UNSPECIFIED' | 'VISA' | 'MASTERCARD' | 'AMEX' | 'JCB' | 'DINERS' | 'UNIONPAY'
    >();
    expectTypeOf<Locale>().toEqualTypeOf<'ja' | 'en' | 'ko' | 'zh-Hans' | 'zh-Hant'>();
    expectTypeOf<StatusIconType>().toEqualTypeOf<'error' | 'success' | 'warning'>();
    expectTypeOf<'STATUS_UKNOWN'>().toExtend<PaymentStatus>();
  });
});

describe('type guards', () => {
  it('accept exactly the listed values', () => {
    expect(isCardNetwork('VISA')).toBe(true);
    expect(isCardNetwork('visa')).toBe(false);
    expect(isPayMethod('WECHATPAY')).toBe(true);
    expect(isPayMethod('WECHAT')).toBe(false);
    expect(isPaymentStatus('STATUS_UKNOWN')).toBe(true);
    expect(isPaymentStatus('STATUS_UNKNOWN')).toBe(false);
    expect(isPlatformType('H5')).toBe(true);
    expect(isPlatformType('h5')).toBe(false);
    expect(isLocale('zh-Hant')).toBe(true);
    expect(isLocale('zh-TW')).toBe(false);
  });

  it('reject non-strings', () => {
    for (const value of [undefined, null, 0, {}, ['VISA']]) {
      expect(isCardNetwork(value)).toBe(false);
      expect(isPaymentStatus(value)).toBe(false);
    }
  });
});
