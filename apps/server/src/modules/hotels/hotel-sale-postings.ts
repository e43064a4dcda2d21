import { currencySchema } from '@parvaz/domain/contracts/money';
import {
  entryKinds,
  refundLines,
  saleLines,
  type SaleSource,
} from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { postEntry, saleOnBooks } from '../ledger/ledger.api';

interface StayMoney {
  id: number;
  tenant: string;
  trackingCode: string;
  currency: string;
}

/** The purchase a stay's entries are about, as the ledger names it. */
const purchaseOf = (stay: { id: number }) => ({ kind: 'hotel', id: stay.id });

/**
 * A stay sold: what the guest paid is earned as hotel revenue, from the payment or the wallet,
 * and a discount given is shown apart against the discount account, as a flight's is (a stay is
 * paid in its rooms' currency). Once per stay.
 */
export async function postStaySale(
  tx: Database,
  stay: StayMoney & { amount: number; discountAmount: number },
  source: SaleSource,
  at: Date,
): Promise<void> {
  if (stay.amount <= 0) return;
  await postEntry(tx, {
    tenant: stay.tenant,
    key: `hotel-stay:${stay.id}:sold`,
    kind: entryKinds.sale,
    description: `Hotel stay ${stay.trackingCode}`,
    purchase: purchaseOf(stay),
    occurredAt: at,
    postings: saleLines({
      product: 'hotel',
      source,
      charged: stay.amount,
      discount: stay.discountAmount,
      currency: currencySchema.parse(stay.currency),
    }),
  });
}

/**
 * What a cancelled (or no-show) stay gives back leaves hotel revenue for the wallet, or for the
 * purchase clearing account, from which payments return it to the card; the penalty stays
 * earned. A discounted stay's refund takes back the discount in the same proportion, as the
 * sale's books show it. Once per stay.
 */
export async function postStayRefund(
  tx: Database,
  stay: StayMoney,
  refund: { amount: number; to: { wallet: number } | 'card' },
  at: Date,
): Promise<void> {
  if (refund.amount <= 0) return;
  const currency = currencySchema.parse(stay.currency);
  const purchase = purchaseOf(stay);
  const key = `hotel-stay:${stay.id}:refund`;
  const sale = await saleOnBooks(tx, stay.tenant, { product: 'hotel', purchase }, currency, key);
  await postEntry(tx, {
    tenant: stay.tenant,
    key,
    kind: entryKinds.refund,
    description: `Refund of hotel stay ${stay.trackingCode} to the ${refund.to === 'card' ? 'card' : 'wallet'}`,
    purchase,
    occurredAt: at,
    postings: refundLines({
      product: 'hotel',
      to: refund.to,
      amount: refund.amount,
      currency,
      sale,
    }),
  });
}
