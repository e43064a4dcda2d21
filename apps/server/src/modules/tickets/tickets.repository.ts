import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refundRequestTickets, refundRequests } from '../../db/schema/tickets';
import { bookingSales, ticketHolders } from '../booking/booking.api';
import { agencyNames } from '../flights/flights.api';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

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
    .select({
      request: refundRequests,
      tenant: bookingSales.tenant,
      agencyId: bookingSales.agencyId,
    })
    .from(refundRequests)
    .innerJoin(bookingSales, eq(bookingSales.id, refundRequests.bookingId))
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
    .select({
      requestId: refundRequestTickets.refundRequestId,
      ticketNumber: ticketHolders.ticketNumber,
    })
    .from(refundRequestTickets)
    .innerJoin(ticketHolders, eq(ticketHolders.ticketId, refundRequestTickets.ticketId))
    .where(
      inArray(
        refundRequestTickets.refundRequestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(ticketHolders.ticketId));
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
  const conditions: SQL[] = [eq(bookingSales.tenant, scope.tenant)];
  if (scope.agencyId !== null) conditions.push(eq(bookingSales.agencyId, scope.agencyId));
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
      pnr: bookingSales.pnr,
      trackingCode: bookingSales.trackingCode,
      agencyName: agencyNames.name,
    })
    .from(refundRequests)
    .innerJoin(bookingSales, eq(bookingSales.id, refundRequests.bookingId))
    .innerJoin(agencyNames, eq(agencyNames.id, bookingSales.agencyId))
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
      firstName: ticketHolders.firstName,
      lastName: ticketHolders.lastName,
      position: ticketHolders.position,
      flightId: ticketHolders.flightId,
      direction: ticketHolders.direction,
    })
    .from(refundRequestTickets)
    .innerJoin(ticketHolders, eq(ticketHolders.ticketId, refundRequestTickets.ticketId))
    .where(
      inArray(
        refundRequestTickets.refundRequestId,
        withNumbers.map((r) => r.id),
      ),
    )
    .orderBy(asc(ticketHolders.position));
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
