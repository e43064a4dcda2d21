import type { BookingView } from '@parvaz/domain/contracts/booking';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { bookingServices } from '../../db/schema/booking';

type ServiceRow = typeof bookingServices.$inferSelect;

/**
 * A booking's service as the traveller sees it: its amount in the fares' currency, and what it
 * was charged on its own when it was added after the sale (`/ssr`, in the currency shown then).
 */
export function serviceView(row: ServiceRow): BookingView['services'][number] {
  const charged = row.chargeCurrency !== null && row.chargeAmount !== null;
  return {
    code: row.kind,
    quantity: row.quantity,
    amount: row.amount,
    status: row.status,
    ...(charged
      ? {
          charge: {
            amount: row.chargeAmount ?? 0,
            currency: currencySchema.parse(row.chargeCurrency),
          },
        }
      : {}),
  };
}
