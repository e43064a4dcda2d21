import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPassengers,
  bookingServices,
  bookings,
  quoteSegments,
  tickets,
} from '../../db/schema/booking';
import { flightFacts } from '../flights/flights.api';

export async function bookingsById(tx: Database, ids: number[]) {
  return tx.select().from(bookings).where(inArray(bookings.id, ids));
}

/** A booking's tickets still waiting for a number, with what the number and the notice need. */
export async function ticketsToIssue(tx: Database, bookingId: number) {
  return tx
    .select({
      id: tickets.id,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
      position: bookingPassengers.position,
      direction: quoteSegments.direction,
      accountingCode: flightFacts.accountingCode,
      airlineCode: flightFacts.airlineCode,
      flightNumber: flightFacts.flightNumber,
      origin: flightFacts.origin,
      destination: flightFacts.destination,
      departureAt: flightFacts.departureAt,
    })
    .from(tickets)
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
    .innerJoin(quoteSegments, eq(quoteSegments.id, tickets.quoteSegmentId))
    .innerJoin(flightFacts, eq(flightFacts.id, quoteSegments.flightId))
    .where(
      and(
        eq(tickets.bookingId, bookingId),
        eq(tickets.status, 'NotVerified'),
        isNull(tickets.ticketNumber),
      ),
    )
    .orderBy(asc(quoteSegments.direction), asc(bookingPassengers.position));
}

/** Numbers a ticket and confirms it, only while it has no number; true for the one that did. */
export async function numberTicket(
  tx: Database,
  ticketId: number,
  ticketNumber: string,
  issuedAt: Date,
): Promise<boolean> {
  const moved = await tx
    .update(tickets)
    .set({ ticketNumber, status: 'Confirmed', issuedAt })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.status, 'NotVerified'),
        isNull(tickets.ticketNumber),
      ),
    )
    .returning({ id: tickets.id });
  return moved.length === 1;
}

export async function confirmRequestedServices(tx: Database, bookingId: number): Promise<void> {
  await tx
    .update(bookingServices)
    .set({ status: 'confirmed' })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'requested')));
}
