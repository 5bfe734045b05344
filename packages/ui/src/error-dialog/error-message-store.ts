import { ERROR_DIALOG_CLEAR_DELAY_MS } from '@kessai/domain';

export interface ErrorMessageState {
  /** The current error message, or `null` when there is none. */
  readonly message: string | null;
  /** Whether the error dialog shows it; `false` during the 300 ms after a close. */
  readonly open: boolean;
}

type Listener = () => void;

const CLOSED: ErrorMessageState = { message: null, open: false };

/*
 * An external store rather than React context, so that any code (the API client's hooks, a route
 * loader) can report a fatal error without being inside a component.
 */
let state: ErrorMessageState = CLOSED;
const listeners = new Set<Listener>();
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function update(next: ErrorMessageState): void {
  if (next.message === state.message && next.open === state.open) return;
  state = next;
  for (const listener of listeners) listener();
}

function cancelClear(): void {
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = undefined;
}

/** Sets the current error message; the error dialog opens when it is not empty. */
export function setErrorMessage(message: string | null): void {
  cancelClear();
  update(message ? { message, open: true } : CLOSED);
}

/**
 * Closes the error dialog at once and clears the message 300 ms later, so that a closing
 * animation never shows an empty dialog. A message set in between wins.
 */
export function closeErrorDialog(): void {
  if (!state.open) return;
  update({ ...state, open: false });
  cancelClear();
  clearTimer = setTimeout(() => {
    clearTimer = undefined;
    update(CLOSED);
  }, ERROR_DIALOG_CLEAR_DELAY_MS);
}

export function getErrorMessageState(): ErrorMessageState {
  return state;
}

/** The current error message, or `null`. */
export function getErrorMessage(): string | null {
  return state.message;
}

export function subscribeToErrorMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Drops the message and any pending clear. For tests; not exported from the package. */
export function resetErrorMessage(): void {
  cancelClear();
  update(CLOSED);
}
