import { describe, expect, it } from 'vitest';
import { callerOf, requestDigest } from './request-digest';

describe('the request digest', () => {
  it('names a signed-in user by id and every guest alike', () => {
    expect(callerOf({ id: 7 })).toBe('user:7');
    expect(callerOf(null)).toBe('guest');
  });

  it('differs by caller and by body, never by anything else', () => {
    const body = { quoteId: 'q', passengers: [1] };
    expect(requestDigest('guest', body)).toBe(requestDigest('guest', { ...body }));
    expect(requestDigest('guest', body)).not.toBe(requestDigest('user:7', body));
    expect(requestDigest('guest', body)).not.toBe(
      requestDigest('guest', { ...body, quoteId: 'r' }),
    );
  });
});
