import type { Currency, Money } from '@parvaz/domain/format/money';
import { convertMoney } from '@parvaz/domain/money/exchange';
import { describe, expect, it } from 'vitest';
import {
  formatRoomChoice,
  formatRooms,
  hotelSearchParams,
  hotelsUrl,
  isCompleteHotelSearch,
  noHotelFilters,
  parseRoomChoice,
  parseRooms,
  filtersIn,
  readHotelFilters,
  readHotelSearch,
  reserveUrl,
  searchHotelsBody,
  type HotelFilters,
  type HotelSearch,
} from './hotel-search-params';

const search: HotelSearch = {
  city: 'MHD',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: [
    { adults: 2, children: 0, childAges: [] },
    { adults: 1, children: 1, childAges: [7] },
  ],
};

describe('the hotel search in the address', () => {
  it('writes the rooms compactly: adults-children, then each child age', () => {
    expect(formatRooms(search.rooms)).toBe('2-0,1-1:7');
    expect(formatRooms([{ adults: 2, children: 2, childAges: [4, 9] }])).toBe('2-2:4:9');
    expect(hotelsUrl(search)).toBe(
      '/hotels?city=MHD&checkIn=2026-12-01&checkOut=2026-12-03&rooms=2-0%2C1-1%3A7',
    );
  });

  it('reads back what it wrote, filters, sort and page included', () => {
    const filters: HotelFilters = {
      priceMin: 1_000_000,
      priceMax: 5_000_000,
      priceCurrency: 'IRR',
      stars: [4, 5],
      types: [1, 6],
      popularity: [1],
      facilities: ['pool', 'gym'],
      meals: ['breakfast'],
      q: 'park',
      sort: 'cheapest',
      page: 3,
    };
    const params = new URLSearchParams(hotelSearchParams(search, filters).toString());
    expect(readHotelSearch(params)).toEqual(search);
    expect(readHotelFilters(params)).toEqual(filters);
  });

  it('reads a price range kept across a currency switch in the currency shown now', () => {
    // Chosen in dollars: up to US$100.00, from US$40.00.
    const chosen = {
      ...noHotelFilters,
      priceMin: 4_000,
      priceMax: 10_000,
      priceCurrency: 'USD' as const,
    };
    const params = new URLSearchParams(hotelSearchParams(search, chosen).toString());
    expect(params.get('priceIn')).toBe('USD');
    const read = readHotelFilters(params);
    expect(read).toMatchObject({ priceMin: 4_000, priceMax: 10_000, priceCurrency: 'USD' });
    // A rial for every 1,000,000th of a dollar: the domain's conversion of each bound.
    const rate = {
      id: 1,
      base: 'USD',
      quote: 'IRR',
      rate: '1050000',
      validFrom: '2026-11-30',
    } as const;
    const convert = (money: Money, to: Currency) => convertMoney(money, to, rate);
    // Shown in rials now: the same range, in rials — never 100 rials.
    expect(filtersIn(read, 'IRR', convert)).toMatchObject({
      priceMin: 42_000_000,
      priceMax: 105_000_000,
      priceCurrency: null,
    });
    // Still dollars: as chosen.
    expect(filtersIn(read, 'USD', convert)).toMatchObject({ priceMin: 4_000, priceMax: 10_000 });
    // No rate to read it by: the range goes rather than being misread; the rest stays.
    const withStars = { ...read, stars: [5 as const] };
    expect(filtersIn(withStars, 'KWD', () => null)).toMatchObject({
      priceMin: null,
      priceMax: null,
      stars: [5],
    });
    // An address from before ranges named their currency: read as the currency shown.
    const old = readHotelFilters(new URLSearchParams('price=100-900'));
    expect(filtersIn(old, 'IRR', () => null)).toMatchObject({ priceMin: 100, priceMax: 900 });
  });

  it('leaves defaults out of the address', () => {
    const params = hotelSearchParams(search, noHotelFilters);
    expect([...params.keys()]).toEqual(['city', 'checkIn', 'checkOut', 'rooms']);
  });

  it('drops what does not read instead of failing: unknown keys, bad rooms, bad page', () => {
    const params = new URLSearchParams(
      'city=mhd&rooms=x-1,3-1:5,2-a&stars=9,4,4&fac=pool,sauna&types=0,2&sort=nearest&page=-2&price=abc-700',
    );
    expect(readHotelSearch(params).city).toBe('MHD');
    expect(readHotelSearch(params).rooms).toEqual([{ adults: 3, children: 1, childAges: [5] }]);
    const filters = readHotelFilters(params);
    expect(filters.stars).toEqual([4]);
    expect(filters.facilities).toEqual(['pool']);
    expect(filters.types).toEqual([2]);
    expect(filters.sort).toBe('popular');
    expect(filters.page).toBe(1);
    expect([filters.priceMin, filters.priceMax]).toEqual([null, 700]);
  });

  it('drops a date that names no day, and writes a Persian one in ASCII digits', () => {
    const bad = readHotelSearch(
      new URLSearchParams('city=MHD&checkIn=2026-13-45&checkOut=<script>&rooms=2-0'),
    );
    expect([bad.checkIn, bad.checkOut]).toEqual(['', '']);
    expect(isCompleteHotelSearch(bad)).toBe(false);
    const feb = readHotelSearch(new URLSearchParams('checkIn=2026-02-30&checkOut=۲۰۲۶-۰۳-۰۲'));
    expect([feb.checkIn, feb.checkOut]).toEqual(['', '2026-03-02']);
  });

  it('reads no rooms as one room for two adults', () => {
    expect(parseRooms(null)).toEqual([{ adults: 2, children: 0, childAges: [] }]);
    expect(parseRooms('garbage')).toEqual([{ adults: 2, children: 0, childAges: [] }]);
  });

  it('sends the search to the API as its contract names it, without empty filters', () => {
    const body = searchHotelsBody(search, { ...noHotelFilters, stars: [5] }, 10);
    expect(body).toMatchObject({
      city: 'MHD',
      rooms: [
        { adults: 2, children: 0, childAges: [] },
        { adults: 1, children: 1, childAges: [7] },
      ],
      stars: [5],
      sort: 'popular',
      page: 1,
      pageSize: 10,
    });
    expect(body.priceMin).toBeUndefined();
    expect(body.q).toBeUndefined();
  });

  it('carries the rooms chosen on a hotel to its reserve page', () => {
    expect(formatRoomChoice({ 12: 1, 15: 0, 17: 2 })).toBe('12x1,17x2');
    expect(parseRoomChoice('12x1,17x2,bad,3x')).toEqual({ 12: 1, 17: 2 });
    expect(reserveUrl(4, search, { 12: 2 })).toBe(
      '/hotels/4/reserve?city=MHD&checkIn=2026-12-01&checkOut=2026-12-03&rooms=2-0%2C1-1%3A7&choice=12x2',
    );
  });
});
