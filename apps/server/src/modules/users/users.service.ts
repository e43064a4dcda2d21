import type { UserInfo } from '@parvaz/domain/contracts/auth';
import type { MyTicketsRequest, MyTicketsResponse } from '@parvaz/domain/contracts/profile';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import { airportByCode } from '@parvaz/domain/reference/airports';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { TokenSigner } from '../../platform/signed-token';
import {
  bookingsOfUser,
  flightsOfQuotes,
  issueTicketAccess,
  ticketsOfBookings,
} from '../booking/booking.api';
import { userCredit } from '../wallet/wallet.api';
import { findTenantUser } from './users.repository';

/** `user/getInfo`: the profile and the wallet credit; never the password hash. */
export async function getUserInfo(
  db: Database,
  tenant: TenantId,
  userId: number,
): Promise<UserInfo> {
  const user = await findTenantUser(db, tenant, userId);
  if (!user) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
  return {
    id: user.id,
    role: user.role,
    mobile: user.mobile,
    nationalCode: user.nationalCode,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    referralCode: user.referralCode,
    avatar: user.avatar,
    credit: await userCredit(db, tenant, user.id),
  };
}

/**
 * `user/getMyTickets`: the bookings the caller made on this tenant, newest first, with their
 * flights (departure in the origin airport's local time), tickets, and the `access` token that
 * opens each one's ticket, PDF and refund.
 */
export async function getMyTickets(
  { db, signer, now }: { db: Database; signer: TokenSigner; now: () => Date },
  tenant: TenantId,
  userId: number,
  input: MyTicketsRequest,
  lang: Language,
): Promise<MyTicketsResponse> {
  const issuedAt = now();
  const { rows, total } = await bookingsOfUser(db, tenant, userId, {
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const [flightRows, ticketRows] = await Promise.all([
    flightsOfQuotes(
      db,
      rows.map((r) => r.quoteId),
    ),
    ticketsOfBookings(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    items: rows.map((booking) => ({
      bookingId: booking.id,
      pnr: booking.pnr,
      trackingCode: booking.trackingCode,
      status: booking.status,
      amount: booking.amount,
      currency: currencySchema.parse(booking.currency),
      createdAt: booking.createdAt.toISOString(),
      flights: flightRows
        .filter((f) => f.quoteId === booking.quoteId)
        .map((f) => ({
          direction: f.direction,
          flightNumber: `${f.airlineCode}${f.flightNumber}`,
          airline: f.airlineName[lang],
          origin: f.origin,
          destination: f.destination,
          departureTime: zonedIso(f.departureAt, airportByCode(f.origin)?.timeZone ?? 'UTC'),
        })),
      tickets: ticketRows
        .filter((t) => t.bookingId === booking.id)
        .map((t) => ({
          passenger: `${t.firstName} ${t.lastName}`,
          ticketNumber: t.ticketNumber,
          status: t.status,
        })),
      access: issueTicketAccess(signer, booking.id, tenant, issuedAt),
    })),
    total,
  };
}
