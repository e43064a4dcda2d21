import type { Currency } from '@parvaz/domain/format/money';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import {
  refundGoesTo,
  refundLines,
  type RefundShare,
  type RefundTarget,
} from '@parvaz/domain/ledger/sale-lines';
import type { Database } from '../../db/client';
import { postEntry, saleOnBooks } from '../ledger/ledger.api';

/** The key of a refund request's ledger entry (once per request). */
export const refundEntryKey = (requestId: number) => `refund:${requestId}`;

/**
 * A refund approved: what is given back goes to the customer's wallet, or to the purchase
 * clearing account, from which payments give it back to the card, or in shares to both (a
 * booking paid from the wallet and a card); every line of the sale (the
 * airlines' payables, the brand's fee and revenue, the discount) gives back its share as the
 * sale's books show it, so the penalty kept stays split in the same lines (decision 019). Once
 * per refund request.
 */
export async function postRefund(
  tx: Database,
  refund: {
    tenant: string;
    requestId: number;
    bookingId: number;
    trackingCode: string;
    to: RefundTarget | readonly RefundShare[];
    amount: number;
    /** What the refund keeps of the tickets it is about, in the refund's currency. */
    penalty: number;
    currency: Currency;
    at: Date;
  },
): Promise<void> {
  const purchase = { kind: 'booking', id: refund.bookingId };
  const key = refundEntryKey(refund.requestId);
  const sale = await saleOnBooks(
    tx,
    refund.tenant,
    { product: 'flight', purchase },
    refund.currency,
    key,
  );
  await postEntry(tx, {
    tenant: refund.tenant,
    key,
    kind: entryKinds.refund,
    description: `Refund of booking ${refund.trackingCode} to the ${refundGoesTo(refund.to)}`,
    purchase,
    occurredAt: refund.at,
    postings: refundLines(sale, {
      product: 'flight',
      to: refund.to,
      amount: refund.amount,
      penalty: refund.penalty,
      currency: refund.currency,
    }),
  });
}
