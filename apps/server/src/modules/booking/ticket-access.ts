import { z } from 'zod';
import type { TokenSigner } from '../../platform/signed-token';

/** How long an `access` token opens its booking after a lookup (or the profile's list). */
export const ticketAccessLifetimeMs = 2 * 60 * 60 * 1000;

// A key of its own: a booking's receipt (`{ booking }`) or a search id never reads as one.
const accessSchema = z.object({ ticketAccess: z.number().int().positive(), tenant: z.string() });

/** The token standing for a lookup that found `bookingId` on `tenant`. */
export function issueTicketAccess(
  signer: TokenSigner,
  bookingId: number,
  tenant: string,
  now: Date,
): string {
  return signer.issue(
    { ticketAccess: bookingId, tenant },
    new Date(now.getTime() + ticketAccessLifetimeMs),
  );
}

/** The booking an access token names on this tenant; 'expired' or 'invalid' otherwise. */
export function readTicketAccess(
  signer: TokenSigner,
  token: string,
  tenant: string,
  now: Date,
): number | 'expired' | 'invalid' {
  const check = signer.verify(token, now);
  if (!check.ok) return check.reason;
  const payload = accessSchema.safeParse(check.payload);
  if (!payload.success || payload.data.tenant !== tenant) return 'invalid';
  return payload.data.ticketAccess;
}
