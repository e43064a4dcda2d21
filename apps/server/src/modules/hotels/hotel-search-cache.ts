import type { Database } from '../../db/client';
import { shortLivedCache } from '../../platform/short-lived-cache';
import {
  priceSearch,
  pricedSearchKey,
  type CityHotels,
  type HotelPricing,
  type PricedHotel,
} from './hotel-search-pricing';
import { hotelsOfCity } from './hotels.repository';

const maxEntries = 5_000;

/**
 * A search's priced hotels kept for a few seconds in this process (decision 003, as the flights'
 * offers): a guest filtering, sorting, paging or switching language, and everyone searching the
 * same city, stay and party meanwhile, are answered from one pricing. Rooms left and prices may be
 * a few seconds old in a list; a reservation prices the stay again from the room nights
 * (PRICE_CHANGED) and takes them by a conditional update (CAPACITY_FULL), so this never sells a
 * room that is gone nor at a price that has moved.
 *
 * While an entry lives the same array is answered, so callers may memoise what they derive
 * from it (the written answers).
 */
export function createHotelSearchCache(
  load: HotelPricing,
  options: { ttlMs: number; maxEntries: number; now: () => Date },
): HotelPricing {
  const cached = shortLivedCache<readonly PricedHotel[]>(options);
  return (search) => cached(pricedSearchKey(search), () => load(search));
}

/**
 * A city's hotels as a list shows them (names, photos, facilities, ratings) kept for
 * `catalogMs` (CATALOG_CACHE_SECONDS): what the catalog says changes by an operator's hand or a
 * review's approval, not by a sale, so searches that price a city's rooms afresh need not read it
 * again. Which rooms are free and what they cost are never taken from it.
 */
function cityHotels(db: Database, options: { catalogMs: number; now: () => Date }): CityHotels {
  const read: CityHotels = (city) => hotelsOfCity(db, city);
  if (options.catalogMs <= 0) return read;
  const cached = shortLivedCache<Awaited<ReturnType<CityHotels>>>({
    ttlMs: options.catalogMs,
    maxEntries,
    now: options.now,
  });
  return (city) => cached(city, () => read(city));
}

/**
 * How this process prices searches: through the cache for `cacheMs` (SEARCH_CACHE_SECONDS), or
 * from the database's room nights on every search when that is 0.
 */
export function hotelPricing(
  db: Database,
  options: { cacheMs: number; catalogMs: number; now: () => Date },
) {
  const hotels = cityHotels(db, options);
  const load: HotelPricing = (search) => priceSearch(db, search, hotels);
  return options.cacheMs > 0
    ? createHotelSearchCache(load, { ttlMs: options.cacheMs, maxEntries, now: options.now })
    : load;
}
