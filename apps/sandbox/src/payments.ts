import type { ChargeOutcome } from './test-cards.js';
import type {
  CardNetwork,
  PayMethod,
  PaymentStatus,
  PlatformType,
  WireMerchantInfo,
  WirePayment,
  WireProductInfo,
  WireSavedCard,
  WireTransactionLog,
} from './wire.js';

/**
 * The status transitions the sandbox allows (README.md, "Payment statuses"). Proceed calls,
 * 3-D Secure and wallet pages and the admin transition endpoint all go through this table.
 *
 * - CREATED → AUTHORIZED (charge approved, manual capture) | CAPTURED (approved, automatic capture)
 *   | FAILED (declined) | CANCELED (merchant) | INTERNAL_ERROR (processing error)
 * - AUTHORIZED → CAPTURED (merchant captures) | CANCELED (merchant voids) | INTERNAL_ERROR
 * - CAPTURED → REFUNDED (merchant refunds) | INTERNAL_ERROR
 * - FAILED → CREATED (the shopper tries again before the deadline) | CANCELED | INTERNAL_ERROR
 * - REFUNDED, CANCELED, INTERNAL_ERROR, STATUS_UKNOWN: final.
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  CREATED: ['AUTHORIZED', 'CAPTURED', 'FAILED', 'CANCELED', 'INTERNAL_ERROR'],
  AUTHORIZED: ['CAPTURED', 'CANCELED', 'INTERNAL_ERROR'],
  CAPTURED: ['REFUNDED', 'INTERNAL_ERROR'],
  FAILED: ['CREATED', 'CANCELED', 'INTERNAL_ERROR'],
  REFUNDED: [],
  CANCELED: [],
  INTERNAL_ERROR: [],
  STATUS_UKNOWN: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

export type CaptureMode = 'auto' | 'manual';

/** The card of an attempt: only what the provider lets a merchant keep. */
export interface CardSummary {
  readonly network: CardNetwork;
  readonly last4: string;
  /** YYMM, as the provider stores it. */
  readonly expiry: string;
  readonly outcome: ChargeOutcome;
}

/** A 3-D Secure challenge or a wallet session waiting for the tester's decision. */
export type PendingAttempt =
  | {
      readonly kind: 'challenge';
      readonly id: string;
      readonly card: CardSummary;
      /** Save the card for this member when the challenge is approved. */
      readonly saveFor: string | undefined;
    }
  | {
      readonly kind: 'wallet';
      readonly id: string;
      readonly method: PayMethod;
      readonly platform: PlatformType;
    };

export interface PaymentRecord {
  readonly id: string;
  readonly secret: string;
  status: PaymentStatus;
  gmoShopId: string;
  selectedMethod: PayMethod;
  productInfos: WireProductInfo[];
  merchantInfo: WireMerchantInfo;
  total: number;
  payMethods: PayMethod[];
  cardNetworks: CardNetwork[];
  email: string | undefined;
  note: string | undefined;
  returnUrl: string | undefined;
  errorMsg: string | undefined;
  transactionLogs: WireTransactionLog[];
  createdAt: Date;
  deadline: Date;
  capture: CaptureMode;
  /** How many times money was taken (authorized or captured); at most once per payment. */
  charges: number;
  /** Set while a proceed call is being processed: the second concurrent call is refused. */
  attemptInProgress: boolean;
  pending: PendingAttempt | undefined;
  lastCard: CardSummary | undefined;
}

/** Appends a transaction log entry and moves the payment to `to` if the table allows it. */
export function applyTransition(
  payment: PaymentRecord,
  to: PaymentStatus,
  message: string,
  now: Date,
  charge = 0,
): boolean {
  if (!canTransition(payment.status, to)) return false;
  payment.status = to;
  payment.transactionLogs.push({ timestamp: now.toISOString(), status: to, message, charge });
  // A status change ends any 3-D Secure challenge or wallet session of the previous attempt.
  payment.pending = undefined;
  return true;
}

export function isPastDeadline(payment: PaymentRecord, now: Date): boolean {
  return now.getTime() >= payment.deadline.getTime();
}

/** The get-payment answer. */
export function toWirePayment(
  payment: PaymentRecord,
  availableCards: readonly WireSavedCard[],
): WirePayment {
  const wire: WirePayment = {
    id: payment.id,
    status: payment.status,
    gmo_shop_id: payment.gmoShopId,
    selected_method: payment.selectedMethod,
    product_infos: payment.productInfos,
    merchant_info: payment.merchantInfo,
    total: payment.total,
    pay_methods: payment.payMethods,
    card_networks: payment.cardNetworks,
    transaction_logs: payment.transactionLogs,
    available_cards: [...availableCards],
    created_at: payment.createdAt.toISOString(),
    deadline: payment.deadline.toISOString(),
  };
  if (payment.email !== undefined) wire.email = payment.email;
  if (payment.note !== undefined) wire.note = payment.note;
  if (payment.returnUrl !== undefined) wire.return_url = payment.returnUrl;
  wire.error_msg = payment.errorMsg ?? '';
  return wire;
}
