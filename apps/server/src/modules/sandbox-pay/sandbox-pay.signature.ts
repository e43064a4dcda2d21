import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Sandbox Pay signs a notification in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const signatureHeader = 'x-sandbox-pay-signature';

/** A notification older or newer than this is refused: a replay of one caught later cannot pass. */
export const signatureToleranceMs = 5 * 60_000;

const mac = (secret: Buffer, seconds: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${seconds}.${rawBody}`).digest('hex');

/** Signs the raw body with the shared secret and the time, as the header carries it. */
export function signNotification(secret: Buffer, rawBody: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${mac(secret, seconds, rawBody)}`;
}

/**
 * Checks a header against the raw body as received: the HMAC over the time and the body (so
 * neither can be changed), compared in constant time, and the time within the tolerance.
 */
export function checkSignature(
  secret: Buffer,
  rawBody: string,
  header: unknown,
  now: Date,
): 'ok' | 'signature' | 'stale' {
  if (typeof header !== 'string') return 'signature';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const seconds = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(seconds) || !/^[0-9a-f]{64}$/.test(given)) return 'signature';
  const expected = Buffer.from(mac(secret, seconds, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'signature';
  if (Math.abs(now.getTime() - seconds * 1000) > signatureToleranceMs) return 'stale';
  return 'ok';
}
