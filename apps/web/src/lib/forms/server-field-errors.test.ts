import { describe, expect, it, vi } from 'vitest';
import { placeServerErrors } from './server-field-errors';

describe('a refused answer’s messages on the form', () => {
  it('puts each on its field, focusing only the first, and says whether any was placed', () => {
    const setError = vi.fn();
    const placed = placeServerErrors<{ title: string; html: string; url: string }>(
      setError,
      { html: 'Too long', title: 'Required', other: 'Not a field' },
      ['title', 'html', 'url'],
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Required' }, { shouldFocus: true }],
      ['html', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
    expect(placeServerErrors(vi.fn(), { other: 'x' }, ['title'])).toBe(false);
  });
});
