import type { ChargeView } from '@parvaz/domain/contracts/exchange-rates';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Money } from '@parvaz/domain/format/money';
import { convertMoney } from '@parvaz/domain/money/exchange';
import type { Database } from '../../db/client';
import { rateById } from '../exchange/exchange.api';

/** The charge columns of a booking row. */
export interface ChargedBooking {
  chargeCurrency: string;
  chargeAmount: number;
  exchangeRateId: number | null;
  rateDate: string | null;
}

/** What a booking charged, with the rate row it named: the ticket and the PDF print it. */
export async function chargeView(db: Database, booking: ChargedBooking): Promise<ChargeView> {
  const rate = booking.exchangeRateId === null ? null : await rateById(db, booking.exchangeRateId);
  return {
    amount: booking.chargeAmount,
    currency: currencySchema.parse(booking.chargeCurrency),
    rate,
    rateDate: rate ? booking.rateDate : null,
  };
}

/**
 * Money of a booking (in its fares' currency) as it goes back to the traveller: in the currency
 * they paid, by the rate they paid at, whatever today's rate is.
 */
export async function inPaidCurrency(
  db: Database,
  booking: ChargedBooking & { currency: string },
  amount: number,
): Promise<Money> {
  const currency = currencySchema.parse(booking.currency);
  const paid = currencySchema.parse(booking.chargeCurrency);
  if (paid === currency || booking.exchangeRateId === null) return { amount, currency };
  const rate = await rateById(db, booking.exchangeRateId);
  if (!rate) throw new Error(`booking rate ${booking.exchangeRateId} is gone`);
  return convertMoney({ amount, currency }, paid, rate);
}
