import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './enums.js';
import {
  PAYMENT_SCREENS,
  canRetryPayment,
  isDeadlinePassed,
  screenForPayment,
} from './payment-screen.js';

const NOW = new Date('2026-06-15T03:00:00.000Z');
const FUTURE = new Date('2026-06-15T03:00:00.001Z');
const PAST = new Date('2026-06-15T02:59:59.999Z');

describe('screenForPayment', () => {
  it.each([
    ['AUTHORIZED', 'confirm'],
    ['CAPTURED', 'confirmed'],
    ['REFUNDED', 'refunded'],
    ['CANCELED', 'canceled'],
    ['FAILED', 'failed'],
    ['INTERNAL_ERROR', 'order-error'],
    ['STATUS_UKNOWN', 'unknown'],
  ] as const)('%s → %s, whatever the deadline', (status, screen) => {
    for (const deadline of [PAST, FUTURE, null, undefined]) {
      expect(screenForPayment(status, deadline, NOW)).toBe(screen);
    }
  });

  it('shows the payment page for CREATED before the deadline', () => {
    expect(screenForPayment('CREATED', FUTURE, NOW)).toBe('payment');
    expect(screenForPayment('CREATED', '2026-06-15T12:00:01+09:00', NOW)).toBe('payment');
  });

  it('shows the expired view for CREATED at and after the deadline', () => {
    expect(screenForPayment('CREATED', NOW, NOW)).toBe('expired');
    expect(screenForPayment('CREATED', PAST, NOW)).toBe('expired');
    expect(screenForPayment('CREATED', '2026-06-15T12:00:00+09:00', NOW)).toBe('expired');
    expect(screenForPayment('CREATED', NOW.getTime(), NOW)).toBe('expired');
  });

  it('never expires without a readable deadline', () => {
    expect(screenForPayment('CREATED', null, NOW)).toBe('payment');
    expect(screenForPayment('CREATED', undefined, NOW)).toBe('payment');
    expect(screenForPayment('CREATED', '', NOW)).toBe('payment');
    expect(screenForPayment('CREATED', 'not a date', NOW)).toBe('payment');
    expect(screenForPayment('CREATED', new Date(Number.NaN), NOW)).toBe('payment');
  });

  it.each(['', 'created', 'STATUS_UNKNOWN', 'PENDING', 'toString', '__proto__'])(
    'maps the unrecognised status %j to unknown',
    (status) => {
      expect(screenForPayment(status, FUTURE, NOW)).toBe('unknown');
    },
  );

  it('covers every status with a listed screen', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(PAYMENT_SCREENS).toContain(screenForPayment(status, FUTURE, NOW));
    }
  });

  it('uses the current time without now', () => {
    expect(screenForPayment('CREATED', '2000-01-01T00:00:00Z')).toBe('expired');
    expect(screenForPayment('CREATED', '2999-01-01T00:00:00Z')).toBe('payment');
  });
});

describe('isDeadlinePassed', () => {
  it('is true at and after the deadline', () => {
    expect(isDeadlinePassed(NOW, NOW)).toBe(true);
    expect(isDeadlinePassed(PAST, NOW)).toBe(true);
    expect(isDeadlinePassed(FUTURE, NOW)).toBe(false);
  });

  it('is false without a readable deadline', () => {
    expect(isDeadlinePassed(null, NOW)).toBe(false);
    expect(isDeadlinePassed('garbage', NOW)).toBe(false);
  });
});

describe('canRetryPayment', () => {
  it('allows FAILED and CREATED before the deadline', () => {
    expect(canRetryPayment('FAILED', FUTURE, NOW)).toBe(true);
    expect(canRetryPayment('CREATED', FUTURE, NOW)).toBe(true);
    expect(canRetryPayment('FAILED', null, NOW)).toBe(true);
  });

  it('refuses once the deadline has passed', () => {
    expect(canRetryPayment('FAILED', NOW, NOW)).toBe(false);
    expect(canRetryPayment('CREATED', PAST, NOW)).toBe(false);
  });

  it.each([
    'AUTHORIZED',
    'CAPTURED',
    'REFUNDED',
    'CANCELED',
    'INTERNAL_ERROR',
    'STATUS_UKNOWN',
    '',
  ])('refuses %j', (status) => {
    expect(canRetryPayment(status, FUTURE, NOW)).toBe(false);
  });
});
