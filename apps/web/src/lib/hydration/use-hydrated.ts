import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and in the browser's first (hydrating) render, true from then on: what
 * only the browser knows (the clock in the visitor's time zone, storage) renders behind it, so
 * the server's HTML and the browser's first render are the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
