import type { z } from 'zod';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { salesCutoffMs } from '@parvaz/domain/limits';
import { todayAt } from '@parvaz/domain/reference/cities';
import type { Database } from '../../db/client';
import { shortLivedCache } from '../../platform/short-lived-cache';
import { cheapestPerDay } from './flights.repository';

// The cheapest fare of a route over the coming weeks: what the home page's route shortcuts show.
// Live, but each route's figure is kept in the process for a short while, so a busy home page
// costs a query per route now and then rather than per visit.

/** How far ahead a route's cheapest day is looked for. */
const lowFareWindowDays = 30;

export interface RouteLowFare {
  origin: string;
  destination: string;
  /** The cheapest day, null when nothing is on sale in the window. */
  date: string | null;
  price: number | null;
  currency: z.infer<typeof currencySchema> | null;
}

/** The cheapest day and adult price (fare + fee) of a route, read now. */
async function readLowFare(
  db: Database,
  route: { origin: string; destination: string },
  now: Date,
): Promise<RouteLowFare> {
  const from = todayAt(route.origin, now);
  const to = formatIsoDate(addDays(parseIsoDate(from), lowFareWindowDays));
  const days = await cheapestPerDay(
    db,
    { originCity: route.origin, destinationCity: route.destination },
    { from, to },
    { departingAfter: new Date(now.getTime() + salesCutoffMs) },
  );
  const best = days.reduce<(typeof days)[number] | undefined>(
    (a, b) => (!a || b.price < a.price ? b : a),
    undefined,
  );
  return {
    ...route,
    date: best?.date ?? null,
    price: best?.price ?? null,
    currency: best ? currencySchema.parse(best.currency) : null,
  };
}

/**
 * A reader of routes' low fares that keeps each route's for `ttlMs` in this process (0 reads the
 * database every time, as tests do).
 */
export function routeLowFareReader(options: {
  db: Database;
  now: () => Date;
  ttlMs: number;
}): (routes: readonly { origin: string; destination: string }[]) => Promise<RouteLowFare[]> {
  const cached = shortLivedCache<RouteLowFare>({
    ttlMs: options.ttlMs,
    maxEntries: 500,
    now: options.now,
  });
  return (routes) =>
    Promise.all(
      routes.map((route) => {
        const read = () => readLowFare(options.db, route, options.now());
        return options.ttlMs > 0 ? cached(`${route.origin}-${route.destination}`, read) : read();
      }),
    );
}
