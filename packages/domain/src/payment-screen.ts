import { toEpochMs, type DateInput } from './time.js';

/** The screens a payment can show, one per row of decisions.md's status table. */
export const PAYMENT_SCREENS = Object.freeze([
  'payment',
  'expired',
  'confirm',
  'confirmed',
  'refunded',
  'canceled',
  'failed',
  'order-error',
  'unknown',
] as const);

/**
 * The screen for a payment:
 * - `'payment'`: CREATED before the deadline (method choice and forms);
 * - `'expired'`: CREATED at or after the deadline;
 * - `'confirm'`: AUTHORIZED ("order not complete", confirm with countdown);
 * - `'confirmed'`: CAPTURED;
 * - `'refunded'`: REFUNDED;
 * - `'canceled'`: CANCELED;
 * - `'failed'`: FAILED (payment error view);
 * - `'order-error'`: INTERNAL_ERROR;
 * - `'unknown'`: STATUS_UKNOWN or any unrecognised status (generic error view).
 */
export type PaymentScreen = (typeof PAYMENT_SCREENS)[number];

/**
 * A payment deadline: a `Date`, an ISO 8601 string or epoch milliseconds. `null`, `undefined`, an
 * empty string or an unparsable value mean "no deadline".
 */
export type Deadline = DateInput | null | undefined;

/**
 * Whether `now` (default: the current time) is at or after the deadline. Without a usable deadline
 * it is `false`: the payment service enforces deadlines, so a date the client cannot read must not
 * lock the shopper out of a payment the service would still accept.
 */
export function isDeadlinePassed(deadline?: Deadline, now?: Date): boolean {
  const deadlineMs = toEpochMs(deadline);
  if (deadlineMs === undefined) return false;
  return (toEpochMs(now) ?? Date.now()) >= deadlineMs;
}

/**
 * The screen for a payment status (see {@link PaymentScreen}). `status` may be any string, so
 * unknown wire values land on `'unknown'` rather than throwing; the deadline only matters for
 * CREATED and follows {@link isDeadlinePassed}.
 */
export function screenForPayment(status: string, deadline?: Deadline, now?: Date): PaymentScreen {
  switch (status) {
    case 'CREATED':
      return isDeadlinePassed(deadline, now) ? 'expired' : 'payment';
    case 'AUTHORIZED':
      return 'confirm';
    case 'CAPTURED':
      return 'confirmed';
    case 'REFUNDED':
      return 'refunded';
    case 'CANCELED':
      return 'canceled';
    case 'FAILED':
      return 'failed';
    case 'INTERNAL_ERROR':
      return 'order-error';
    default:
      return 'unknown';
  }
}

/**
 * Whether the shopper may try to pay (again): the payment is FAILED or CREATED and its deadline has
 * not passed. Other statuses are final or already in progress.
 */
export function canRetryPayment(status: string, deadline?: Deadline, now?: Date): boolean {
  return (status === 'FAILED' || status === 'CREATED') && !isDeadlinePassed(deadline, now);
}
