import { lookupKind, type TicketLookup } from '@parvaz/domain/contracts/tickets';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { isSameMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hit, refuseIfUsedUp } from '../../platform/auth/rate-limit';
import type { TokenSigner } from '../../platform/signed-token';
import { readTicketAccess } from '../booking/booking.api';
import {
  bookingById,
  bookingByTicket,
  bookingByTrackingCode,
  type BookingRow,
} from '../booking/booking.api';

/**
 * Failed lookups (a wrong tracking code or mobile, a wrong ticket number or last name) allowed
 * per IP address in a sliding window. 20 in 10 minutes leaves a traveller who mistypes plenty of
 * tries, while guessing a 6-character code and the mobile that goes with it stays hopeless; the
 * counters live in the database, so every server process shares them.
 */
export const lookupLimit = { max: 20, windowMs: 10 * 60_000 } as const;

export interface LookupDeps {
  db: Database;
  signer: TokenSigner;
  now: () => Date;
}

/** Who is looking: the brand the request is for and the client's address. */
export interface LookupCaller {
  tenant: TenantConfig;
  ip: string;
}

export type LookupInput = Pick<
  TicketLookup,
  'access' | 'trackingCode' | 'mobile' | 'ticketNumber' | 'lastName'
>;

/** The same "not found" whichever half of the pair was wrong. */
export function bookingNotFound(): AppError {
  return new AppError('NOT_FOUND', 'trackingNotFound');
}

/**
 * The booking a lookup names, on the caller's tenant only: by the `access` token a previous
 * lookup answered, by tracking code and contact mobile, or by ticket number and the passenger's
 * last name. Wrong pairs count against the caller's address; past the limit every pair lookup is
 * refused (429) until the window moves on, right or wrong.
 */
export async function findBooking(
  deps: LookupDeps,
  caller: LookupCaller,
  input: LookupInput,
): Promise<BookingRow> {
  const now = deps.now();
  const kind = lookupKind(input);
  if (kind === 'access') {
    const bookingId = readTicketAccess(deps.signer, input.access, caller.tenant.id, now);
    if (bookingId === 'expired')
      throw new AppError('EXPIRED', 'codeExpired', { fields: { access: 'codeExpired' } });
    const booking =
      bookingId === 'invalid' ? undefined : await bookingById(deps.db, caller.tenant.id, bookingId);
    // A token with another booking's tracking code (the PDF's path names one) names neither.
    if (!booking || (input.trackingCode && input.trackingCode !== booking.trackingCode))
      throw bookingNotFound();
    return booking;
  }
  if (kind === null)
    throw new AppError('VALIDATION', 'required', { fields: { trackingCode: 'required' } });

  const key = `ticket-lookup:ip:${caller.ip}`;
  await refuseIfUsedUp(deps.db, { key, rule: lookupLimit, message: 'tooManyRequests' }, now);
  const booking =
    kind === 'tracking'
      ? await bookingByTrackingCode(deps.db, caller.tenant.id, input.trackingCode)
      : await bookingByTicket(deps.db, caller.tenant.id, input.ticketNumber, input.lastName);
  const matches =
    booking !== undefined &&
    (kind === 'ticket' ||
      isSameMobile(
        booking.contactMobile,
        input.mobile,
        tenantPhoneRegion[caller.tenant.defaultNationality],
      ));
  if (!booking || !matches) {
    await hit(deps.db, key, lookupLimit.windowMs, now);
    throw bookingNotFound();
  }
  return booking;
}
