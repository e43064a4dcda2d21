import type { Database } from '../../db/client';
import {
  priceSearch,
  pricedSearchKey,
  type HotelPricing,
  type PricedHotel,
  type PricedSearch,
} from './hotel-search-pricing';

interface Entry {
  at: number;
  hotels: Promise<readonly PricedHotel[]>;
}

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
  const entries = new Map<string, Entry>();
  return function pricedHotels(search: PricedSearch) {
    const key = pricedSearchKey(search);
    const nowMs = options.now().getTime();
    let entry = entries.get(key);
    if (!entry || nowMs - entry.at > options.ttlMs) {
      // Bounded: a burst of distinct searches starts the cache over rather than growing it.
      if (entries.size >= options.maxEntries) entries.clear();
      const hotels = load(search);
      entry = { at: nowMs, hotels };
      entries.set(key, entry);
      // A failed read is not kept: the next search tries the database again.
      hotels.catch(() => {
        if (entries.get(key)?.hotels === hotels) entries.delete(key);
      });
    }
    return entry.hotels;
  };
}

/**
 * How this process prices searches: through the cache for `cacheMs` (SEARCH_CACHE_SECONDS), or
 * from the database on every search when that is 0.
 */
export function hotelPricing(db: Database, options: { cacheMs: number; now: () => Date }) {
  const load: HotelPricing = (search) => priceSearch(db, search);
  return options.cacheMs > 0
    ? createHotelSearchCache(load, { ttlMs: options.cacheMs, maxEntries: 5_000, now: options.now })
    : load;
}
