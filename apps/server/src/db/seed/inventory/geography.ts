import { airportByCode, type Airport } from '@parvaz/domain/reference/airports';
import { findCityOfAirport } from '@parvaz/domain/reference/cities';

function airport(code: string): Airport {
  const found = airportByCode(code);
  if (!found) throw new Error(`Unknown airport ${code}`);
  return found;
}

export function zoneOf(airportCode: string): string {
  return airport(airportCode).timeZone;
}

/** The search code of the city an airport serves: IKA and THR → THRC. */
export function cityOf(airportCode: string): string {
  const city = findCityOfAirport(airportCode);
  if (!city) throw new Error(`Airport ${airportCode} serves no city`);
  return city.code;
}

export function countryOf(airportCode: string): string {
  const city = findCityOfAirport(airportCode);
  if (!city) throw new Error(`Airport ${airportCode} serves no city`);
  return city.countryCode;
}

export function isInternational(route: { a: string; b: string }): boolean {
  return countryOf(route.a) !== countryOf(route.b);
}
