import { describe, expect, it } from 'vitest';
import { cheapestQuery, flightsQuery } from './flights-api';
import { readSearch } from './search-params';

describe('priced queries', () => {
  it('are kept apart per currency: a switch asks the server again, never converts an answer', () => {
    const search = readSearch(
      new URLSearchParams('origin=MHD&destination=THRC&departureDate=2030-05-10&adult=1'),
    );
    expect(flightsQuery(search, 'en', 'USD').queryKey).not.toEqual(
      flightsQuery(search, 'en', 'IRR').queryKey,
    );
    expect(cheapestQuery('MHD', 'THRC', '2030-05-01', '2030-05-20', 'USD').queryKey).toContain(
      'USD',
    );
  });
});
