import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  bookingPassengers,
  bookings,
  quoteSegments,
  quotes,
  tickets,
} from '../../db/schema/booking';

// What other modules may join of a booking's rows (decision 017), as views they join like tables:
// a list of their own rows keeps its booking facts in one statement, while the booking's tables
// stay the booking module's. PostgreSQL folds a view into the query that joins it.

/** A booking as its after-sale desks see it: its brand, the agency that sold it, its codes. */
export const bookingSales = new QueryBuilder()
  .select({
    id: bookings.id,
    tenant: bookings.tenant,
    agencyId: quotes.agencyId,
    pnr: bookings.pnr,
    trackingCode: bookings.trackingCode,
  })
  .from(bookings)
  .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
  .as('booking_sales');

/** A ticket with its number, its passenger and the flight it is for. */
export const ticketHolders = new QueryBuilder()
  .select({
    ticketId: tickets.id,
    ticketNumber: tickets.ticketNumber,
    firstName: bookingPassengers.firstName,
    lastName: bookingPassengers.lastName,
    position: bookingPassengers.position,
    flightId: quoteSegments.flightId,
    direction: quoteSegments.direction,
  })
  .from(tickets)
  .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
  .innerJoin(quoteSegments, eq(quoteSegments.id, tickets.quoteSegmentId))
  .as('ticket_holders');
