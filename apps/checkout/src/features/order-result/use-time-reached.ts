import { useEffect, useState } from 'react';

// setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days); wait in steps instead.
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Whether `instant` has passed; re-renders the caller when it does. */
export function useTimeReached(instant: Date): boolean {
  const time = instant.getTime();
  const [reached, setReached] = useState(() => Date.now() >= time);
  useEffect(() => {
    if (Number.isNaN(time)) return;
    let id: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = time - Date.now();
      setReached(left <= 0);
      if (left > 0) id = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(id);
  }, [time]);
  return reached;
}
