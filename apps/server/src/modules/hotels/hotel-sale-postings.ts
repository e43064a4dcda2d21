import { currencySchema } from '@parvaz/domain/contracts/money';
import {
  entryKinds,
  refundLines,
  saleLines,
  type SaleSource,
} from '@parvaz/domain/ledger/movements';
import type { Currency } from '@parvaz/domain/format/money';
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
 * A stay sold: what the guest was charged is earned as hotel revenue, from the payment or the
 * wallet, in the currency charged, as a flight booking's sale is (`postFlightSale`). The discount
 * is shown apart against the discount account when it is in the currency charged (a stay charged
 * in another currency earns the converted total). Once per stay.
 */
export async function postStaySale(
  tx: Database,
  stay: StayMoney & { chargeAmount: number; chargeCurrency: string; discountAmount: number },
  source: SaleSource,
  at: Date,
): Promise<void> {
  if (stay.chargeAmount <= 0) return;
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
      charged: stay.chargeAmount,
      discount: stay.chargeCurrency === stay.currency ? stay.discountAmount : 0,
      currency: currencySchema.parse(stay.chargeCurrency),
    }),
  });
}

/**
 * What a cancelled (or no-show) stay gives back leaves hotel revenue for the wallet, or for the
 * purchase clearing account, from which payments return it to the card; the penalty stays
 * earned. In the currency the stay was paid in (the sale's), as a flight refund is posted. A
 * discounted stay's refund takes back the discount in the same proportion, as the sale's books
 * show it. Once per stay.
 */
export async function postStayRefund(
  tx: Database,
  stay: StayMoney,
  refund: { amount: number; currency: Currency; to: { wallet: number } | 'card' },
  at: Date,
): Promise<void> {
  if (refund.amount <= 0) return;
  const { currency } = refund;
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
