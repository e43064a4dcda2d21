import type {
  CheapestResponse,
  FlightSearchResponse,
} from '@parvaz/domain/contracts/flight-search';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { notify } from '../../lib/notify/notifier';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';
import { searchFields, type FlightSearch } from './search-params';

/** A search the server no longer honours (HTTP 410): the page offers to update it. */
export class SearchExpiredError extends Error {
  constructor() {
    super('search expired');
    this.name = 'SearchExpiredError';
  }
}

/** Prices come in `currency`: a switch asks again (the key), never converts an answer twice. */
export function flightsQuery(search: FlightSearch, language: Language, currency: Currency) {
  return queryOptions({
    queryKey: ['flight', 'search', search, language, currency],
    queryFn: async ({ signal }): Promise<FlightSearchResponse> => {
      const result = await apiCall('flight/getFlights', searchFields(search), {
        signal,
        currency,
        quiet: true,
        parse: parseLazily(() =>
          import('@parvaz/domain/contracts/flight-search').then(
            (c) => c.flightSearchResponseSchema,
          ),
        ),
      });
      if (result.ok) return result.data;
      if (result.error.status === 410) throw new SearchExpiredError();
      for (const message of result.error.messages) notify('error', message);
      return unwrap(result);
    },
    retry: false,
    staleTime: 60_000,
  });
}

export function cheapestQuery(
  origin: string,
  destination: string,
  from: string,
  to: string,
  currency: Currency,
) {
  return queryOptions({
    queryKey: ['flight', 'cheapest', origin, destination, from, to, currency],
    queryFn: async ({ signal }): Promise<CheapestResponse> =>
      unwrap(
        await apiCall(
          'flight/getCheapestFlights',
          { origin, destination, from, to },
          {
            signal,
            currency,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/flight-search').then(
                (c) => c.cheapestResponseSchema,
              ),
            ),
          },
        ),
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export interface PriceAlertInput {
  mobile: string;
  email: string;
  origin: string;
  destination: string;
  departureDate: string;
  targetPrice: string;
}

/** `request/informMe`: a refusal comes back for the form to show (faults are toasted). */
export function requestPriceAlert(input: PriceAlertInput): Promise<ApiResult<unknown>> {
  const body: Record<string, string> = {
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
  };
  if (input.mobile.trim()) body.mobile = input.mobile.trim();
  if (input.email.trim()) body.email = input.email.trim();
  if (input.targetPrice.trim()) body.targetPrice = input.targetPrice.trim();
  return apiCall('request/informMe', body, { quiet: true });
}
