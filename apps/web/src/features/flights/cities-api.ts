import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';

/** A city of `flight/getCities` (API.md), names in the active language. */
export interface CityOption {
  code: string;
  name: string;
  country: string;
  airports: { code: string; name: string; timeZone: string }[];
}

// The home page keeps zod out of its first load, so these answers are read by hand.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function readCities(data: unknown): CityOption[] {
  if (!Array.isArray(data)) throw new TypeError('getCities: not a list');
  return data.filter(isRecord).map((city) => ({
    code: text(city.code),
    name: text(city.name),
    country: text(city.country),
    airports: (Array.isArray(city.airports) ? city.airports : []).filter(isRecord).map((a) => ({
      code: text(a.code),
      name: text(a.name),
      timeZone: text(a.timeZone),
    })),
  }));
}

export function citiesQuery(language: Language) {
  return queryOptions({
    queryKey: ['flight', 'cities', language],
    queryFn: async ({ signal }) =>
      unwrap(await apiCall('flight/getCities', {}, { signal, language, parse: readCities })),
    staleTime: 60 * 60_000,
  });
}

/** Matches a typed text against a city's name, code, country and its airports' names and codes. */
export function cityMatches(city: CityOption, typed: string): boolean {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const haystack = [
    city.name,
    city.code,
    city.country,
    ...city.airports.flatMap((airport) => [airport.name, airport.code]),
  ];
  return haystack.some((value) => value.toLocaleLowerCase().includes(needle));
}
