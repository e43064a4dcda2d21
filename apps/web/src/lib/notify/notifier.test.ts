import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NotifierModule from './notifier';

type Notifier = typeof NotifierModule;

async function freshNotifier(): Promise<Notifier> {
  vi.resetModules();
  return import('./notifier');
}

describe('notify', () => {
  beforeEach(() => vi.useRealTimers());

  it('holds toasts until the host attaches, then shows them', async () => {
    const notifier = await freshNotifier();
    const shown: string[] = [];
    expect(notifier.isToastDemanded()).toBe(false);
    notifier.notify('error', 'Connection error!!');
    expect(notifier.isToastDemanded()).toBe(true);
    notifier.attachToastSink((_kind, message, autoHideMs) =>
      shown.push(`${message}/${autoHideMs}`),
    );
    expect(shown).toEqual(['Connection error!!/5000']);
  });

  it('shows at most one success, failure and warning per 5 s', async () => {
    vi.useFakeTimers();
    const notifier = await freshNotifier();
    const shown: string[] = [];
    notifier.attachToastSink((kind, message) => shown.push(`${kind}:${message}`));
    notifier.notify('error', 'a');
    notifier.notify('error', 'b');
    notifier.notify('warning', 'c');
    notifier.notify('success', 'd');
    notifier.notify('success', 'e');
    vi.advanceTimersByTime(5000);
    notifier.notify('error', 'f');
    expect(shown).toEqual(['error:a', 'warning:c', 'success:d', 'error:f']);
  });

  it('cuts messages at 1000 characters and skips empty ones', async () => {
    const notifier = await freshNotifier();
    const shown: string[] = [];
    notifier.attachToastSink((_kind, message) => shown.push(message));
    notifier.notify('info', '   ');
    notifier.notify('info', 'x'.repeat(1500));
    expect(shown).toHaveLength(1);
    expect(Array.from(shown[0] ?? '')).toHaveLength(1000);
  });
});
