/**
 * Runs `work` once the page is awake and the browser has a moment (idle time, or shortly after
 * on a browser without `requestIdleCallback`): code a page will want soon but not for its first
 * paint. Returns what cancels it, for an effect's clean-up.
 */
export function afterWaking(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
