import { describe, expect, it } from 'vitest';
import {
  createToastThrottle,
  successToastRemoveMs,
  throttledToastKinds,
  toastKinds,
  toastMaxLength,
  toastThrottleWindowMs,
  toastTimeoutMs,
  truncateToastMessage,
} from './toast-throttle';

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    set: (ms: number) => {
      time = ms;
    },
  };
}

describe('constants', () => {
  it('match spec section 9', () => {
    expect(toastTimeoutMs).toBe(5000);
    expect(toastMaxLength).toBe(1000);
    expect(successToastRemoveMs).toBe(8000);
    expect(toastThrottleWindowMs).toBe(5000);
    expect(toastKinds).toEqual(['success', 'error', 'warning', 'info']);
    expect(throttledToastKinds).toEqual(['success', 'error', 'warning']);
  });
});

describe('createToastThrottle', () => {
  it.each(['success', 'error', 'warning'] as const)('allows one %s toast per 5 seconds', (kind) => {
    const c = clock();
    const throttle = createToastThrottle({ now: c.now });
    expect(throttle.allow(kind)).toBe(true);
    expect(throttle.allow(kind)).toBe(false);
    c.advance(4999);
    expect(throttle.allow(kind)).toBe(false);
    c.advance(1);
    expect(throttle.allow(kind)).toBe(true);
    expect(throttle.allow(kind)).toBe(false);
  });

  it('keeps a separate window per kind', () => {
    const c = clock();
    const throttle = createToastThrottle({ now: c.now });
    expect(throttle.allow('error')).toBe(true);
    expect(throttle.allow('success')).toBe(true);
    expect(throttle.allow('warning')).toBe(true);
    expect(throttle.allow('error')).toBe(false);
    expect(throttle.allow('success')).toBe(false);
  });

  it('does not throttle info toasts', () => {
    const throttle = createToastThrottle({ now: clock().now });
    for (let i = 0; i < 5; i++) expect(throttle.allow('info')).toBe(true);
  });

  it('measures the window from the last toast shown, so a steady stream still shows one per window', () => {
    const c = clock();
    const throttle = createToastThrottle({ now: c.now });
    const shown: number[] = [];
    for (let t = 0; t <= 12_000; t += 1000) {
      c.set(1_000_000 + t);
      if (throttle.allow('error')) shown.push(t);
    }
    expect(shown).toEqual([0, 5000, 10_000]);
  });

  it('takes another window length', () => {
    const c = clock();
    const throttle = createToastThrottle({ windowMs: 100, now: c.now });
    expect(throttle.allow('error')).toBe(true);
    c.advance(99);
    expect(throttle.allow('error')).toBe(false);
    c.advance(1);
    expect(throttle.allow('error')).toBe(true);
  });

  it('recovers when the clock is set back', () => {
    const c = clock();
    const throttle = createToastThrottle({ now: c.now });
    expect(throttle.allow('error')).toBe(true);
    c.advance(-60_000);
    expect(throttle.allow('error')).toBe(true);
    expect(throttle.allow('error')).toBe(false);
  });

  it('keeps separate state per throttle and uses Date.now by default', () => {
    const a = createToastThrottle();
    const b = createToastThrottle();
    expect(a.allow('success')).toBe(true);
    expect(a.allow('success')).toBe(false);
    expect(b.allow('success')).toBe(true);
  });
});

describe('truncateToastMessage', () => {
  it('leaves messages up to 1000 characters alone', () => {
    expect(truncateToastMessage('Server error!!')).toBe('Server error!!');
    const exact = 'x'.repeat(1000);
    expect(truncateToastMessage(exact)).toBe(exact);
    expect(truncateToastMessage('')).toBe('');
  });

  it('cuts longer messages to 1000 characters ending in an ellipsis', () => {
    const cut = truncateToastMessage('a'.repeat(1500));
    expect(Array.from(cut)).toHaveLength(1000);
    expect(cut.endsWith('a…')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const emoji = '✈️😀'.repeat(600);
    const cut = truncateToastMessage(emoji);
    expect(Array.from(cut)).toHaveLength(1000);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(truncateToastMessage('😀'.repeat(1000))).toBe('😀'.repeat(1000));
  });

  it('keeps Persian text intact up to the limit', () => {
    const text = 'پرواز '.repeat(200);
    expect(truncateToastMessage(text)).toBe(`${text.slice(0, 999)}…`);
  });

  it('takes another limit', () => {
    expect(truncateToastMessage('abcdef', 4)).toBe('abc…');
    expect(truncateToastMessage('abcdef', 1)).toBe('…');
  });
});
