import { useEffect, useState } from 'react';

/**
 * Whole seconds until `deadline` (ms on this device's clock), ticking down to 0. `fullSeconds`
 * is what a new deadline starts from, shown until the first tick reads the clock.
 */
export function useSecondsLeft(deadline: number | null, fullSeconds: number): number {
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }));
  const fresh = clock.deadline !== deadline;
  const left =
    deadline === null
      ? 0
      : fresh
        ? fullSeconds
        : Math.max(0, Math.ceil((deadline - clock.now) / 1000));
  useEffect(() => {
    if (left === 0 && !fresh) return;
    const timer = window.setTimeout(
      () => setClock({ deadline, now: Date.now() }),
      fresh ? 0 : 1000,
    );
    return () => window.clearTimeout(timer);
  }, [deadline, left, fresh, clock.now]);
  return left;
}

/** 125 → "2:05". */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
