import type { Database } from '../../db/client';
import { lastPaymentOfPurchase } from './payments.repository';

/**
 * How a purchase's latest payment ended when it did not go through: the bank declined the card,
 * the payer cancelled at the bank, or the bank's amount did not match what was owed (the money
 * given back); null when it is paid, still open, or there was none.
 */
export type FailedPayment = 'declined' | 'cancelled' | 'mismatch';

/** `FailedPayment` of the latest payment for `purchaseId` of the `purpose` (a kind's name). */
export async function lastPaymentOutcome(
  db: Database,
  purpose: string,
  purchaseId: number,
): Promise<FailedPayment | null> {
  const last = await lastPaymentOfPurchase(db, purpose, purchaseId);
  if (last?.status === 'failed') return last.mismatch ? 'mismatch' : 'declined';
  if (last?.status === 'cancelled') return 'cancelled';
  return null;
}
