import { useEffect, useReducer } from 'react';

// setTimeout cannot wait longer than this (about 24.8 days); a later deadline is re-armed on render.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Re-renders the caller when the deadline passes (so a payment page open at the deadline turns
 * into the expired view) and calls `onPassed` then, to read the payment once more.
 */
export function useDeadlinePassing(deadline: Date | undefined, onPassed: () => void): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const time = deadline?.getTime();
  useEffect(() => {
    if (time === undefined || Number.isNaN(time)) return;
    const left = time - Date.now();
    if (left < 0) return;
    const id = window.setTimeout(
      () => {
        rerender();
        if (Date.now() >= time) onPassed();
      },
      Math.min(left + 1, MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(id);
  }, [time, onPassed]);
}
