import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { bookingPassengers, bookings, quoteSegments, tickets } from '../../db/schema/booking';
import { flightFacts } from '../flights/flights.api';

// A customer's own bookings as their account lists them (user/getMyTickets): the rows are the
// booking module's (decision 017); the users module asks for them through its face.

/** One page of the bookings a user made on this tenant, newest first. */
export async function bookingsOfUser(
  db: Database,
  tenant: TenantId,
  userId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(bookings.tenant, tenant), eq(bookings.userId, userId));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: bookings.id,
        quoteId: bookings.quoteId,
        pnr: bookings.pnr,
        trackingCode: bookings.trackingCode,
        status: bookings.status,
        amount: bookings.amount,
        currency: bookings.currency,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The flights of these quotes, in flying order. */
export async function flightsOfQuotes(db: Database, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select({
      quoteId: quoteSegments.quoteId,
      direction: quoteSegments.direction,
      airlineCode: flightFacts.airlineCode,
      airlineName: flightFacts.airlineName,
      flightNumber: flightFacts.flightNumber,
      origin: flightFacts.origin,
      destination: flightFacts.destination,
      departureAt: flightFacts.departureAt,
    })
    .from(quoteSegments)
    .innerJoin(flightFacts, eq(flightFacts.id, quoteSegments.flightId))
    .where(inArray(quoteSegments.quoteId, quoteIds))
    .orderBy(asc(quoteSegments.direction), asc(flightFacts.departureAt));
}

/** The tickets of these bookings with their passengers' names. */
export async function ticketsOfBookings(db: Database, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: tickets.bookingId,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
      ticketNumber: tickets.ticketNumber,
      status: tickets.status,
    })
    .from(tickets)
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
    .where(inArray(tickets.bookingId, bookingIds))
    .orderBy(asc(bookingPassengers.position), asc(tickets.id));
}
