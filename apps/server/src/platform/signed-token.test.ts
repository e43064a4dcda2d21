import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './signed-token';

describe('signed tokens', () => {
  const signer = createTokenSigner(randomBytes(32));
  const later = new Date(Date.now() + 60_000);

  it('round-trips a payload until it expires', () => {
    const token = signer.issue({ o: 'MHD' }, later);
    expect(signer.verify(token)).toMatchObject({ ok: true, payload: { o: 'MHD' } });
    expect(signer.verify(token, new Date(later.getTime() + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a changed payload, a foreign signature and garbage', () => {
    const token = signer.issue({ o: 'MHD' }, later);
    const [data, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: { o: 'KIH' }, e: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(signer.verify(`${forged}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(createTokenSigner(randomBytes(32)).verify(token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(signer.verify(`${data}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify('a.b.c')).toEqual({ ok: false, reason: 'invalid' });
  });
});
