import type { Database } from '../../db/client';
import { refuseServicesOfPayment } from '../ssr/services-settlement';
import type { PaymentProvider } from './payment-provider';
import {
  findBookingForPayment,
  lockPendingPayment,
  movePayment,
  pendingPaymentsBefore,
  recordEvent,
} from './payments.repository';

/** A paid transaction the merchant has not verified within this time is given back. */
export const unverifiedGraceMs = 5 * 60 * 1000;

/**
 * How long a payment without a hold (a top-up, services added to a booking) stays open at the
 * bank before reconciliation closes it.
 */
export const topupOpenMs = 30 * 60 * 1000;

export interface ReconcileReport {
  reversed: number;
  cancelled: number;
  failed: number;
}

/**
 * Settles what callbacks left behind: money the bank took but we never verified is reversed;
 * a transaction still open when its booking's hold is over is closed; a declined or cancelled one
 * whose callback never came is recorded. Services added to a booking whose payment ends any of
 * these ways are refused. Each payment is handled in its own transaction under
 * a row lock that callbacks also take, and skipped when another process holds it.
 */
export async function reconcilePayments(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  batchSize = 100,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { reversed: 0, cancelled: 0, failed: 0 };
  const graceEnd = new Date(now.getTime() - unverifiedGraceMs);
  // Page through every pending payment by id: those waiting on a live hold must not starve the rest.
  let afterId = 0;
  for (;;) {
    const page = await pendingPaymentsBefore(db, now, afterId, batchSize);
    for (const { id } of page) await reconcileOne(db, provider, id, now, graceEnd, report);
    const last = page.at(-1);
    if (!last || page.length < batchSize) return report;
    afterId = last.id;
  }
}

async function reconcileOne(
  db: Database,
  provider: PaymentProvider,
  id: number,
  now: Date,
  graceEnd: Date,
  report: ReconcileReport,
): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, id);
    if (!payment || payment.provider !== provider.name) return;
    const bank = await provider.inquire(tx, payment.providerToken);
    // What the payment was for is not coming: services waiting for it are refused.
    const closed = async () => {
      if (payment.purpose === 'services') await refuseServicesOfPayment(tx, id);
    };
    if (bank.status === 'paid') {
      if (!bank.changedAt || bank.changedAt > graceEnd) return;
      await provider.reverse(tx, payment.providerToken);
      if (await movePayment(tx, id, 'pending', 'reversed', now)) {
        await recordEvent(tx, id, 'reversed', { reason: 'unverified' });
        await closed();
        report.reversed++;
      }
    } else if (bank.status === 'open') {
      // A top-up or services have no hold: the customer has a while at the bank's page.
      const openTooLong = payment.createdAt.getTime() + topupOpenMs <= now.getTime();
      const booking =
        payment.purpose === 'booking' && payment.bookingId
          ? await findBookingForPayment(tx, payment.bookingId)
          : undefined;
      const over =
        payment.purpose === 'booking'
          ? !booking || booking.status === 'expired' || booking.payBy <= now
          : openTooLong;
      if (!over) return;
      await provider.reverse(tx, payment.providerToken);
      if (await movePayment(tx, id, 'pending', 'cancelled', now)) {
        await recordEvent(tx, id, 'cancelled', { reason: 'holdExpired' });
        await closed();
        report.cancelled++;
      }
    } else if (bank.status === 'declined' || bank.status === 'cancelled') {
      const to = bank.status === 'declined' ? 'failed' : 'cancelled';
      if (await movePayment(tx, id, 'pending', to, now)) {
        await recordEvent(tx, id, bank.status, { reason: 'noCallback' });
        await closed();
        if (to === 'failed') report.failed++;
        else report.cancelled++;
      }
    }
  });
}
