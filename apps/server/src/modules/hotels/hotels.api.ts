// The hotels module as the rest of the server sees it (decision 008): its purchase kind and jobs
// for the app, and the stay pricing the reservations use.
import type { MealKey } from '@parvaz/domain/hotels/catalog';
import type { PolicyTerms, StayPolicy } from '@parvaz/domain/hotels/cancellation';
import { nightsOf } from '@parvaz/domain/hotels/stay';
import type { LocalizedName } from '@parvaz/domain/reference/localized';
import type { Database } from '../../db/client';
import { policyOf, stayTotal } from './hotel-offers';
import { hotelRowById, roomTypesOverStay, type HotelRow } from './hotels.repository';

export { hotelCards, hotelChoices } from './hotel-cards';
export { hotelCityOf, stayError } from './hotel-search.service';
export { fits } from './hotel-offers';
export { hotelPurchase } from './hotel-purchase';
export { expireStayHolds } from './hotel-stay-expiry';
export { moveStaysByDate } from './hotel-stay-status';
export type { HotelRow } from './hotels.repository';

/** A hotel by id with its rating, active or not (`active` says); undefined when there is none. */
export function hotelById(db: Database, id: number): Promise<HotelRow | undefined> {
  return hotelRowById(db, id);
}

/** One asked room type priced over the stay from its current room nights. */
export interface PricedStayRoom {
  roomTypeId: number;
  name: LocalizedName;
  maxAdults: number;
  maxChildren: number;
  meals: MealKey[];
  currency: string;
  /** Every night of the stay filed for the type; when false it is not on sale for the stay. */
  complete: boolean;
  /** One room's price night by night, and their sum. */
  nights: { date: string; amount: number }[];
  total: number;
  /** Rooms free on every night (allotment + overbooking − sold), 0 when a night is missing. */
  available: number;
  terms: PolicyTerms;
  /** One room's terms for this stay, deadlines as instants (the hotel's check-in time and zone). */
  policy: StayPolicy;
}

export interface PricedStay {
  hotel: Pick<
    HotelRow,
    'id' | 'cityCode' | 'name' | 'address' | 'timeZone' | 'checkInTime' | 'checkOutTime' | 'active'
  >;
  /** In the order asked; undefined for an id that is no room type of this hotel. */
  rooms: (PricedStayRoom | undefined)[];
}

/**
 * A stay priced for the given room types (one entry per room, a type may repeat) from the room
 * nights as they are now: what a reservation re-checks against the price the guest saw. Undefined
 * when the hotel does not exist. Reads without locks: the hold's conditional update decides.
 */
export async function priceStay(
  db: Database,
  hotelId: number,
  checkIn: string,
  checkOut: string,
  roomTypeIds: readonly number[],
): Promise<PricedStay | undefined> {
  const hotel = await hotelRowById(db, hotelId);
  if (!hotel) return undefined;
  const nights = nightsOf(checkIn, checkOut).length;
  const types = await roomTypesOverStay(db, hotelId, { checkIn, checkOut }, [
    ...new Set(roomTypeIds),
  ]);
  const byId = new Map(types.map((type) => [type.id, type]));
  return {
    hotel,
    rooms: roomTypeIds.map((id) => {
      const type = byId.get(id);
      if (!type) return undefined;
      const complete = nights > 0 && type.nights === nights;
      return {
        roomTypeId: type.id,
        name: type.name,
        maxAdults: type.maxAdults,
        maxChildren: type.maxChildren,
        meals: type.meals,
        currency: type.currency,
        complete,
        nights: type.prices,
        total: stayTotal(type),
        available: complete ? Math.max(0, type.free) : 0,
        terms: type.policy,
        policy: policyOf(type, checkIn, hotel),
      };
    }),
  };
}
