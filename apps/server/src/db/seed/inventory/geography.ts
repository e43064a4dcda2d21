import { airportByCode, type Airport } from '@parvaz/domain/reference/airports';
import { findCityOfAirport, type City } from '@parvaz/domain/reference/cities';

function airport(code: string): Airport {
  const found = airportByCode(code);
  if (!found) throw new Error(`Unknown airport ${code}`);
  return found;
}

export function zoneOf(airportCode: string): string {
  return airport(airportCode).timeZone;
}

function city(airportCode: string): City {
  const found = findCityOfAirport(airportCode);
  if (!found) throw new Error(`Airport ${airportCode} serves no city`);
  return found;
}

/** The search code of the city an airport serves: IKA and THR → THRC. */
export function cityOf(airportCode: string): string {
  return city(airportCode).code;
}

export function countryOf(airportCode: string): string {
  return city(airportCode).countryCode;
}

export function isInternational(route: { a: string; b: string }): boolean {
  return countryOf(route.a) !== countryOf(route.b);
}
