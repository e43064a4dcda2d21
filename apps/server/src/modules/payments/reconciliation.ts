import type { Database } from '../../db/client';
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

/** How long a top-up stays open at the bank before reconciliation closes it. */
export const topupOpenMs = 30 * 60 * 1000;

export interface ReconcileReport {
  reversed: number;
  cancelled: number;
  failed: number;
}

/**
 * Settles what callbacks left behind: money the bank took but we never verified is reversed;
 * a transaction still open when its booking's hold is over is closed; a declined or cancelled one
 * whose callback never came is recorded. Each payment is handled in its own transaction under
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
    if (bank.status === 'paid') {
      if (!bank.changedAt || bank.changedAt > graceEnd) return;
      await provider.reverse(tx, payment.providerToken);
      if (await movePayment(tx, id, 'pending', 'reversed', now)) {
        await recordEvent(tx, id, 'reversed', { reason: 'unverified' });
        report.reversed++;
      }
    } else if (bank.status === 'open') {
      // A top-up has no hold: the customer has a while at the bank's page before it closes.
      const topupOver = payment.createdAt.getTime() + topupOpenMs <= now.getTime();
      const booking = payment.bookingId
        ? await findBookingForPayment(tx, payment.bookingId)
        : undefined;
      const over =
        payment.purpose === 'topup'
          ? topupOver
          : !booking || booking.status === 'expired' || booking.payBy <= now;
      if (!over) return;
      await provider.reverse(tx, payment.providerToken);
      if (await movePayment(tx, id, 'pending', 'cancelled', now)) {
        await recordEvent(tx, id, 'cancelled', { reason: 'holdExpired' });
        report.cancelled++;
      }
    } else if (bank.status === 'declined' || bank.status === 'cancelled') {
      const to = bank.status === 'declined' ? 'failed' : 'cancelled';
      if (await movePayment(tx, id, 'pending', to, now)) {
        await recordEvent(tx, id, bank.status, { reason: 'noCallback' });
        if (to === 'failed') report.failed++;
        else report.cancelled++;
      }
    }
  });
}
