import { currencySchema } from '@parvaz/domain/contracts/money';
import { entryKinds, type SaleSource } from '@parvaz/domain/ledger/movements';
import { staySaleParts } from '@parvaz/domain/ledger/product-sales';
import {
  refundGoesTo,
  refundLines,
  saleLines,
  type RefundShare,
  type RefundTarget,
} from '@parvaz/domain/ledger/sale-lines';
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
 * A stay sold (decision 019): what the guest was charged leaves the payment or the wallet, the
 * rooms are earned as the brand's hotel revenue and the discount is its cost, in the currency
 * charged (rooms and discount converted by the stay's rate, to exactly the charge), as a flight
 * booking's sale is (`postFlightSale`). Once per stay.
 */
export async function postStaySale(
  tx: Database,
  stay: StayMoney & {
    roomsAmount: number;
    chargeAmount: number;
    chargeCurrency: string;
    discountAmount: number;
  },
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
    postings: saleLines(
      staySaleParts({
        source,
        currency: currencySchema.parse(stay.currency),
        roomsAmount: stay.roomsAmount,
        discountAmount: stay.discountAmount,
        charged: { amount: stay.chargeAmount, currency: currencySchema.parse(stay.chargeCurrency) },
      }),
    ),
  });
}

/** The key of a stay's refund entry (once per stay). */
export const stayRefundKey = (stay: { id: number }) => `hotel-stay:${stay.id}:refund`;

/**
 * What a cancelled (or no-show) stay gives back goes to the wallet, or to the purchase clearing
 * account, from which payments return it to the card, or in shares to both (a stay paid from the
 * wallet and a card): every line of the sale gives back its
 * share, so the penalty (the rest of what was charged) stays split as the sale was, the discount
 * a cost of what was kept (`refundLines`). In the currency the stay was paid in (the sale's), as
 * a flight refund is posted. Once per stay.
 */
export async function postStayRefund(
  tx: Database,
  stay: StayMoney & { chargeAmount: number },
  refund: { amount: number; currency: Currency; to: RefundTarget | readonly RefundShare[] },
  at: Date,
): Promise<void> {
  if (refund.amount <= 0) return;
  const { currency } = refund;
  const purchase = purchaseOf(stay);
  const key = stayRefundKey(stay);
  const sale = await saleOnBooks(tx, stay.tenant, { product: 'hotel', purchase }, currency, key);
  await postEntry(tx, {
    tenant: stay.tenant,
    key,
    kind: entryKinds.refund,
    description: `Refund of hotel stay ${stay.trackingCode} to the ${refundGoesTo(refund.to)}`,
    purchase,
    occurredAt: at,
    postings: refundLines(sale, {
      product: 'hotel',
      to: refund.to,
      amount: refund.amount,
      penalty: Math.max(0, stay.chargeAmount - refund.amount),
      currency,
    }),
  });
}
