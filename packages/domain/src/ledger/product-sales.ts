/**
 * What each product's sale is made of, as `./sale-lines` splits it (decision 019). Pure: the
 * server reads a booking or a stay and posts the lines these parts give.
 */
import type { Currency } from '../format/money';
import type { SaleSource } from './movements';
import { shareOut } from '../money/share-out';
import { saleCharging, type SaleParts } from './sale-lines';

/** One flight of a booking as its offer prices it for the whole party (fares and fees apart). */
export interface FlightSaleSegment {
  airline: string;
  /** The airline's fares for every passenger, without the fees. */
  fares: number;
  /** The service fees on top of them. */
  fees: number;
}

/**
 * A flight booking sold to a traveller on the brand's site (no agency or GSA of its own): each
 * airline's fares to its payable, the service fees as the brand's service fee, seats and services
 * as the brand's flight revenue, the discount the brand's cost; converted to the currency charged.
 *
 * The booking keeps its fares and fees as one amount (`fareAmount`, in the fares' currency): it
 * is shared out between the airlines' fares and the fees in the proportion of the offers' own
 * amounts, so the lines add up to what was charged even if an offer changed since.
 */
export function flightSaleParts(booking: {
  source: SaleSource;
  currency: Currency;
  segments: readonly FlightSaleSegment[];
  fareAmount: number;
  seatsAmount: number;
  servicesAmount: number;
  discountAmount: number;
  charged: { amount: number; currency: Currency };
}): SaleParts {
  const weights = [
    ...booking.segments.map((s) => s.fares),
    booking.segments.reduce((sum, s) => sum + s.fees, 0),
  ];
  // No offer to weigh by (none found): the fares and fees are the brand's as they always were.
  const weighed = weights.some((w) => w > 0);
  const shares = weighed ? shareOut(booking.fareAmount, weights) : [];
  const fees = weighed ? (shares[shares.length - 1] ?? 0) : 0;
  const fares = weighed
    ? booking.segments.map((s, i) => ({ airline: s.airline, amount: shares[i] ?? 0 }))
    : [];
  const goods = booking.seatsAmount + booking.servicesAmount + (weighed ? 0 : booking.fareAmount);
  const gross = booking.fareAmount + booking.seatsAmount + booking.servicesAmount;
  const parts: SaleParts = {
    product: 'flight',
    source: booking.source,
    currency: booking.currency,
    fares,
    taxes: 0,
    serviceFee: fees,
    markup: 0,
    goods,
    discount: Math.min(gross, booking.discountAmount),
  };
  return saleCharging(parts, booking.charged.amount, booking.charged.currency);
}

/**
 * A hotel stay sold: the rooms are the brand's own (the platform's hotels have no party of their
 * own yet), the discount its cost; converted to the currency charged.
 */
export function staySaleParts(stay: {
  source: SaleSource;
  currency: Currency;
  roomsAmount: number;
  discountAmount: number;
  charged: { amount: number; currency: Currency };
}): SaleParts {
  const parts: SaleParts = {
    product: 'hotel',
    source: stay.source,
    currency: stay.currency,
    fares: [],
    taxes: 0,
    serviceFee: 0,
    markup: 0,
    goods: stay.roomsAmount,
    discount: Math.min(stay.roomsAmount, stay.discountAmount),
  };
  return saleCharging(parts, stay.charged.amount, stay.charged.currency);
}
