import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import type { DisplayPrices } from '../exchange/exchange.api';

/**
 * A search result with every price in the asked currency, each amount converted on its own from
 * the fares' currency: a total is the conversion of the fares' total, never a sum of converted
 * lines (decision 007).
 */
export function flightResultIn(result: FlightResult, prices: DisplayPrices): FlightResult {
  const from = result.price.currency;
  const amount = (value: number) => prices.amount(value, from);
  return {
    ...result,
    price: {
      adult: amount(result.price.adult),
      child: amount(result.price.child),
      infant: amount(result.price.infant),
      total: amount(result.price.total),
      currency: prices.currencyOf(from),
    },
    agencies: result.agencies.map((agency) => ({
      ...agency,
      fee: {
        adult: amount(agency.fee.adult),
        child: amount(agency.fee.child),
        infant: amount(agency.fee.infant),
        total: amount(agency.fee.total),
        final: amount(agency.fee.final),
      },
      serviceFee: {
        adult: amount(agency.serviceFee.adult),
        child: amount(agency.serviceFee.child),
        infant: amount(agency.serviceFee.infant),
      },
    })),
  };
}
