import { describe, expect, it } from 'vitest';
import { isolateLtr, stripIsolates } from './bidi';

describe('left-to-right isolates', () => {
  it('wrap a Latin run in LRI … PDI', () => {
    expect(isolateLtr('W51000 · A300-600')).toBe('\u2066W51000 · A300-600\u2069');
  });

  it('leave empty text empty and strip back to the original', () => {
    expect(isolateLtr('')).toBe('');
    expect(stripIsolates(`پرواز ${isolateLtr('IR730')}`)).toBe('پرواز IR730');
  });
});
