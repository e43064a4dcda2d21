import { describe, expect, it } from 'vitest';
import { addressErrors, searchErrors } from './search-errors';
import { readSearch } from './search-params';

const now = new Date('2026-11-20T08:00:00Z');
const errorsOf = (query: string) => {
  const params = new URLSearchParams(query);
  return addressErrors(params, readSearch(params), now);
};

describe('the errors of the search in the address', () => {
  it('asks nothing of bare /flights', () => {
    expect(errorsOf('')).toEqual({});
  });

  it('names every missing field of a search sent empty', () => {
    expect(
      errorsOf(
        'origin=&destination=&departureDate=&returnDate=&roundTrip=0&adult=1&child=0&infant=0',
      ),
    ).toEqual({
      origin: 'originDestinationRequired',
      destination: 'originDestinationRequired',
      departureDate: 'departureDateRequired',
    });
  });

  it('finds a day gone by, a return before the departure and passengers the rules refuse', () => {
    expect(
      errorsOf(
        'origin=MHD&destination=THRC&departureDate=2026-11-19&returnDate=2026-11-18&roundTrip=1&adult=1&infant=2',
      ),
    ).toEqual({
      departureDate: 'dateInPast',
      returnDate: 'dateInPast',
      passengers: 'oneInfantPerAdult',
    });
  });

  it('finds nothing wrong with a whole search', () => {
    const search = readSearch(
      new URLSearchParams('origin=MHD&destination=THRC&departureDate=2026-11-28&adult=2&child=1'),
    );
    expect(searchErrors(search, now)).toEqual({});
  });
});
