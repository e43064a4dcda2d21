import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingPassengers, bookingServices, quoteSegments } from '../../db/schema/booking';

// The services added to a booking after the sale (/ssr): their rows are the booking's (decision
// 017), written here for the ssr module, which reaches them through the booking module's face.

export type ServiceRow = typeof bookingServices.$inferSelect;
export type ServiceStatus = ServiceRow['status'];

/** The services a booking holds: every one not refused (requested ones count until they are). */
export async function heldServicesOfBooking(db: Database, bookingId: number) {
  return db
    .select({
      kind: bookingServices.kind,
      quantity: bookingServices.quantity,
      details: bookingServices.details,
    })
    .from(bookingServices)
    .where(and(eq(bookingServices.bookingId, bookingId), ne(bookingServices.status, 'refused')));
}

/** Whom the booking's services travel with: the first adult (spec section 3), else the first. */
export async function mainPassengerOf(db: Database, bookingId: number) {
  const rows = await db
    .select({ id: bookingPassengers.id, type: bookingPassengers.type })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, bookingId))
    .orderBy(asc(bookingPassengers.position));
  return (rows.find((p) => p.type === 'ADT') ?? rows[0])?.id ?? null;
}

export async function insertExtraServices(
  tx: Database,
  rows: Array<typeof bookingServices.$inferInsert>,
): Promise<ServiceRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(bookingServices).values(rows).returning();
}

/** The services a payment is for that wait for it. */
export async function requestedServicesOfPayment(tx: Database, paymentId: number) {
  return tx
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.paymentId, paymentId), eq(bookingServices.status, 'requested')))
    .orderBy(asc(bookingServices.id));
}

/** Moves services from one status to another, only those still in the first; how many moved. */
export async function moveServices(
  tx: Database,
  ids: number[],
  from: ServiceStatus,
  to: ServiceStatus,
): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await tx
    .update(bookingServices)
    .set({ status: to })
    .where(and(inArray(bookingServices.id, ids), eq(bookingServices.status, from)))
    .returning({ id: bookingServices.id });
  return moved.length;
}

/** Counts animals added later on the booking's flight, so that giving the booking back frees them. */
export async function addSegmentPets(tx: Database, segmentId: number, pets: number) {
  await tx
    .update(quoteSegments)
    .set({ pets: sql`${quoteSegments.pets} + ${pets}` })
    .where(eq(quoteSegments.id, segmentId));
}
