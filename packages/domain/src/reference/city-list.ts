import type { Language } from '../languages';
import { airportByCode, type AirportCountryCode, type AirportTimeZone } from './airports';
import { cities, type City } from './cities';
import { countryName } from './countries';

/*
 * Apart from cities.ts: the country names (in four languages) and the calling codes behind
 * them are for this list only, and the flight search that reads cities.ts ships in the web app.
 */

/** Shape of `flight/getCities` in API.md. */
export interface CityListItem {
  code: string;
  name: string;
  country: string;
  countryCode: AirportCountryCode;
  airports: { code: string; name: string; timeZone: AirportTimeZone }[];
}

function describeAirports(city: City, language: Language): CityListItem['airports'] {
  return city.airports.flatMap((code) => {
    const airport = airportByCode(code);
    return airport ? [{ code, name: airport.name[language], timeZone: airport.timeZone }] : [];
  });
}

/** Every city with flights, in `language`, main hubs first. */
export function listCities(language: Language): CityListItem[] {
  return cities.map((city) => ({
    code: city.code,
    name: city.name[language],
    country: countryName(city.countryCode, language) ?? city.countryCode,
    countryCode: city.countryCode,
    airports: describeAirports(city, language),
  }));
}
