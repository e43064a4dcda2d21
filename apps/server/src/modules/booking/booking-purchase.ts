import type { TokenSigner } from '../../platform/signed-token';
import type { Purchase, PurchaseKind } from '../payments/payments.api';
import type { Database } from '../../db/client';
import { confirmBooking, findBookingForPayment } from './booking-payment.repository';
import { describeBookingLines } from './booking-statement';
import { issueReceipt } from './receipt';
import { postFlightSale } from './sale-postings';
import { issueTickets } from './ticketing';

type BookingForPayment = Awaited<ReturnType<typeof findBookingForPayment>>;
const readFor = new WeakMap<Purchase, Promise<BookingForPayment>>();

/**
 * The booking a purchase names, read once per callback: its language, what it owes and its sale
 * all come from the same read (nothing they use changes while the callback runs).
 */
export function bookingOfPurchase(tx: Database, purchase: Purchase): Promise<BookingForPayment> {
  let read = readFor.get(purchase);
  if (!read) {
    read = findBookingForPayment(tx, purchase.id);
    readFor.set(purchase, read);
  }
  return read;
}

/**
 * What delivering a booking needs, whoever pays for it: it costs what the traveller is charged,
 * and once paid it is confirmed while its hold lasts, its tickets issued and its sale posted from
 * the purchase clearing account. A card's settlement uses it through the booking's kind, and
 * `bookFlight` through payments' `deliverIfCovered` when the parts held for it cover it whole.
 */
export const bookingDelivery: Pick<PurchaseKind, 'owed' | 'fulfil'> = {
  async owed(tx, purchase) {
    const booking = await bookingOfPurchase(tx, purchase);
    if (!booking) return null;
    const { amount, currency } = booking;
    return { amount, currency, detail: { booking: { amount, currency } }, covers: 'purchase' };
  },
  async fulfil(tx, purchase, context) {
    if (!(await confirmBooking(tx, purchase.id, context.now)))
      // The hold ran out (or the booking was paid another way).
      return { ok: false, outcome: 'booking_expired', reason: 'bookingNotPayable' };
    const issued = await issueTickets(tx, purchase.id, context);
    const booking = await bookingOfPurchase(tx, purchase);
    if (booking) await postFlightSale(tx, booking, { paidBy: 'payment' }, context.now);
    return {
      ok: true,
      outcome: 'settled',
      event: { type: 'ticketsIssued', detail: { count: issued.length } },
    };
  },
};

/**
 * A flight booking as payments see it: it costs what the traveller is charged, a settled payment
 * confirms it while its hold lasts and issues the tickets, and the result page opens by a signed
 * receipt. A payment that fails leaves the hold alone, so the traveller may pay again.
 */
export function bookingPurchase(signer: TokenSigner): PurchaseKind {
  return {
    async language(tx, purchase) {
      return (await bookingOfPurchase(tx, purchase))?.lang ?? null;
    },
    ...bookingDelivery,
    async abandon() {
      // The seats stay held until the hold's own end: another card may still pay for them.
    },
    async stillPayable(tx, purchase, now) {
      const booking = await findBookingForPayment(tx, purchase.id);
      return Boolean(booking && booking.status !== 'expired' && booking.payBy > now);
    },
    resultLocation(purchase, _ok, language, now) {
      const query = new URLSearchParams();
      if (purchase.id) query.set('receipt', issueReceipt(signer, purchase.id, now));
      query.set('lang', language);
      return `/booking/result?${query.toString()}`;
    },
    describe: describeBookingLines,
  };
}
