/**
 * Runs a call that can be aborted and gives `fallback` if it has not finished within `ms`
 * (the menu is raced against a 5000 ms timeout that yields null, spec section 7). The call is
 * aborted at the deadline so it does not keep the progress bar busy.
 */
export function withTimeout<T, F>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
  fallback: F,
): Promise<T | F> {
  const controller = new AbortController();
  return new Promise<T | F>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve(fallback);
    }, ms);
    run(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (controller.signal.aborted) resolve(fallback);
        else reject(error);
      },
    );
  });
}
