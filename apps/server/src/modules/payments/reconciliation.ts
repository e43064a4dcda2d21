import type { Database } from '../../db/client';
import type { PaymentProviders } from './provider-registry';
import {
  lockPendingPayment,
  movePayment,
  pendingPaymentsBefore,
  recordEvent,
} from './payments.repository';
import { releaseUnlessCovered } from './payment-coverage';
import { purchaseOf } from './payment-purchase';
import type { PurchaseRegistry } from './purchase-registry';

/** A paid transaction the merchant has not verified within this time is given back. */
export const unverifiedGraceMs = 5 * 60 * 1000;

export interface ReconcileReport {
  reversed: number;
  cancelled: number;
  failed: number;
}

/**
 * Settles what callbacks left behind: money the bank took but we never verified is reversed;
 * a transaction still open when its purchase is no longer payable (a booking's hold is over) is
 * closed; a declined or cancelled one whose callback never came is recorded. A purchase whose
 * payment ends any of these ways lets go of what waited for it. Each payment is handled in its own transaction under
 * a row lock that callbacks also take, and skipped when another process holds it.
 */
export async function reconcilePayments(
  db: Database,
  providers: PaymentProviders,
  purchases: PurchaseRegistry,
  now: Date,
  batchSize = 100,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { reversed: 0, cancelled: 0, failed: 0 };
  const graceEnd = new Date(now.getTime() - unverifiedGraceMs);
  // Page through every pending payment by id: those waiting on a live hold must not starve the rest.
  let afterId = 0;
  for (;;) {
    const page = await pendingPaymentsBefore(db, now, afterId, batchSize);
    for (const { id } of page)
      await reconcileOne(db, providers, purchases, id, now, graceEnd, report);
    const last = page.at(-1);
    if (!last || page.length < batchSize) return report;
    afterId = last.id;
  }
}

async function reconcileOne(
  db: Database,
  providers: PaymentProviders,
  purchases: PurchaseRegistry,
  id: number,
  now: Date,
  graceEnd: Date,
  report: ReconcileReport,
): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, id);
    // Each payment is asked of the provider its row names.
    if (!payment || !providers.has(payment.provider) || !purchases.knows(payment.purpose)) return;
    const provider = providers.named(payment.provider);
    const bank = await provider.inquire(tx, payment.providerToken);
    const purchase = purchaseOf(payment);
    const kind = purchases.kindOf(purchase.kind);
    // The money is not coming: what waited for it is let go.
    const closed = async () => {
      await kind.abandon(tx, purchase);
      // The parts held for a purchase paid in part by the card (wallet, credit line) go back.
      await releaseUnlessCovered(tx, kind, purchase, now);
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
      if (await kind.stillPayable(tx, purchase, now)) return;
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
