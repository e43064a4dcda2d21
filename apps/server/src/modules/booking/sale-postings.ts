import { currencySchema } from '@parvaz/domain/contracts/money';
import { partyPrice } from '@parvaz/domain/flights/pricing';
import { entryKinds, type SaleSource } from '@parvaz/domain/ledger/movements';
import { flightSaleParts } from '@parvaz/domain/ledger/product-sales';
import { saleLines } from '@parvaz/domain/ledger/sale-lines';
import type { Database } from '../../db/client';
import { postEntry } from '../ledger/ledger.api';
import { saleFactsOfBooking } from './booking.repository';

/**
 * A flight booking sold (decision 019): what the traveller was charged leaves the settled payment
 * or the wallet, each airline's fares are owed to it, the service fees are the brand's service
 * fee, seats and services its flight revenue, and the discount its cost, in the currency charged.
 * A traveller's own purchase on the site has no agency or GSA line. Once per booking.
 */
export async function postFlightSale(
  tx: Database,
  booking: { id: number; tenant: string; trackingCode: string },
  source: SaleSource,
  at: Date,
): Promise<void> {
  const rows = await saleFactsOfBooking(tx, booking.id);
  const first = rows[0];
  // A booking always has its flights: a sale that cannot be split is not posted whole instead.
  if (!first) throw new Error(`booking ${booking.id} has no flights to sell`);
  if (first.chargeAmount <= 0) return;
  const counts = { adult: first.adult, child: first.child, infant: first.infant };
  const parts = flightSaleParts({
    source,
    currency: currencySchema.parse(first.currency),
    segments: rows.map((row) => {
      const price = partyPrice(row, counts);
      return { airline: row.airlineCode, fares: price.total, fees: price.final - price.total };
    }),
    fareAmount: first.fareAmount,
    seatsAmount: first.seatsAmount,
    servicesAmount: first.servicesAmount,
    discountAmount: first.discountAmount,
    charged: { amount: first.chargeAmount, currency: currencySchema.parse(first.chargeCurrency) },
  });
  await postEntry(tx, {
    tenant: booking.tenant,
    key: `booking:${booking.id}:sold`,
    kind: entryKinds.sale,
    description: `Flight booking ${booking.trackingCode}`,
    purchase: { kind: 'booking', id: booking.id },
    occurredAt: at,
    postings: saleLines(parts),
  });
}
