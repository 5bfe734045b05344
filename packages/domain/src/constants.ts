/** Business constants and timings of spec §9 and decisions.md. */

/** At most this many cards can be saved per shopper. */
export const MAX_REGISTERED_CARDS = 5;

/** A toast's display time when the caller gives none. */
export const TOAST_DEFAULT_DURATION_MS = 3000;

/** Display time of the toast that reports an API error answer. */
export const API_ERROR_TOAST_DURATION_MS = 10_000;

/** Toasts shown longer than this (or without end, duration 0) get a close button. */
export const TOAST_CLOSE_BUTTON_THRESHOLD_MS = 5000;

/** Toast enter and exit animation. */
export const TOAST_ANIMATION_MS = 300;

/** Delay before a hover popover hides, so the pointer can travel into it. */
export const POPOVER_HIDE_DELAY_MS = 300;

/** The error dialog hides at once but keeps its message this long, so the exit does not flash empty. */
export const ERROR_DIALOG_CLEAR_DELAY_MS = 300;

/** Seconds the AUTHORIZED confirm step counts down before it continues by itself. */
export const CONFIRM_COUNTDOWN_SECONDS = 10;

/** Interval of the QR scan view's `get-payment` polling. */
export const QR_POLL_INTERVAL_MS = 3000;

/** Share of transactions traced by the error-reporting service (production only). */
export const ERROR_TRACE_SAMPLE_RATE = 0.1;

/** Length of a card expiry as typed: `MM/YY`. */
export const CARD_EXPIRY_LENGTH = 5;

/** Longest security code of any network (Amex). */
export const MAX_CVC_LENGTH = 4;

/**
 * Whether a toast of this duration shows a close button: a toast that never ends (0) or that stays
 * longer than {@link TOAST_CLOSE_BUTTON_THRESHOLD_MS} must be dismissible by hand.
 */
export function toastShowsCloseButton(durationMs: number): boolean {
  if (typeof durationMs !== 'number') return false;
  return durationMs === 0 || durationMs > TOAST_CLOSE_BUTTON_THRESHOLD_MS;
}
