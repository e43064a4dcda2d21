import type { FastifyInstance } from 'fastify';
import {
  hotelCitiesResponseSchema,
  hotelDetailRequestSchema,
  hotelDetailSchema,
  hotelRoomOfferSchema,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
} from '@parvaz/domain/contracts/hotels';
import { z } from 'zod';
import { postRoute } from '../../platform/envelope';
import { displayPrices } from '../exchange/exchange.api';
import { hotelDetail, hotelRooms } from './hotel-detail.service';
import { hotelPricing } from './hotel-search-cache';
import { searchHotels, type HotelDeps } from './hotel-search.service';
import { hotelCitiesIn } from './hotels.service';

const tags = ['hotels'];

export async function hotelRoutes(app: FastifyInstance): Promise<void> {
  const deps: HotelDeps = {
    signer: app.signer,
    now: app.now,
    pricedHotels: hotelPricing(app.db, {
      cacheMs: app.searchCacheMs,
      catalogMs: app.catalogCacheMs,
      now: app.now,
    }),
  };

  postRoute(
    app,
    {
      path: 'hotel/getHotelCities',
      summary: 'The cities hotels are sold in, with how many active hotels each has',
      tags,
      response: hotelCitiesResponseSchema,
    },
    async (_input, request) => hotelCitiesIn(app.db, request.lang),
  );

  postRoute(
    app,
    {
      path: 'hotel/searchHotels',
      summary:
        "Hotels of a city with rooms for the party on every night, priced in the `currency` header (else the brand's display currency) by the rate `exchange` names, with facets; answers a searchId valid until expiresAt",
      tags,
      body: hotelSearchRequestSchema,
      response: hotelSearchResponseSchema,
    },
    async (input, request) =>
      searchHotels(
        deps,
        input,
        request.lang,
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'hotel/getHotel',
      summary:
        "A hotel's page: photos, facilities, ratings, reviews (10 a page) and, with dates, its rooms priced night by night in the asked currency with their cancellation terms",
      tags,
      body: hotelDetailRequestSchema,
      response: hotelDetailSchema,
    },
    async (input, request) =>
      hotelDetail(
        app.db,
        input,
        request.lang,
        app.now(),
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );

  postRoute(
    app,
    {
      path: 'hotel/getHotelRooms',
      summary:
        "A hotel's rooms for a stay: free rooms, nightly prices and cancellation terms, in the asked currency with the rate `exchange` names",
      tags,
      body: hotelDetailRequestSchema,
      response: z.array(hotelRoomOfferSchema),
    },
    async (input, request) =>
      hotelRooms(
        app.db,
        input,
        request.lang,
        app.now(),
        await displayPrices(app.db, request.currency, app.now()),
      ),
  );
}
