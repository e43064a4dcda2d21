import type { FastifyInstance } from 'fastify';
import {
  cheapestRequestSchema,
  cheapestResponseSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
  lowFareResponseSchema,
} from '@parvaz/domain/contracts/flight-search';
import { postRoute } from '../../platform/envelope';
import { findOffers } from './flights.repository';
import { createOfferCache } from './offer-cache';
import {
  cheapestFlights,
  lowFares,
  lowFaresIn,
  searchFlights,
  type FlightDeps,
} from './flights.service';

const tags = ['flights'];
/** The home page's shortcuts change slowly; each process recomputes them at most this often. */
const lowFareCacheMs = 5 * 60_000;

export async function flightRoutes(app: FastifyInstance): Promise<void> {
  const deps: FlightDeps = {
    db: app.db,
    signer: app.signer,
    now: app.now,
    offersOn:
      app.searchCacheMs > 0
        ? createOfferCache(app.db, { ttlMs: app.searchCacheMs, maxEntries: 5_000, now: app.now })
        : (route, filter) => findOffers(app.db, route, filter),
  };

  postRoute(
    app,
    {
      path: 'flight/getFlights',
      summary: 'Search flights, one way or round trip; answers a searchId valid until expiresAt',
      tags,
      body: flightSearchRequestSchema(app.now),
      response: flightSearchResponseSchema,
    },
    async (input, request) => searchFlights(deps, input, request.lang),
  );

  postRoute(
    app,
    {
      path: 'flight/getCheapestFlights',
      summary: 'The cheapest adult fare per day in both directions over a date range',
      tags,
      body: cheapestRequestSchema,
      response: cheapestResponseSchema,
    },
    async (input) => cheapestFlights(deps, input),
  );

  let cached: { at: number; fares: Awaited<ReturnType<typeof lowFares>> } | undefined;
  postRoute(
    app,
    {
      path: 'flight/lowFareSearchCash',
      summary: 'The cheapest fare of each home-page route over the coming month (cached)',
      tags,
      response: lowFareResponseSchema,
    },
    async (_input, request) => {
      const nowMs = app.now().getTime();
      if (!cached || nowMs - cached.at > lowFareCacheMs)
        cached = { at: nowMs, fares: await lowFares(deps) };
      return lowFaresIn(cached.fares, request.lang);
    },
  );
}
