import type { Currency } from '@parvaz/domain/format/money';
import { walletFirstSplit } from '@parvaz/domain/payments/payment-sources';
import { refundSplit } from '@parvaz/domain/payments/refund-split';
import type { Database } from '../../db/client';
import { refundedBySource } from '../ledger/ledger.api';
import { paidPaymentsOf, type PurchaseRef } from './payments-of-purchase';
import { walletPartOf } from './held-parts';

/** A refund split between the wallet that paid part of a purchase and the card that paid the rest. */
export interface SplitRefund {
  wallet: { userId: number; amount: number };
  /** The card's part, back through `paymentId`'s provider (none when no card paid). */
  card: { paymentId: number | null; amount: number };
}

/**
 * How a refund of a purchase paid from the wallet and a card goes back (decision 021): each
 * source by its share of what was paid (`refundSplit`), what it gave being the wallet's part
 * held for the purchase and, for the card, the rest of what was charged; what each got back
 * before is read from the purchase's refund entries in the ledger (but the one under `key`, so a
 * replayed refund splits as the first time). Null when the purchase had no wallet part in the
 * refund's currency — paid by card only or from the wallet only, each kind's own rule holds.
 */
export async function splitRefundOf(
  db: Database,
  purchase: PurchaseRef & { tenant: string },
  refund: { amount: number; currency: Currency; charged: number; key: string },
): Promise<SplitRefund | null> {
  const ref = { kind: purchase.kind, id: purchase.id };
  const part = await walletPartOf(db, purchase.tenant, ref);
  if (!part || part.currency !== refund.currency) return null;
  const [payments, back] = await Promise.all([
    paidPaymentsOf(db, ref),
    refundedBySource(db, purchase.tenant, ref, refund.currency, refund.key),
  ]);
  const card = payments.find((p) => p.currency === refund.currency);
  // What each gave: the split the purchase was paid by.
  const paid = walletFirstSplit(refund.charged, part.amount);
  const split = refundSplit({ paid, back, amount: refund.amount });
  return {
    wallet: { userId: part.userId, amount: split.wallet },
    card: { paymentId: card?.id ?? null, amount: split.card },
  };
}
