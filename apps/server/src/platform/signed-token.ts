import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenCheck<T> =
  { ok: true; payload: T; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Compact signed tokens (`payload.signature`, base64url) for state the client carries back, such
 * as a search: nothing to store, valid on every server process that shares the secret.
 */
export function createTokenSigner(secret: Buffer) {
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return {
    issue(payload: unknown, expiresAt: Date): string {
      const data = Buffer.from(
        JSON.stringify({ p: payload, e: Math.floor(expiresAt.getTime() / 1000) }),
      ).toString('base64url');
      return `${data}.${sign(data)}`;
    },
    verify(token: string, now: Date = new Date()): TokenCheck<unknown> {
      const [data, signature, extra] = token.split('.');
      if (!data || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (
        typeof decoded !== 'object' ||
        decoded === null ||
        !('e' in decoded) ||
        typeof decoded.e !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const expiresAt = new Date(decoded.e * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, payload: 'p' in decoded ? decoded.p : undefined, expiresAt };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
