import { currencySchema } from '@parvaz/domain/contracts/money';
import { entryKinds, saleLines, type SaleSource } from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import { postEntry } from '../ledger/ledger.api';

/**
 * A flight booking sold: what the traveller was charged is earned as flight revenue, from the
 * settled payment or from the wallet. The discount is shown apart when it is in the currency
 * charged (a booking charged in another currency earns the converted total). Once per booking.
 */
export async function postFlightSale(
  tx: Database,
  booking: {
    id: number;
    tenant: string;
    trackingCode: string;
    amount: number;
    currency: string;
    discount: number;
    fareCurrency: string;
  },
  source: SaleSource,
  at: Date,
): Promise<void> {
  const currency = currencySchema.parse(booking.currency);
  await postEntry(tx, {
    tenant: booking.tenant,
    key: `booking:${booking.id}:sold`,
    kind: entryKinds.sale,
    description: `Flight booking ${booking.trackingCode}`,
    purchase: { kind: 'booking', id: booking.id },
    occurredAt: at,
    postings: saleLines({
      product: 'flight',
      source,
      charged: booking.amount,
      discount: booking.fareCurrency === booking.currency ? booking.discount : 0,
      currency,
    }),
  });
}
