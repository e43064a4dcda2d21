import type {
  HotelCities,
  HotelDetail,
  HotelSearchResponse,
} from '@parvaz/domain/contracts/hotels';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';
import type { CityOption } from '../flights/cities-api';
import { searchHotelsBody, type HotelFilters, type HotelSearch } from './hotel-search-params';

/** Hotels on one page of the list. */
export const hotelPageSize = 10;
/** Reviews on one page of a hotel's reviews: the server's page (hotel/getHotel takes no size). */
export const reviewPageSize = 10;

/** A search the server no longer honours (HTTP 410): the page offers to search again. */
export class HotelSearchExpiredError extends Error {
  constructor() {
    super('hotel search expired');
    this.name = 'HotelSearchExpiredError';
  }
}

/**
 * The server refused the search in the address (a date in the past, too many rooms…): the
 * page shows its messages, in the user's language, beside the search box to correct it.
 */
export class HotelSearchRejectedError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
    this.name = 'HotelSearchRejectedError';
  }
}

const contracts = () => import('@parvaz/domain/contracts/hotels');

export function hotelCitiesQuery(language: Language) {
  return queryOptions({
    queryKey: ['hotel', 'cities', language],
    queryFn: async ({ signal }): Promise<HotelCities> =>
      unwrap(
        await apiCall(
          'hotel/getHotelCities',
          {},
          {
            signal,
            language,
            parse: parseLazily(() => contracts().then((c) => c.hotelCitiesResponseSchema)),
          },
        ),
      ),
    staleTime: 60 * 60_000,
  });
}

/** Hotel cities in the shape the product's city picker takes (no airports to list). */
export function asCityOptions(cities: HotelCities | undefined): CityOption[] {
  return (cities ?? []).map((city) => ({
    code: city.code,
    name: city.name,
    country: city.country,
    airports: [],
  }));
}

/** Prices come in `currency`: a switch asks again (the key), never converts an answer twice. */
export function hotelSearchQuery(
  search: HotelSearch,
  filters: HotelFilters,
  language: Language,
  currency: Currency,
) {
  return queryOptions({
    queryKey: ['hotel', 'search', search, filters, language, currency],
    queryFn: async ({ signal }): Promise<HotelSearchResponse> => {
      const result = await apiCall(
        'hotel/searchHotels',
        searchHotelsBody(search, filters, hotelPageSize),
        {
          signal,
          currency,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.hotelSearchResponseSchema)),
        },
      );
      if (result.ok) return result.data;
      if (result.error.status === 410) throw new HotelSearchExpiredError();
      throw new HotelSearchRejectedError(result.error.messages);
    },
    retry: false,
    staleTime: 60_000,
    // A new filter or page keeps the current list on screen until its answer is in.
    placeholderData: keepPreviousData,
  });
}

export function hotelDetailQuery(
  id: number,
  search: HotelSearch,
  reviewsPage: number,
  language: Language,
  currency: Currency,
) {
  const stay = search.checkIn && search.checkOut;
  return queryOptions({
    queryKey: ['hotel', 'detail', id, stay ? search : null, reviewsPage, language, currency],
    queryFn: async ({ signal }): Promise<HotelDetail> => {
      const result = await apiCall(
        'hotel/getHotel',
        {
          id,
          checkIn: stay ? search.checkIn : undefined,
          checkOut: stay ? search.checkOut : undefined,
          rooms: stay
            ? search.rooms.map((room) => ({
                adults: room.adults,
                children: room.children,
                childAges: [...room.childAges],
              }))
            : undefined,
          reviewsPage,
        },
        {
          signal,
          currency,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.hotelDetailSchema)),
        },
      );
      if (result.ok) return result.data;
      throw new HotelSearchRejectedError(result.error.messages);
    },
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
