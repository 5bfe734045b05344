import { useSyncExternalStore } from 'react';
import { getErrorMessage, subscribeToErrorMessage } from './error-message-store.js';

/** The current error message (or `null`), for components other than the ErrorDialog. */
export function useErrorMessage(): string | null {
  return useSyncExternalStore(subscribeToErrorMessage, getErrorMessage, getErrorMessage);
}
