import { describe, expect, it } from 'vitest';
import { bookAgainLinks } from './book-again-links';
import { readChoice, readSearch } from '../flights/search-params';

const oneWay = {
  origin: 'MHD',
  destination: 'THRC',
  departureDate: '2026-12-10',
  returnDate: '',
  adult: 2,
  child: 1,
  infant: 0,
  departureRef: '41.economy',
  returnRef: '',
  agencyId: 3,
  returnAgencyId: 0,
};

describe('booking the same flights again', () => {
  it('opens the passenger entry of the same flight, agency and party, and its search', () => {
    const links = bookAgainLinks(oneWay);
    const booking = new URL(links.booking, 'http://x');
    expect(booking.pathname).toBe('/booking');
    expect(readSearch(booking.searchParams)).toEqual({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: '2026-12-10',
      returnDate: '',
      roundTrip: false,
      adult: 2,
      child: 1,
      infant: 0,
    });
    expect(readChoice(booking.searchParams)).toEqual({
      departureRef: '41.economy',
      returnRef: '',
      agencyId: '3',
      returnAgencyId: '',
    });
    expect(links.results).toBe(
      '/flights?origin=MHD&destination=THRC&departureDate=2026-12-10&returnDate=&roundTrip=0&adult=2&child=1&infant=0',
    );
  });

  it('keeps both flights and both agencies of a round trip', () => {
    const links = bookAgainLinks({
      ...oneWay,
      returnDate: '2026-12-15',
      returnRef: '77.business',
      returnAgencyId: 5,
    });
    const booking = new URL(links.booking, 'http://x').searchParams;
    expect(readSearch(booking)).toMatchObject({ roundTrip: true, returnDate: '2026-12-15' });
    expect(readChoice(booking)).toEqual({
      departureRef: '41.economy',
      returnRef: '77.business',
      agencyId: '3',
      returnAgencyId: '5',
    });
    expect(links.results).toContain('returnDate=2026-12-15&roundTrip=1');
  });
});
