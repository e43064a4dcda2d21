import type { HotelRoomOffer, StayPolicyView } from '@parvaz/domain/contracts/hotels';
import type { DisplayPrices } from '../exchange/exchange.api';
import type { PricedHotel } from './hotel-search-pricing';

// A hotel answer's prices in the asked currency (decision 007): each amount converted on its own
// from the hotel's filed currency by today's rate; a total is the conversion of the filed total,
// never a sum of converted lines.

/** The search's hotels as the asked currency prices them: what filters, sorts and facets read. */
export function pricedHotelsIn(
  hotels: readonly PricedHotel[],
  prices: DisplayPrices,
): PricedHotel[] {
  return hotels.map((hotel) => ({
    ...hotel,
    perNight: prices.amount(hotel.perNight, hotel.currency),
    total: prices.amount(hotel.total, hotel.currency),
    currency: prices.currencyOf(hotel.currency),
  }));
}

function policyIn(policy: StayPolicyView, prices: DisplayPrices): StayPolicyView {
  const money = (value: { amount: number; currency: StayPolicyView['noShow']['currency'] }) =>
    prices.money(value);
  return {
    ...policy,
    rules: policy.rules.map((rule) => ({
      ...rule,
      penalty: { ...rule.penalty, ...money(rule.penalty) },
    })),
    noShow: money(policy.noShow),
  };
}

/** A room offer with its nights, total and penalties in the asked currency, and the rate. */
export function roomOfferIn(offer: HotelRoomOffer, prices: DisplayPrices): HotelRoomOffer {
  const from = offer.price.currency;
  return {
    ...offer,
    price: {
      nights: offer.price.nights.map((night) => ({
        date: night.date,
        amount: prices.amount(night.amount, from),
      })),
      total: prices.amount(offer.price.total, from),
      currency: prices.currencyOf(from),
      fares: { amount: offer.price.total, currency: from },
    },
    cancellation: policyIn(offer.cancellation, prices),
    exchange: prices.exchange(from),
  };
}
