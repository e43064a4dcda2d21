import type { Database } from '../../db/client';
import { shortLivedCache } from '../../platform/short-lived-cache';
import { findOffers, type OfferRow } from './flights.repository';

/** A route and day's offers, and per party size the last answer and the cut-off it was filtered with. */
interface Entry {
  rows: OfferRow[];
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
  const cached = shortLivedCache<Entry>(options);
  return async function offersOn(
    route: { originCity: string; destinationCity: string; date: string },
    filter: { minSeats: number; departingAfter: Date },
  ): Promise<OfferRow[]> {
    const key = `${route.originCity}>${route.destinationCity}@${route.date}`;
    // Everything still on sale a little ahead of now; the caller's own limits are applied below.
    const entry = await cached(key, async () => ({
      rows: await findOffers(db, route, { minSeats: 1, departingAfter: options.now() }),
      answers: new Map(),
    }));
    const rows = entry.rows;
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
