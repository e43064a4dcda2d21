import type { PaidBy } from '@parvaz/domain/contracts/money';
import type { Money } from '@parvaz/domain/format/money';
import { walletFirstSplit } from '@parvaz/domain/payments/payment-sources';
import type { Database } from '../../db/client';
import { walletPartOf } from './held-parts';
import { paidPaymentsOf, type PurchaseRef } from './payments-of-purchase';

/**
 * How a purchase paid from the wallet and a card was paid (decision 021): the wallet's part
 * still held for it and, for the card, the rest of what was charged (`walletFirstSplit`, the
 * split it was paid by; a card asked beyond that got the excess back). Null unless both paid:
 * card only, wallet only, a card not paid yet, or a wallet part given back (the card then paid
 * the whole).
 */
export async function paidByOf(
  db: Database,
  purchase: PurchaseRef & { tenant: string },
  charged: Money,
  /** The purchase's payments when the caller has read them already (any status). */
  known?: ReadonlyArray<{ status: string; currency: string }>,
): Promise<PaidBy | null> {
  const ref = { kind: purchase.kind, id: purchase.id };
  const [part, payments] = await Promise.all([
    walletPartOf(db, purchase.tenant, ref),
    known ? known.filter((p) => p.status === 'paid') : paidPaymentsOf(db, ref),
  ]);
  if (!part || part.currency !== charged.currency) return null;
  const { wallet, card } = walletFirstSplit(charged.amount, part.amount);
  if (wallet <= 0 || card <= 0 || !payments.some((p) => p.currency === charged.currency))
    return null;
  return { wallet, card, currency: charged.currency };
}
