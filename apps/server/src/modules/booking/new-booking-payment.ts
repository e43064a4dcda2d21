import type { BookFlightRequest } from '@parvaz/domain/contracts/booking';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Translate } from '../../platform/translator';
import { deliverIfCovered, holdWalletPart, type StartPayment } from '../payments/payments.api';
import { bookingDelivery } from './booking-purchase';
import { confirmBooking } from './booking-payment.repository';
import type { BookingRow } from './booking.repository';
import { postFlightSale } from './sale-postings';
import { issueTickets } from './ticketing';

/** What a booking just written needs to be paid: who books, how, in what and when. */
export interface NewBookingPayment {
  tenant: string;
  /** The signed-in customer who books, or a guest (null). */
  booker: { id: number } | null;
  payment: BookFlightRequest['payment'];
  /** The currency the booking is charged in. */
  currency: Currency;
  lang: Language;
  now: Date;
  deps: { startPayment: StartPayment; translatorFor: (language: Language) => Translate };
}

/**
 * Pays a booking inside the transaction that wrote it: from the wallet in full, or nothing to
 * pay, confirmed and ticketed at once; the wallet first and the rest by card (decision 021); or
 * by card alone. Answers where to pay, or null when nothing is left to pay.
 */
export async function payNewBooking(
  tx: Database,
  row: BookingRow,
  order: NewBookingPayment,
): Promise<{ row: BookingRow; paymentUrl: string | null }> {
  const { booker, now, deps } = order;
  // Paid from the wallet, or nothing to pay (a code that takes the whole price): confirmed
  // and ticketed in this transaction, with no payment to open.
  if ((booker && order.payment === 'wallet') || row.chargeAmount === 0) {
    if (!(await confirmBooking(tx, row.id, now)))
      throw new AppError('EXPIRED', 'bookingNotPayable');
    await issueTickets(tx, row.id, { now, translatorFor: deps.translatorFor });
    // Paid in full from the wallet in this transaction: a short balance (409) books nothing.
    // Posted last, after the slow work: the flight revenue account is every sale's.
    if (booker && row.chargeAmount > 0)
      await postFlightSale(tx, row, { paidBy: 'wallet', userId: booker.id }, now);
    return { row, paymentUrl: null };
  }
  // The wallet's part is taken now, in this transaction; the card is asked only the rest,
  // and not at all when the wallet covers the whole.
  const toCard =
    booker && order.payment === 'wallet+gateway'
      ? (
          await holdWalletPart(tx, {
            tenant: order.tenant,
            userId: booker.id,
            purchase: { kind: 'booking', id: row.id },
            description: `Wallet part of flight booking ${row.trackingCode}`,
            total: row.chargeAmount,
            currency: order.currency,
            at: now,
          })
        ).card
      : row.chargeAmount;
  if (toCard === 0) {
    // Covered by the wallet's part, which waits in the purchase clearing account as a card's
    // money would: delivered as a settled card would deliver it, with no bank trip.
    const purchase = { tenant: order.tenant, kind: 'booking', id: row.id };
    const context = { now, translatorFor: deps.translatorFor };
    if (!(await deliverIfCovered(tx, bookingDelivery, purchase, context)))
      throw new Error(`booking ${row.id} held whole but not covered`);
    return { row, paymentUrl: null };
  }
  const payment = await deps.startPayment(tx, {
    tenant: order.tenant,
    purpose: 'booking',
    purchaseId: row.id,
    amount: toCard,
    currency: order.currency,
    lang: order.lang,
  });
  return { row, paymentUrl: payment.paymentUrl };
}
