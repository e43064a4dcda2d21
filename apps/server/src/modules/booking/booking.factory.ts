import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, seatAssignments, tickets } from '../../db/schema/booking';

// The queries behind booking's test kit: what tests read of a booking's rows, which the product
// never asks in this form.

/** The booking's ticket numbers, in ticket order ('' for one not issued yet). */
export async function ticketNumbersOfBooking(db: Database, bookingId: number): Promise<string[]> {
  const rows = await db
    .select({ ticketNumber: tickets.ticketNumber })
    .from(tickets)
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(tickets.id));
  return rows.map((row) => row.ticketNumber ?? '');
}

export async function ticketByNumber(db: Database, ticketNumber: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.ticketNumber, ticketNumber));
  return row;
}

/** Who holds a seat number of a flight (none once it is free again). */
export function seatHolders(db: Database, flightId: number, seat: string) {
  return db
    .select()
    .from(seatAssignments)
    .where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.seat, seat)));
}

export async function bookingRow(db: Database, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

export function ticketRowsOf(db: Database, bookingId: number) {
  return db.select().from(tickets).where(eq(tickets.bookingId, bookingId));
}
