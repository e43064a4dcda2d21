import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { describe, expect, it } from 'vitest';
import { airlineSummary, applyFilters, bandOf, noFilters, sortFlights } from './flight-filters';

function flight(ref: string, airline: string, departure: string, adult: number): FlightResult {
  return {
    ref,
    airline: { code: airline, name: airline, logo: '' },
    flightNumber: `${airline} 100`,
    departureTime: departure,
    cabinClass: 'economy',
    price: { adult, child: adult, infant: adult, total: adult, currency: 'IRR' },
  } as unknown as FlightResult;
}

const flights = [
  flight('a', 'IR', '2026-11-28T06:30:00+03:30', 300),
  flight('b', 'W5', '2026-11-28T13:00:00+03:30', 100),
  flight('c', 'IR', '2026-11-28T04:55:00+03:30', 200),
  flight('d', 'EP', '2026-11-28T19:10:00+04:00', 250),
];

describe('results filters and sort', () => {
  it('bands flights by the local departure time as given', () => {
    expect(flights.map(bandOf)).toEqual(['M', 'E', 'EM', 'N']);
  });

  it('filters by airline, band and price', () => {
    expect(applyFilters(flights, { ...noFilters, airlines: ['IR'] }).map((f) => f.ref)).toEqual([
      'a',
      'c',
    ]);
    expect(applyFilters(flights, { ...noFilters, bands: ['M', 'N'] }).map((f) => f.ref)).toEqual([
      'a',
      'd',
    ]);
    expect(applyFilters(flights, { ...noFilters, price: [150, 260] }).map((f) => f.ref)).toEqual([
      'c',
      'd',
    ]);
    expect(applyFilters(flights, { ...noFilters, flightNumber: 'w5 1' }).map((f) => f.ref)).toEqual(
      ['b'],
    );
  });

  it('sorts earliest, latest, cheapest and most expensive', () => {
    expect(sortFlights(flights, 'earliest').map((f) => f.ref)).toEqual(['c', 'a', 'b', 'd']);
    expect(sortFlights(flights, 'latest').map((f) => f.ref)).toEqual(['d', 'b', 'a', 'c']);
    expect(sortFlights(flights, 'cheapest').map((f) => f.ref)).toEqual(['b', 'c', 'd', 'a']);
    expect(sortFlights(flights, 'expensive').map((f) => f.ref)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('lists each airline with its lowest fare, cheapest first', () => {
    expect(airlineSummary(flights).map((a) => [a.code, a.lowest])).toEqual([
      ['W5', 100],
      ['IR', 200],
      ['EP', 250],
    ]);
  });
});
