import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { hourBandOf, type HourBandKey } from '@parvaz/domain/format/hour-bands';

export type SortKey = 'earliest' | 'latest' | 'cheapest' | 'expensive';
export const sortKeys: readonly SortKey[] = ['earliest', 'latest', 'cheapest', 'expensive'];

export interface FlightFilters {
  airlines: string[];
  flightNumber: string;
  bands: HourBandKey[];
  /** [min, max] of the adult fare; null means the whole range. */
  price: [number, number] | null;
  cabins: string[];
}

export const noFilters: FlightFilters = {
  airlines: [],
  flightNumber: '',
  bands: [],
  price: null,
  cabins: [],
};

/** The wall-clock time the flight leaves, as given (it carries the airport's offset). */
export function localClock(iso: string): string {
  return iso.slice(11, 16);
}

export function localDate(iso: string): string {
  return iso.slice(0, 10);
}

export function bandOf(flight: FlightResult): HourBandKey {
  return hourBandOf(localClock(flight.departureTime));
}

export function applyFilters(flights: FlightResult[], filters: FlightFilters): FlightResult[] {
  const number = filters.flightNumber.trim().toUpperCase().replace(/\s+/g, '');
  return flights.filter(
    (flight) =>
      (filters.airlines.length === 0 || filters.airlines.includes(flight.airline.code)) &&
      (number === '' || flight.flightNumber.toUpperCase().replace(/\s+/g, '').includes(number)) &&
      (filters.bands.length === 0 || filters.bands.includes(bandOf(flight))) &&
      (filters.cabins.length === 0 || filters.cabins.includes(flight.cabinClass)) &&
      (filters.price === null ||
        (flight.price.adult >= filters.price[0] && flight.price.adult <= filters.price[1])),
  );
}

/** Departure instants compare correctly across offsets; equal times fall back to the fare. */
export function sortFlights(flights: FlightResult[], sort: SortKey): FlightResult[] {
  const time = (flight: FlightResult) => Date.parse(flight.departureTime);
  const sorted = [...flights];
  sorted.sort((a, b) => {
    switch (sort) {
      case 'earliest':
        return time(a) - time(b) || a.price.adult - b.price.adult;
      case 'latest':
        return time(b) - time(a) || a.price.adult - b.price.adult;
      case 'cheapest':
        return a.price.adult - b.price.adult || time(a) - time(b);
      case 'expensive':
        return b.price.adult - a.price.adult || time(a) - time(b);
    }
  });
  return sorted;
}

/** Each airline with its lowest adult fare, cheapest first. */
export function airlineSummary(flights: FlightResult[]): {
  code: string;
  name: string;
  logo: string;
  lowest: number;
  currency: FlightResult['price']['currency'];
}[] {
  const byCode = new Map<
    string,
    {
      code: string;
      name: string;
      logo: string;
      lowest: number;
      currency: FlightResult['price']['currency'];
    }
  >();
  for (const flight of flights) {
    const known = byCode.get(flight.airline.code);
    if (!known || flight.price.adult < known.lowest) {
      byCode.set(flight.airline.code, {
        ...flight.airline,
        lowest: flight.price.adult,
        currency: flight.price.currency,
      });
    }
  }
  return [...byCode.values()].sort((a, b) => a.lowest - b.lowest);
}

export function priceBounds(flights: FlightResult[]): [number, number] | null {
  if (flights.length === 0) return null;
  const prices = flights.map((flight) => flight.price.adult);
  return [Math.min(...prices), Math.max(...prices)];
}
