import type { Currency } from '@parvaz/domain/format/money';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { refundLines } from '@parvaz/domain/ledger/sale-lines';
import type { Database } from '../../db/client';
import { postEntry, saleOnBooks } from '../ledger/ledger.api';

/**
 * A refund approved: what is given back goes to the customer's wallet, or to the purchase
 * clearing account, from which payments give it back to the card; every line of the sale (the
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
    to: { wallet: number } | 'card';
    amount: number;
    /** What the refund keeps of the tickets it is about, in the refund's currency. */
    penalty: number;
    currency: Currency;
    at: Date;
  },
): Promise<void> {
  const purchase = { kind: 'booking', id: refund.bookingId };
  const key = `refund:${refund.requestId}`;
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
    description: `Refund of booking ${refund.trackingCode} to the ${refund.to === 'card' ? 'card' : 'wallet'}`,
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
