import type { Database } from '../../db/client';
import { releaseHeldPartsOf } from '../payments/payments.api';
import {
  giveBack,
  heldQuotesExpiredBy,
  markBookingExpired,
  markQuoteExpired,
  unpaidBookingsDueBy,
} from './booking.repository';

/** Expires one held quote and gives its seats back; false when someone else already did. */
export async function expireQuote(db: Database, quoteId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markQuoteExpired(tx, quoteId, 'held'))) return false;
    await giveBack(tx, quoteId);
    return true;
  });
}

/** Expires an unpaid booking, its quote, and gives the seats and animal places back. */
async function expireBooking(
  db: Database,
  booking: { id: number; quoteId: string; tenant: string },
  now: Date,
): Promise<boolean> {
  const { id: bookingId, quoteId } = booking;
  return db.transaction(async (tx) => {
    if (!(await markBookingExpired(tx, bookingId))) return false;
    // Paid in part from the wallet (or a credit line), the card never came: that part goes back.
    await releaseHeldPartsOf(tx, { tenant: booking.tenant, kind: 'booking', id: bookingId }, now);
    // Its tickets stay NotVerified: they were never issued.
    if (await markQuoteExpired(tx, quoteId, 'booked')) await giveBack(tx, quoteId);
    return true;
  });
}

const batch = 200;

/**
 * The hold-expiry job: holds past their time and bookings not paid by their pay-by time give
 * their seats back. Every move is a conditional update, so processes running it side by side
 * never give one hold back twice; confirmed bookings are never touched.
 */
export async function expireHolds(
  db: Database,
  now: Date,
): Promise<{ quotes: number; bookings: number }> {
  let quotes = 0;
  let bookings = 0;
  for (;;) {
    const ids = await heldQuotesExpiredBy(db, now, batch);
    for (const id of ids) if (await expireQuote(db, id)) quotes++;
    if (ids.length < batch) break;
  }
  for (;;) {
    const due = await unpaidBookingsDueBy(db, now, batch);
    for (const booking of due) if (await expireBooking(db, booking, now)) bookings++;
    if (due.length < batch) break;
  }
  return { quotes, bookings };
}
