import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { HotelSummary } from '@parvaz/domain/contracts/hotels';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { nightsOf, type RoomOccupancy } from '@parvaz/domain/hotels/stay';
import type { Database } from '../../db/client';
import type { Candidate } from './hotel-filters';
import { cheapestRooms, earliestFreeCancellation, fits } from './hotel-offers';
import { mealsIn, popularityOf, ratingOf } from './hotel-views';
import {
  bookableRoomTypes,
  hotelsOfCity,
  type SearchHotelRow,
  type StayRoomTypeRow,
} from './hotels.repository';

// A search's hotels priced for its stay and party, in no language: what the search cache keeps,
// so that filters, sorts, pages and languages of one search are answered without pricing again.

/** The city, stay and party a search prices; filters, sort, page and language are not in it. */
export interface PricedSearch {
  city: string;
  checkIn: string;
  checkOut: string;
  rooms: readonly (RoomOccupancy & { childAges: readonly number[] })[];
}

/** A hotel with rooms for the whole party on every night, priced in its own currency. */
export interface PricedHotel extends Candidate {
  row: SearchHotelRow;
  currency: HotelSummary['price']['currency'];
  total: number;
  /** The earliest free-cancellation deadline of the fitting types, with the hotel's offset. */
  freeCancellationUntil?: string;
}

/** Prices a search's hotels; the database on every call, or a short-lived cache of it. */
export type HotelPricing = (search: PricedSearch) => Promise<readonly PricedHotel[]>;

/** The search as a cache key: everything that changes which rooms fit and what they cost. */
export function pricedSearchKey(search: PricedSearch): string {
  const party = search.rooms
    .map((room) => `${room.adults}.${room.children}.${room.childAges.join(',')}`)
    .join(';');
  return `${search.city}|${search.checkIn}|${search.checkOut}|${party}`;
}

const smallest = (rooms: PricedSearch['rooms'], key: 'adults' | 'children') =>
  Math.min(...rooms.map((room) => room[key]));

/** A city's active hotels as a list shows them: from the database, or a cache of it. */
export type CityHotels = (city: string) => Promise<SearchHotelRow[]>;

/**
 * Every hotel of the city with rooms for the whole party on every night, priced from the room
 * nights in the database; the hotels themselves as `cityHotels` gives them.
 */
export async function priceSearch(
  db: Database,
  search: PricedSearch,
  cityHotels: CityHotels = (city) => hotelsOfCity(db, city),
): Promise<PricedHotel[]> {
  const nights = nightsOf(search.checkIn, search.checkOut).length;
  const [rows, types] = await Promise.all([
    cityHotels(search.city),
    bookableRoomTypes(db, {
      cityCode: search.city,
      checkIn: search.checkIn,
      checkOut: search.checkOut,
      nights,
      minAdults: smallest(search.rooms, 'adults'),
      minChildren: smallest(search.rooms, 'children'),
    }),
  ]);
  const typesOf = new Map<number, StayRoomTypeRow[]>();
  for (const type of types) {
    const own = typesOf.get(type.hotelId);
    if (own) own.push(type);
    else typesOf.set(type.hotelId, [type]);
  }
  const priced: PricedHotel[] = [];
  for (const row of rows) {
    const own = typesOf.get(row.id);
    const choice = own && cheapestRooms(search.rooms, own);
    const currency = choice && currencySchema.safeParse(choice.currency);
    if (!own || !choice || !currency?.success) continue;
    const fitting = own.filter((type) => search.rooms.some((room) => fits(type, room)));
    const freeUntil = earliestFreeCancellation(fitting, search.checkIn, row);
    priced.push({
      id: row.id,
      name: row.name,
      stars: row.stars,
      type: row.type,
      popularity: popularityOf(row),
      rating: ratingOf(row),
      facilities: row.facilities,
      meals: mealsIn(fitting.map((type) => type.meals)),
      perNight: Math.round(choice.total / nights),
      currency: currency.data,
      total: choice.total,
      row,
      ...(freeUntil ? { freeCancellationUntil: zonedIso(freeUntil, row.timeZone) } : {}),
    });
  }
  return priced;
}
