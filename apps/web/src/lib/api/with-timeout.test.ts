import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('gives the value when the call finishes in time', async () => {
    await expect(withTimeout(async () => 'menu', 5000, null)).resolves.toBe('menu');
  });

  it('gives the fallback at the deadline and aborts the call', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const result = withTimeout(
      (signal) =>
        new Promise<string>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          setTimeout(() => resolve('late'), 10_000);
        }),
      5000,
      null,
    );
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBeNull();
    expect(aborted).toBe(true);
  });

  it('passes on a failure that comes before the deadline', async () => {
    await expect(
      withTimeout(async () => Promise.reject(new Error('boom')), 5000, null),
    ).rejects.toThrow('boom');
  });
});
