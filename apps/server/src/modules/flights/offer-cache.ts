import type { Database } from '../../db/client';
import { findOffers, type OfferRow } from './flights.repository';

/**
 * Offers of a route and day, kept for a few seconds in this process. Searches of a popular route
 * come in bursts; a few seconds of staleness in "seats left" is harmless because the fare
 * re-check and the hold at booking read the database itself.
 */
export function createOfferCache(
  db: Database,
  options: { ttlMs: number; maxEntries: number; now: () => Date },
) {
  const entries = new Map<string, { at: number; rows: Promise<OfferRow[]> }>();
  return async function offersOn(
    route: { originCity: string; destinationCity: string; date: string },
    filter: { minSeats: number; departingAfter: Date },
  ): Promise<OfferRow[]> {
    const key = `${route.originCity}>${route.destinationCity}@${route.date}`;
    const nowMs = options.now().getTime();
    let entry = entries.get(key);
    if (!entry || nowMs - entry.at > options.ttlMs) {
      if (entries.size >= options.maxEntries) entries.clear();
      // Everything still on sale a little ahead of now; the caller's own limits are applied below.
      const rows = findOffers(db, route, { minSeats: 1, departingAfter: new Date(nowMs) });
      entry = { at: nowMs, rows };
      entries.set(key, entry);
      rows.catch(() => entries.delete(key));
    }
    const rows = await entry.rows;
    return rows.filter(
      (row) => row.available >= filter.minSeats && row.departureAt > filter.departingAfter,
    );
  };
}
