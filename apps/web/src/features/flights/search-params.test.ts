import { describe, expect, it } from 'vitest';
import { flightsUrl, isCompleteSearch, readChoice, readSearch, shiftIso } from './search-params';

describe('the search in the URL', () => {
  it('writes the whole search and reads it back', () => {
    const search = {
      origin: 'MHD',
      destination: 'THRC',
      departureDate: '2026-11-28',
      returnDate: '',
      roundTrip: false,
      adult: 2,
      child: 1,
      infant: 1,
    };
    const url = flightsUrl(search);
    expect(url).toBe(
      '/flights?origin=MHD&destination=THRC&departureDate=2026-11-28&returnDate=&roundTrip=0&adult=2&child=1&infant=1',
    );
    expect(readSearch(new URL(url, 'http://x').searchParams)).toEqual(search);
  });

  it('keeps the choices of a round trip and drops a return date on one-way trips', () => {
    const params = new URLSearchParams(
      'origin=thrc&destination=kih&departureDate=2026-12-01&returnDate=2026-12-05&roundTrip=0&departureRef=a&agencyId=3',
    );
    expect(readSearch(params)).toMatchObject({
      origin: 'THRC',
      destination: 'KIH',
      returnDate: '',
    });
    expect(readChoice(params)).toEqual({
      departureRef: 'a',
      returnRef: '',
      agencyId: '3',
      returnAgencyId: '',
    });
  });

  it('falls back to one adult for missing or broken counts', () => {
    expect(readSearch(new URLSearchParams('adult=x&child=-1'))).toMatchObject({
      adult: 1,
      child: 0,
      infant: 0,
    });
  });

  it('shifts dates across month and year ends', () => {
    expect(shiftIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftIso('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('isCompleteSearch', () => {
  it('needs both cities and the departure day', () => {
    const search = (query: string) => readSearch(new URLSearchParams(query));
    expect(isCompleteSearch(search(''))).toBe(false);
    expect(isCompleteSearch(search('origin=MHD&destination=THRC'))).toBe(false);
    expect(isCompleteSearch(search('origin=MHD&departureDate=2026-12-03'))).toBe(false);
    expect(isCompleteSearch(search('origin=mhd&destination=THRC&departureDate=2026-12-03'))).toBe(
      true,
    );
  });
});
