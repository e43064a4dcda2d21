import type { PassengerCounts } from '@parvaz/domain/passengers/counts';

/** A flight search as the URL of `/flights` carries it: the whole search, so it can be shared. */
export interface FlightSearch extends PassengerCounts {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  roundTrip: boolean;
}

/** The choices made on the results page (round trips pick the outbound, then the return). */
export interface FlightChoice {
  departureRef: string;
  returnRef: string;
  agencyId: string;
  returnAgencyId: string;
}

function count(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return value !== null && value !== '' && Number.isInteger(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

export function readSearch(params: URLSearchParams): FlightSearch {
  const roundTrip = params.get('roundTrip') === '1';
  return {
    origin: (params.get('origin') ?? '').toUpperCase(),
    destination: (params.get('destination') ?? '').toUpperCase(),
    departureDate: params.get('departureDate') ?? '',
    returnDate: roundTrip ? (params.get('returnDate') ?? '') : '',
    roundTrip,
    adult: count(params.get('adult'), 1),
    child: count(params.get('child'), 0),
    infant: count(params.get('infant'), 0),
  };
}

/** A search flights can be found for: both cities and the day of departure are named. */
export function isCompleteSearch(search: FlightSearch): boolean {
  return Boolean(search.origin && search.destination && search.departureDate);
}

/**
 * The fields of the search box's visible city inputs: a box sent before its page woke names
 * what was typed there, since only the awake box can choose a city (`origin` stays empty).
 */
export const typedCityFields = { origin: 'originText', destination: 'destinationText' } as const;

/** Whether the address names a search at all (a form or a link sent one), not bare `/flights`. */
export function namesSearch(params: URLSearchParams): boolean {
  return [...Object.keys(searchFields(readSearch(params))), ...Object.values(typedCityFields)].some(
    (name) => params.has(name),
  );
}

export function readChoice(params: URLSearchParams): FlightChoice {
  return {
    departureRef: params.get('departureRef') ?? '',
    returnRef: params.get('returnRef') ?? '',
    agencyId: params.get('agencyId') ?? '',
    returnAgencyId: params.get('returnAgencyId') ?? '',
  };
}

/** The search as the flat string fields the URL and `flight/getFlights` both take. */
export function searchFields(search: FlightSearch): Record<string, string> {
  return {
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    returnDate: search.roundTrip ? search.returnDate : '',
    roundTrip: search.roundTrip ? '1' : '0',
    adult: String(search.adult),
    child: String(search.child),
    infant: String(search.infant),
  };
}

/** `origin=MHD&destination=THRC&departureDate=…&returnDate=&roundTrip=0&adult=1&child=0&infant=0`. */
export function searchParamsOf(
  search: FlightSearch,
  choice: Partial<FlightChoice> = {},
): URLSearchParams {
  const params = new URLSearchParams(searchFields(search));
  for (const [key, value] of Object.entries(choice)) {
    if (value) params.set(key, value);
  }
  return params;
}

export function flightsUrl(search: FlightSearch, choice: Partial<FlightChoice> = {}): string {
  return `/flights?${searchParamsOf(search, choice).toString()}`;
}

/** 'YYYY-MM-DD' of a Date's own calendar day (a picker's value), whatever calendar showed it. */
export function isoOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dateOfIso(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The day `days` after an ISO date, as an ISO date. */
export function shiftIso(iso: string, days: number): string {
  const date = dateOfIso(iso);
  if (!date) return iso;
  date.setDate(date.getDate() + days);
  return isoOfDate(date);
}
