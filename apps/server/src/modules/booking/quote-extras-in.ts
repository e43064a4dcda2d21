import type { DiscountResponse } from '@parvaz/domain/contracts/booking';
import type { SeatMap, servicesResponseSchema } from '@parvaz/domain/contracts/quote-extras';
import type { z } from 'zod';
import type { DisplayPrices } from '../exchange/exchange.api';
import type { ServiceOffer } from './services.service';

// A held quote's seats, services and discount in the asked currency (the `currency` header, else
// the brand's), as its fares are (`quoteIn`): each price converted on its own by today's rate, so
// the page writes them as they come; each keeps its filed amount beside it (`filed`), which the
// checkout adds to the quote's `fares` and converts once, as `bookFlight` charges the total.

/** Seat maps with every seat's price in the asked currency. */
export function seatMapsIn(
  answer: { segments: SeatMap[] },
  prices: DisplayPrices,
): { segments: SeatMap[] } {
  return {
    segments: answer.segments.map((map) => ({
      ...map,
      currency: prices.currencyOf(map.currency),
      exchange: prices.exchange(map.currency),
      rows: map.rows.map((row) => ({
        ...row,
        seats: row.seats.map((seat) =>
          seat ? { ...seat, price: prices.amount(seat.filed, map.currency) } : null,
        ),
      })),
    })),
  };
}

/** Service offers with their unit prices in the asked currency. */
export function serviceOffersIn(offers: ServiceOffer[], prices: DisplayPrices): ServiceOffer[] {
  return offers.map((offer) => ({
    ...offer,
    price: prices.amount(offer.filed, offer.currency),
    currency: prices.currencyOf(offer.currency),
  }));
}

type ServicesResponse = z.input<typeof servicesResponseSchema>;

/** `flight/getFlightServices` in the asked currency, with the rate it took. */
export function servicesIn(answer: ServicesResponse, prices: DisplayPrices): ServicesResponse {
  const from = answer.services[0]?.currency;
  return {
    services: serviceOffersIn(answer.services, prices),
    exchange: from ? prices.exchange(from) : null,
  };
}

/** A discount checked, in the asked currency. */
export function discountIn(answer: DiscountResponse, prices: DisplayPrices): DiscountResponse {
  return {
    ...answer,
    discount: prices.money(answer.filed),
    exchange: prices.exchange(answer.filed.currency),
  };
}
