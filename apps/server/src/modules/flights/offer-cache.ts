import type { Database } from '../../db/client';
import { findOffers, type OfferRow } from './flights.repository';

interface Entry {
  at: number;
  rows: Promise<OfferRow[]>;
  /** Per party size: the last answer and the sales cut-off it was filtered with. */
  answers: Map<number, { after: number; rows: OfferRow[] }>;
}

function onSaleFor(rows: OfferRow[], minSeats: number, after: number) {
  return rows.filter((row) => row.available >= minSeats && row.departureAt.getTime() > after);
}

/**
 * Offers of a route and day, kept for a few seconds in this process. Searches of a popular route
 * come in bursts; a few seconds of staleness in "seats left" is harmless because the fare
 * re-check and the hold at booking read the database itself.
 *
 * While the cached rows and the caller's limits give the same offers, the same array is
 * answered, so callers may memoise what they derive from it.
 */
export function createOfferCache(
  db: Database,
  options: { ttlMs: number; maxEntries: number; now: () => Date },
) {
  const entries = new Map<string, Entry>();
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
      entry = { at: nowMs, rows, answers: new Map() };
      entries.set(key, entry);
      rows.catch(() => entries.delete(key));
    }
    const rows = await entry.rows;
    const after = filter.departingAfter.getTime();
    const last = entry.answers.get(filter.minSeats);
    // The cut-off only moves forward, so an answer of the same length holds the same offers.
    if (last && after >= last.after) {
      let count = 0;
      for (const row of rows)
        if (row.available >= filter.minSeats && row.departureAt.getTime() > after) count += 1;
      if (count === last.rows.length) return last.rows;
    }
    const answer = onSaleFor(rows, filter.minSeats, after);
    entry.answers.set(filter.minSeats, { after, rows: answer });
    return answer;
  };
}
