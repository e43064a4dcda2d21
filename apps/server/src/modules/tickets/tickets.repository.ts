import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPassengers,
  bookingServices,
  bookings,
  quoteSegments,
  quotes,
  seatAssignments,
  tickets,
} from '../../db/schema/booking';
import { agencies, flightCabins } from '../../db/schema/flights';
import { payments } from '../../db/schema/payments';
import { refundRequestTickets, refundRequests } from '../../db/schema/tickets';

export type BookingRow = typeof bookings.$inferSelect;
export type TicketStatusValue = (typeof tickets.$inferSelect)['status'];
export type RefundRequestRow = typeof refundRequests.$inferSelect;

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
    // least(): a booking written around the hold (an import) never took the seat it gives back,
    // and the cabin's CHECK would refuse more seats than it has.
    await tx
      .update(flightCabins)
      .set({ available: sql`least(${flightCabins.available} + 1, ${flightCabins.capacity})` })
      .where(eq(flightCabins.id, segment.cabinId));
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
// Refund requests

export async function insertRefundRequest(
  tx: Database,
  values: typeof refundRequests.$inferInsert,
): Promise<RefundRequestRow> {
  const [row] = await tx.insert(refundRequests).values(values).returning();
  if (!row) throw new Error('refund request not inserted');
  return row;
}

export async function insertRefundRequestTickets(
  tx: Database,
  rows: Array<typeof refundRequestTickets.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(refundRequestTickets).values(rows);
}

/** Moves a pending request to approved or rejected; true for the one caller that moved it. */
export async function decideRequest(
  tx: Database,
  requestId: number,
  to: 'approved' | 'rejected',
  decision: { reason: string; at: Date; by: number | null },
): Promise<RefundRequestRow | undefined> {
  const [row] = await tx
    .update(refundRequests)
    .set({ status: to, reason: decision.reason, decidedAt: decision.at, decidedBy: decision.by })
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'pending')))
    .returning();
  return row;
}

/** Locks a request for a decision; with its booking's tenant and selling agency for the scope. */
export async function lockRefundRequest(tx: Database, requestId: number) {
  const [row] = await tx
    .select({ request: refundRequests, tenant: bookings.tenant, agencyId: quotes.agencyId })
    .from(refundRequests)
    .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(eq(refundRequests.id, requestId))
    .for('update', { of: refundRequests });
  return row;
}

/** The tickets of a request with what the rules give back of each. */
export async function ticketsOfRequest(db: Database, requestId: number) {
  return db
    .select({
      ticketId: refundRequestTickets.ticketId,
      refundPercent: refundRequestTickets.refundPercent,
      refundAmount: refundRequestTickets.refundAmount,
    })
    .from(refundRequestTickets)
    .where(eq(refundRequestTickets.refundRequestId, requestId));
}

/** The booking's refund requests, oldest first, with their ticket numbers. */
export async function refundRequestsOfBooking(db: Database, bookingId: number) {
  const rows = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.bookingId, bookingId))
    .orderBy(asc(refundRequests.requestedAt), asc(refundRequests.id));
  return withTicketNumbers(db, rows);
}

async function withTicketNumbers<T extends { id: number }>(db: Database, rows: T[]) {
  if (rows.length === 0) return [];
  const numbers = await db
    .select({ requestId: refundRequestTickets.refundRequestId, ticketNumber: tickets.ticketNumber })
    .from(refundRequestTickets)
    .innerJoin(tickets, eq(tickets.id, refundRequestTickets.ticketId))
    .where(
      inArray(
        refundRequestTickets.refundRequestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tickets.id));
  return rows.map((row) => ({
    ...row,
    ticketNumbers: numbers.filter((n) => n.requestId === row.id).map((n) => n.ticketNumber ?? ''),
  }));
}

/**
 * The desk's list: requests of the tenant's bookings (only those its agency sold, for an agency
 * user), in one state or all; the waiting ones oldest first, the others newest first.
 */
export async function deskRequests(
  db: Database,
  scope: { tenant: string; agencyId: number | null },
  status: 'pending' | 'approved' | 'rejected' | null,
  limit: number,
) {
  const conditions: SQL[] = [eq(bookings.tenant, scope.tenant)];
  if (scope.agencyId !== null) conditions.push(eq(quotes.agencyId, scope.agencyId));
  if (status) conditions.push(eq(refundRequests.status, status));
  const rows = await db
    .select({
      id: refundRequests.id,
      bookingId: refundRequests.bookingId,
      mode: refundRequests.mode,
      status: refundRequests.status,
      amount: refundRequests.amount,
      currency: refundRequests.currency,
      destination: refundRequests.destination,
      reason: refundRequests.reason,
      requestedAt: refundRequests.requestedAt,
      decidedAt: refundRequests.decidedAt,
      pnr: bookings.pnr,
      trackingCode: bookings.trackingCode,
      agencyName: agencies.name,
    })
    .from(refundRequests)
    .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .innerJoin(agencies, eq(agencies.id, quotes.agencyId))
    .where(and(...conditions))
    .orderBy(
      status === 'pending' ? asc(refundRequests.requestedAt) : desc(refundRequests.requestedAt),
      asc(refundRequests.id),
    )
    .limit(limit);
  const withNumbers = await withTicketNumbers(db, rows);
  if (withNumbers.length === 0) return [];
  const names = await db
    .select({
      requestId: refundRequestTickets.refundRequestId,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
      position: bookingPassengers.position,
      flightId: quoteSegments.flightId,
      direction: quoteSegments.direction,
    })
    .from(refundRequestTickets)
    .innerJoin(tickets, eq(tickets.id, refundRequestTickets.ticketId))
    .innerJoin(bookingPassengers, eq(bookingPassengers.id, tickets.passengerId))
    .innerJoin(quoteSegments, eq(quoteSegments.id, tickets.quoteSegmentId))
    .where(
      inArray(
        refundRequestTickets.refundRequestId,
        withNumbers.map((r) => r.id),
      ),
    )
    .orderBy(asc(bookingPassengers.position));
  return withNumbers.map((row) => {
    const mine = names.filter((n) => n.requestId === row.id);
    return {
      ...row,
      passengers: [...new Set(mine.map((n) => `${n.firstName} ${n.lastName}`))],
      /** The flights of the request's tickets, outbound first. */
      flightIds: [
        ...new Set(
          [...mine].sort((a, b) => a.direction.localeCompare(b.direction)).map((n) => n.flightId),
        ),
      ],
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Who gets the money, and who decides

/** The booking's settled payment at the gateway, the one a refund to the card goes back through. */
export async function paidBookingPayment(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerToken: payments.providerToken,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.purpose, 'booking'),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function paymentById(db: Database, paymentId: number) {
  const [row] = await db
    .select({ id: payments.id, provider: payments.provider, providerToken: payments.providerToken })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}

// ---------------------------------------------------------------------------------------------
// What happened to a booking after the sale (ticket/getTracking)

/** Services added to the booking after the sale, with the payment that bought them. */
export async function laterServicesOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      kind: bookingServices.kind,
      status: bookingServices.status,
      createdAt: bookingServices.createdAt,
      paymentId: bookingServices.paymentId,
      paymentStatus: payments.status,
      paymentUpdatedAt: payments.updatedAt,
    })
    .from(bookingServices)
    .leftJoin(payments, eq(payments.id, bookingServices.paymentId))
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
