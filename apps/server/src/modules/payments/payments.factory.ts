import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankTransfers, paymentEvents, payments } from '../../db/schema/payments';

// The queries behind the payments test kit: what a test reads back of a payment's rows, which the
// product never asks in this form.

/** The types of a payment's events, in the order they were recorded. */
export async function paymentEventTypes(db: Database, paymentId: number): Promise<string[]> {
  const rows = await db
    .select({ type: paymentEvents.type })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.id);
  return rows.map((e) => e.type);
}

/** A payment's events with their details, in the order they were recorded. */
export function paymentEventDetails(db: Database, paymentId: number) {
  return db
    .select({ type: paymentEvents.type, detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.id);
}

/** The paid payment of a booking, or of services added to it (a card's, at a provider). */
export async function paidPaymentOfBooking(db: Database, bookingId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.purpose, ['booking', 'services']),
        eq(payments.purchaseId, bookingId),
        eq(payments.status, 'paid'),
      ),
    );
  return payment;
}

/** Every bank transfer received, matched or kept aside, in the order it came. */
export function bankTransferRows(db: Database) {
  return db.select().from(bankTransfers).orderBy(bankTransfers.id);
}
