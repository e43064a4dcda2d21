import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPassengers,
  bookingServices,
  bookings,
  quoteSegments,
  seatAssignments,
  tickets,
} from '../../db/schema/booking';
import { giveSeatBack } from '../flights/flights.api';

// A booking after the sale, as the tickets module reads and changes it: the booking's rows (its
// tickets included) are the booking module's (decision 017); the tickets module reaches these
// through the booking module's face.

export type TicketStatusValue = (typeof tickets.$inferSelect)['status'];

// ---------------------------------------------------------------------------------------------
// Finding a booking (always within the caller's tenant)

export async function bookingByTrackingCode(db: Database, tenant: string, trackingCode: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenant, tenant), eq(bookings.trackingCode, trackingCode)));
  return row;
}

/** The booking holding this ticket number for a passenger of this last name (upper case). */
export async function bookingByTicket(
  db: Database,
  tenant: string,
  ticketNumber: string,
  lastName: string,
) {
  const [row] = await db
    .select({ booking: bookings })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
    .where(
      and(
        eq(tickets.ticketNumber, ticketNumber),
        eq(bookings.tenant, tenant),
        eq(sql`upper(${bookingPassengers.lastName})`, lastName),
      ),
    )
    .limit(1);
  return row?.booking;
}

export async function bookingById(db: Database, tenant: string, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenant, tenant), eq(bookings.id, bookingId)));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Tickets

/** Every ticket of a booking with its passenger, by flight then passenger. */
export async function ticketRowsOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      id: tickets.id,
      ticketNumber: tickets.ticketNumber,
      status: tickets.status,
      fare: tickets.fare,
      seat: tickets.seat,
      refundPercent: tickets.refundPercent,
      refundAmount: tickets.refundAmount,
      issuedAt: tickets.issuedAt,
      segmentId: tickets.quoteSegmentId,
      direction: quoteSegments.direction,
      passengerId: bookingPassengers.id,
      position: bookingPassengers.position,
      passengerType: bookingPassengers.type,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
    })
    .from(tickets)
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
    .innerJoin(quoteSegments, eq(quoteSegments.id, tickets.quoteSegmentId))
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(quoteSegments.direction), asc(bookingPassengers.position));
}
export type TicketRow = Awaited<ReturnType<typeof ticketRowsOfBooking>>[number];

/** Locks the booking's ticket rows (their states are read again under the lock). */
export async function lockTicketsOfBooking(tx: Database, bookingId: number) {
  return tx
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(eq(tickets.bookingId, bookingId))
    .for('update');
}

/** Moves one ticket to `to` only from one of `from`; true when it moved. */
export async function moveTicket(
  tx: Database,
  ticketId: number,
  from: readonly TicketStatusValue[],
  to: TicketStatusValue,
  refund: { percent: number | null; amount: number | null },
): Promise<boolean> {
  const moved = await tx
    .update(tickets)
    .set({ status: to, refundPercent: refund.percent, refundAmount: refund.amount })
    .where(and(eq(tickets.id, ticketId), inArray(tickets.status, [...from])))
    .returning({ id: tickets.id });
  return moved.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Inventory given back by a refund

/**
 * A refunded passenger's place on a flight goes back on sale: a seat of the cabin (infants took
 * none), the quote's count of held seats, and the seat number picked on the map.
 */
export async function returnSeat(
  tx: Database,
  place: { segmentId: number; quoteId: string; position: number; takesSeat: boolean },
): Promise<void> {
  const [segment] = await tx
    .select({ cabinId: quoteSegments.flightCabinId, flightId: quoteSegments.flightId })
    .from(quoteSegments)
    .where(eq(quoteSegments.id, place.segmentId));
  if (!segment) return;
  if (place.takesSeat) {
    await giveSeatBack(tx, segment.cabinId);
    await tx
      .update(quoteSegments)
      .set({ seats: sql`greatest(${quoteSegments.seats} - 1, 0)` })
      .where(eq(quoteSegments.id, place.segmentId));
  }
  await tx
    .delete(seatAssignments)
    .where(
      and(
        eq(seatAssignments.quoteId, place.quoteId),
        eq(seatAssignments.flightId, segment.flightId),
        eq(seatAssignments.passengerIndex, place.position),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// What happened to a booking after the sale (ticket/getTracking)

/** Services added to the booking after the sale, with the id of the payment that bought them. */
export async function laterServicesOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      kind: bookingServices.kind,
      status: bookingServices.status,
      createdAt: bookingServices.createdAt,
      paymentId: bookingServices.paymentId,
    })
    .from(bookingServices)
    .where(and(eq(bookingServices.bookingId, bookingId), isNotNull(bookingServices.paymentId)))
    .orderBy(asc(bookingServices.id));
}

/**
 * A booking's services with the position of the passenger each one is for (null when none is
 * named), in the order they were asked for: each e-ticket shows its own passenger's.
 */
export async function servicesWithPassengerOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      code: bookingServices.kind,
      quantity: bookingServices.quantity,
      amount: bookingServices.amount,
      status: bookingServices.status,
      passenger: bookingPassengers.position,
    })
    .from(bookingServices)
    .leftJoin(bookingPassengers, eq(bookingPassengers.id, bookingServices.passengerId))
    .where(and(eq(bookingServices.bookingId, bookingId), ne(bookingServices.quantity, 0)))
    .orderBy(asc(bookingServices.id));
}
