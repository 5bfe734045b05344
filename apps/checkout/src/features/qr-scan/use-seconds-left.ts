import { useEffect, useState } from 'react';

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));

/** Whole seconds until `deadline` (0 once passed), updated every second. */
export function useSecondsLeft(deadline: Date): number {
  const time = deadline.getTime();
  const [left, setLeft] = useState(() => secondsUntil(time));
  useEffect(() => {
    setLeft(secondsUntil(time));
    if (secondsUntil(time) === 0) return;
    const id = setInterval(() => {
      const next = secondsUntil(time);
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [time]);
  return left;
}

/** `h:mm:ss`, or `m:ss` under an hour; digits only, the same in every language. */
export function formatSecondsLeft(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
