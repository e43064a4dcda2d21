import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` (a countdown's clock). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Whether a moment (epoch milliseconds) has passed. It re-renders its component once, when the
 * moment comes, not every second: only the countdown itself ticks.
 */
export function useHasPassed(moment: number | null): boolean {
  const [passedAt, setPassedAt] = useState<number | null>(null);
  useEffect(() => {
    if (moment === null) return;
    // setTimeout's delay is a 32-bit number of milliseconds; a hold never lasts that long.
    const left = Math.min(Math.max(0, moment - Date.now()), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setPassedAt(moment), left);
    return () => window.clearTimeout(timer);
  }, [moment]);
  return moment !== null && passedAt === moment;
}
