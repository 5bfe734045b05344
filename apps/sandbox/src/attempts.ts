import { setTimeout as sleep } from 'node:timers/promises';
import { errors } from './errors.js';
import {
  applyTransition,
  isPastDeadline,
  type CardSummary,
  type PaymentRecord,
} from './payments.js';
import { randomId, type SandboxStore } from './store.js';
import { DECLINE_MESSAGES } from './test-cards.js';
import type { PayMethod, PlatformType, WireProceedResult } from './wire.js';

export interface AttemptSettings {
  /** Simulated provider round trip of every proceed call (makes concurrent calls really overlap). */
  readonly providerLatencyMs: number;
  /** How long the slow test card takes. */
  readonly slowCardDelayMs: number;
}

export interface AttemptContext {
  readonly store: SandboxStore;
  readonly settings: AttemptSettings;
  /** Origin of the sandbox pages (3-D Secure, wallet) in answers. */
  readonly origin: string;
}

/**
 * Refuses an attempt the payment cannot take now. CREATED payments, and FAILED ones before their
 * deadline (the shopper's "Try again"), are payable; one attempt at a time.
 */
export function assertPayable(
  store: SandboxStore,
  payment: PaymentRecord,
  method: PayMethod,
): void {
  if (payment.status !== 'CREATED' && payment.status !== 'FAILED') throw errors.notPayable();
  if (isPastDeadline(payment, store.now())) throw errors.expired();
  if (payment.attemptInProgress) {
    throw errors.notPayable('A payment attempt for this payment is already running.');
  }
  if (!payment.payMethods.includes(method)) {
    throw errors.methodNotAccepted(`This payment does not accept ${method}.`);
  }
}

/**
 * Runs one payment attempt under the payment's lock. The lock is taken synchronously right after
 * {@link assertPayable} (no await in between), so of two concurrent calls exactly one runs.
 */
export async function runAttempt<T>(
  store: SandboxStore,
  payment: PaymentRecord,
  method: PayMethod,
  work: () => Promise<T>,
): Promise<T> {
  payment.attemptInProgress = true;
  try {
    if (payment.status === 'FAILED') {
      applyTransition(payment, 'CREATED', 'Payment retried', store.now());
      payment.errorMsg = undefined;
    }
    // A new attempt makes any earlier 3-D Secure challenge or wallet session stale; its page
    // then says it is no longer valid.
    payment.pending = undefined;
    payment.selectedMethod = method;
    return await work();
  } finally {
    payment.attemptInProgress = false;
  }
}

const METHOD_LABELS: Readonly<Record<PayMethod, string>> = {
  CARD: 'Card',
  PAYPAY: 'PayPay',
  WECHATPAY: 'WeChat Pay',
  ALIPAY: 'Alipay',
  PAY_METHOD_UNSPECIFIED: 'Payment',
};

export function methodLabel(method: PayMethod): string {
  return METHOD_LABELS[method];
}

/**
 * Takes the money: CREATED → CAPTURED (or AUTHORIZED with manual capture). Never charges twice.
 */
export function settle(
  store: SandboxStore,
  payment: PaymentRecord,
  method: PayMethod,
  card?: CardSummary,
): boolean {
  if (payment.charges > 0) return false;
  const to = payment.capture === 'manual' ? 'AUTHORIZED' : 'CAPTURED';
  const detail = card === undefined ? '' : ` (${card.network} ****${card.last4})`;
  const verb = to === 'AUTHORIZED' ? 'authorized' : 'captured';
  if (
    !applyTransition(
      payment,
      to,
      `${methodLabel(method)} payment ${verb}${detail}`,
      store.now(),
      payment.total,
    )
  ) {
    return false;
  }
  payment.charges += 1;
  payment.errorMsg = undefined;
  if (card !== undefined) payment.lastCard = card;
  return true;
}

export function decline(store: SandboxStore, payment: PaymentRecord, message: string): boolean {
  if (!applyTransition(payment, 'FAILED', message, store.now())) return false;
  payment.errorMsg = message;
  return true;
}

/**
 * Charges a card after the simulated provider round trip. The answer is `{}` when the payment has
 * its final status, or a `redirect_url` to the 3-D Secure challenge.
 */
export async function chargeCard(
  context: AttemptContext,
  payment: PaymentRecord,
  card: CardSummary,
  saveFor: string | undefined,
): Promise<WireProceedResult> {
  const { store, settings } = context;
  await sleep(card.outcome === 'slow' ? settings.slowCardDelayMs : settings.providerLatencyMs);
  // The merchant may have canceled (admin) while the provider was answering.
  if (payment.status !== 'CREATED') throw errors.notPayable();
  switch (card.outcome) {
    case 'success':
    case 'slow': {
      if (!settle(store, payment, 'CARD', card)) throw errors.notPayable();
      if (saveFor !== undefined) {
        const member = store.member(saveFor);
        if (member !== undefined) store.saveCard(member, card);
      }
      return {};
    }
    case 'decline':
    case 'insufficient-funds':
      decline(store, payment, DECLINE_MESSAGES[card.outcome]);
      return {};
    case 'processing-error':
      applyTransition(payment, 'INTERNAL_ERROR', DECLINE_MESSAGES['processing-error'], store.now());
      payment.errorMsg = DECLINE_MESSAGES['processing-error'];
      return {};
    case 'challenge': {
      const id = `ch_${randomId()}`;
      payment.pending = { kind: 'challenge', id, card, saveFor };
      store.addSession(id, payment.id);
      return { redirect_url: `${context.origin}/sandbox/3ds/${id}` };
    }
  }
}

/**
 * Opens a wallet session: a QR code on a PC, a redirect on a phone or in an app. The payment stays
 * CREATED until the tester approves or declines on the wallet page.
 */
export async function openWalletSession(
  context: AttemptContext,
  payment: PaymentRecord,
  method: PayMethod,
  platform: PlatformType,
): Promise<WireProceedResult> {
  await sleep(context.settings.providerLatencyMs);
  if (payment.status !== 'CREATED') throw errors.notPayable();
  const id = `ws_${randomId()}`;
  payment.pending = { kind: 'wallet', id, method, platform };
  context.store.addSession(id, payment.id);
  const url = `${context.origin}/sandbox/wallet/${id}`;
  return platform === 'PC' ? { qr_url: url } : { redirect_url: url };
}
