import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/booking';

/**
 * What paying for a booking reads of it: the amount is what the traveller is charged, in the
 * currency they chose (decision 11), not the fares' own.
 */
const bookingForPaymentColumns = {
  id: bookings.id,
  tenant: bookings.tenant,
  status: bookings.status,
  amount: bookings.chargeAmount,
  currency: bookings.chargeCurrency,
  payBy: bookings.payBy,
  /** The discount given, in the fares' own currency. */
  discount: bookings.discountAmount,
  fareCurrency: bookings.currency,
  trackingCode: bookings.trackingCode,
};

export async function findBookingForPayment(tx: Database, bookingId: number) {
  const [row] = await tx
    .select({ ...bookingForPaymentColumns, lang: bookings.lang })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Locks a booking while a new payment is opened for it, so two openings queue up. */
export async function lockBookingForPayment(tx: Database, bookingId: number) {
  const [row] = await tx
    .select(bookingForPaymentColumns)
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

/** pending_payment → confirmed, only while the hold lasts; true when it moved. */
export async function confirmBooking(tx: Database, bookingId: number, now: Date): Promise<boolean> {
  const moved = await tx
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, 'pending_payment'),
        sql`${bookings.payBy} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bookings.id });
  return moved.length === 1;
}

/** The references of some bookings (a wallet statement names the booking a line paid for). */
export async function referencesOfBookings(db: Database, tenant: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: bookings.id, pnr: bookings.pnr, trackingCode: bookings.trackingCode })
    .from(bookings)
    .where(and(eq(bookings.tenant, tenant), inArray(bookings.id, [...ids])));
}
