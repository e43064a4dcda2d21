import type { Currency } from '@parvaz/domain/format/money';
import { entryKinds, refundLines } from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { postEntry, saleOnBooks } from '../ledger/ledger.api';

/**
 * A refund approved: what is given back leaves the flight's revenue for the customer's wallet, or
 * for the purchase clearing account, from which payments give it back to the card; a discounted
 * booking's refund takes back the discount in the same proportion, as the sale's books show it.
 * Once per refund request.
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
    postings: refundLines({
      product: 'flight',
      to: refund.to,
      amount: refund.amount,
      currency: refund.currency,
      sale,
    }),
  });
}
