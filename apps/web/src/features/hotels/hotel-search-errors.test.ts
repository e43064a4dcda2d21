import { describe, expect, it } from 'vitest';
import { addressStayErrors } from './hotel-search-errors';
import { readHotelSearch, stayFields } from './hotel-search-params';

const today = '2026-11-20';
const errorsOf = (query: string) => {
  const params = new URLSearchParams(query);
  return addressStayErrors(params, readHotelSearch(params), today);
};

describe('the errors of the stay in the address', () => {
  it('asks nothing of bare /hotels', () => {
    expect(errorsOf('')).toEqual({});
  });

  it('names the city and the day missing from a stay sent empty', () => {
    expect(errorsOf('cityText=&city=&checkIn=&checkOut=&rooms=2-0')).toEqual({
      city: 'hotelCityRequired',
      checkIn: 'checkInRequired',
    });
  });

  it('finds a day gone by and a room with no adult', () => {
    expect(errorsOf('city=MHD&checkIn=2026-11-19&checkOut=2026-11-21&rooms=0-1:5')).toEqual({
      checkIn: 'checkInInPast',
      rooms: 'roomAdultsRange',
    });
  });

  it('finds nothing wrong with a whole stay', () => {
    expect(errorsOf('city=MHD&checkIn=2026-12-01&checkOut=2026-12-03&rooms=2-0,1-1:7')).toEqual({});
  });
});

describe('the stay a GET form sends', () => {
  it('names every field, empty ones too, as the address reads them', () => {
    const search = readHotelSearch(new URLSearchParams('city=mhd&rooms=2-0,1-1:7'));
    expect(stayFields(search)).toEqual({
      city: 'MHD',
      checkIn: '',
      checkOut: '',
      rooms: '2-0,1-1:7',
    });
    expect(readHotelSearch(new URLSearchParams(stayFields(search)))).toEqual(search);
  });
});
