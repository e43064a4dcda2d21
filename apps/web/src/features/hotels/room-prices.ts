import type { HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import { convertByExchange } from '@parvaz/domain/contracts/exchange-rates';

/**
 * Rooms' filed totals added up (the hotel's own currency): what a reservation is priced by.
 * A hotel files every room in one currency, so the amounts of two are never added.
 */
export function filedTotal(offers: readonly HotelRoomOffer[]): number {
  return offers.reduce((sum, offer) => sum + offer.price.fares.amount, 0);
}

/**
 * An amount of the rooms' filed currency as the page shows it: converted once by the rate the
 * server named, so a stay's total is the conversion of its filed total (what `reserveHotel`
 * charges), never a sum of converted rooms.
 */
export function shownFromFiled(offers: readonly HotelRoomOffer[], amount: number): number {
  const [first] = offers;
  if (!first) return amount;
  return convertByExchange(
    { amount, currency: first.price.fares.currency },
    first.price.currency,
    first.exchange,
  ).amount;
}
