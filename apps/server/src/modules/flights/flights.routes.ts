import type { FastifyInstance } from 'fastify';
import {
  cheapestRequestSchema,
  cheapestResponseSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
} from '@parvaz/domain/contracts/flight-search';
import { postRoute } from '../../platform/envelope';
import { displayPrices } from '../exchange/exchange.api';
import { findOffers } from './flights.repository';
import { createOfferCache } from './offer-cache';
import { cheapestFlights, searchFlights, type FlightDeps } from './flights.service';

const tags = ['flights'];

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
      summary:
        "Search flights, one way or round trip; answers a searchId valid until expiresAt. Prices are in the `currency` header (else the brand's display currency), converted by `exchange`",
      tags,
      body: flightSearchRequestSchema(app.now),
      response: flightSearchResponseSchema,
    },
    async (input, request) =>
      searchFlights(
        deps,
        input,
        request.lang,
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'flight/getCheapestFlights',
      summary:
        'The cheapest adult fare per day in both directions over a date range, in the asked currency (`exchange` names the rate)',
      tags,
      body: cheapestRequestSchema,
      response: cheapestResponseSchema,
    },
    async (input, request) =>
      cheapestFlights(deps, input, await displayPrices(app.db, request.currency, app.now())),
  );
}
