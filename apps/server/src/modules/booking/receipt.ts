import { z } from 'zod';
import type { TokenSigner } from '../../platform/signed-token';

/** How long the result page's link keeps opening the booking. */
const receiptLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const receiptSchema = z.object({ booking: z.number().int().positive() });

/**
 * A booking's receipt: a signed token naming it, carried by the result page's address, so that
 * page opens without a login and nothing in it can be guessed.
 */
export function issueReceipt(signer: TokenSigner, bookingId: number, now: Date): string {
  return signer.issue({ booking: bookingId }, new Date(now.getTime() + receiptLifetimeMs));
}

/** The booking a receipt names; 'expired' or 'invalid' otherwise. */
export function readReceipt(
  signer: TokenSigner,
  receipt: string,
  now: Date,
): number | 'expired' | 'invalid' {
  const check = signer.verify(receipt, now);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  const payload = receiptSchema.safeParse(check.payload);
  return payload.success ? payload.data.booking : 'invalid';
}
