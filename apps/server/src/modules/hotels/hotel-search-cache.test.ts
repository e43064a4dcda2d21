import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import {
  hotelSearchRequestSchema,
  type HotelSearchResponse,
} from '@parvaz/domain/contracts/hotels';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelRoomNights, hotels } from '../../db/schema/hotels';
import { SerializedJson } from '../../platform/envelope';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { displayPrices } from '../exchange/exchange.api';
import { createHotelSearchCache, hotelPricing } from './hotel-search-cache';
import {
  priceSearch,
  type HotelPricing,
  type PricedHotel,
  type PricedSearch,
} from './hotel-search-pricing';
import { searchHotels } from './hotel-search.service';
import { buildHotel, hotelDay } from './hotels-test-kit';

const plus = (day: string, days: number) => formatIsoDate(addDays(parseIsoDate(day), days));
const localized = (en: string) => ({ fa: `${en} fa`, ar: `${en} ar`, en, tr: `${en} tr` });
const couple = [{ adults: 2, children: 0, childAges: [] }];

describe('hotel search cache, over a counted pricing', () => {
  const search: PricedSearch = {
    city: 'MHD',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    rooms: couple,
  };
  const counting = () => {
    const calls: PricedSearch[] = [];
    const load: HotelPricing = (asked) => {
      calls.push(asked);
      return Promise.resolve([]);
    };
    return { calls, load };
  };

  it('prices a city, stay and party once within its time, and again after it', async () => {
    let nowMs = Date.UTC(2026, 10, 26, 8);
    const { calls, load } = counting();
    const priced = createHotelSearchCache(load, {
      ttlMs: 10_000,
      maxEntries: 10,
      now: () => new Date(nowMs),
    });
    const first = await priced(search);
    nowMs += 10_000;
    expect(await priced({ ...search, rooms: [{ adults: 2, children: 0, childAges: [] }] })).toBe(
      first,
    );
    expect(calls).toHaveLength(1);
    nowMs += 1;
    expect(await priced(search)).not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it('keeps each stay and party apart, a child of another age included', async () => {
    const { calls, load } = counting();
    const priced = createHotelSearchCache(load, {
      ttlMs: 10_000,
      maxEntries: 10,
      now: () => new Date(),
    });
    await priced(search);
    await priced({ ...search, checkOut: '2026-12-13' });
    await priced({ ...search, rooms: [{ adults: 2, children: 1, childAges: [4] }] });
    await priced({ ...search, rooms: [{ adults: 2, children: 1, childAges: [5] }] });
    await priced({ ...search, city: 'SYZ' });
    await priced({ ...search, rooms: [...couple, ...couple] });
    expect(calls).toHaveLength(6);
  });

  it('does not keep a failed pricing, and starts over when full', async () => {
    let fail = true;
    let loads = 0;
    const priced = createHotelSearchCache(
      () => {
        loads += 1;
        return fail ? Promise.reject(new Error('database gone')) : Promise.resolve([]);
      },
      { ttlMs: 10_000, maxEntries: 2, now: () => new Date() },
    );
    await expect(priced(search)).rejects.toThrow('database gone');
    fail = false;
    await priced(search);
    expect(loads).toBe(2);
    await priced({ ...search, city: 'SYZ' });
    await priced({ ...search, city: 'IFN' });
    await priced(search);
    expect(loads).toBe(5);
  });
});

describe.each(databaseKinds)('hotel search cache on %s', (kind) => {
  let t: TestApp;
  // Beyond the demo's nights and the search tests' days: only this hotel has rooms on them.
  const checkIn = hotelDay(270);
  const checkOut = plus(checkIn, 2);
  const search: PricedSearch = { city: 'MHD', checkIn, checkOut, rooms: couple };
  let roomTypeId = 0;
  let hotelId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const built = await buildHotel(t.database.db, {
      name: 'Cached Court',
      rooms: [{ price: 700_000, allotment: 1, from: checkIn, nights: 2 }],
    });
    roomTypeId = built.roomTypeIds[0] ?? 0;
    hotelId = built.id;
  });
  afterAll(() => t.close());

  const setSold = (sold: number) =>
    t.database.db
      .update(hotelRoomNights)
      .set({ sold })
      .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), eq(hotelRoomNights.night, checkIn)));
  const names = (hotels: readonly PricedHotel[]) => hotels.map((hotel) => hotel.name.en);

  it('with SEARCH_CACHE_SECONDS=0 reads the room nights on every search', async () => {
    const priced = hotelPricing(t.database.db, { cacheMs: 0, catalogMs: 0, now: () => new Date() });
    expect(names(await priced(search))).toEqual(['Cached Court']);
    await setSold(1);
    expect(await priced(search)).toEqual([]);
    await setSold(0);
    expect(names(await priced(search))).toEqual(['Cached Court']);
  });

  it('keeps a sold-out room listed until the cache time passes; the price is the stay’s', async () => {
    let nowMs = Date.now();
    const priced = hotelPricing(t.database.db, {
      cacheMs: 10_000,
      catalogMs: 0,
      now: () => new Date(nowMs),
    });
    const [hotel] = await priced(search);
    expect(hotel).toMatchObject({ total: 1_400_000, perNight: 700_000, currency: 'IRR' });
    await setSold(1);
    expect(names(await priced(search))).toEqual(['Cached Court']);
    nowMs += 10_001;
    expect(await priced(search)).toEqual([]);
    await setSold(0);
  });

  it('with the catalog cached and the search cache off, reads free rooms afresh but the hotel once', async () => {
    let nowMs = Date.now();
    const priced = hotelPricing(t.database.db, {
      cacheMs: 0,
      catalogMs: 60_000,
      now: () => new Date(nowMs),
    });
    expect(names(await priced(search))).toEqual(['Cached Court']);
    await t.database.db
      .update(hotels)
      .set({ name: localized('Renamed') })
      .where(eq(hotels.id, hotelId));
    await setSold(1);
    // The sale shows at once; the new name only once the catalog's minute has passed.
    expect(await priced(search)).toEqual([]);
    await setSold(0);
    expect(names(await priced(search))).toEqual(['Cached Court']);
    nowMs += 60_001;
    expect(names(await priced(search))).toEqual(['Renamed']);
    await t.database.db
      .update(hotels)
      .set({ name: localized('Cached Court') })
      .where(eq(hotels.id, hotelId));
  });

  it('answers filters, sorts, pages, languages and currencies of one search from one pricing', async () => {
    let loads = 0;
    const deps = {
      signer: t.app.signer,
      now: () => new Date(),
      pricedHotels: createHotelSearchCache(
        (asked) => {
          loads += 1;
          return priceSearch(t.database.db, asked);
        },
        { ttlMs: 10_000, maxEntries: 10, now: () => new Date() },
      ),
    };
    const request = (extra: Record<string, unknown>) =>
      hotelSearchRequestSchema.parse({ city: 'MHD', checkIn, checkOut, ...extra });
    const answer = async (
      extra: Record<string, unknown>,
      lang: Language = 'en',
      currency: Currency = 'IRR',
    ) => {
      const prices = await displayPrices(t.database.db, currency, new Date());
      const found = await searchHotels(deps, request(extra), lang, prices);
      return found instanceof SerializedJson ? found : new SerializedJson(JSON.stringify(found));
    };
    const first = await answer({});
    // The same new search gets the same written answer, search id and all.
    expect(await answer({})).toBe(first);
    const shown = JSON.parse(first.text) as HotelSearchResponse;
    expect(shown.items.map((hotel) => hotel.name)).toEqual(['Cached Court']);
    const persian = JSON.parse((await answer({}, 'fa')).text) as HotelSearchResponse;
    expect(persian.items[0]?.name).toBe('Cached Court fa');
    const fiveStars = JSON.parse((await answer({ stars: [5] })).text) as HotelSearchResponse;
    expect(fiveStars.total).toBe(0);
    const secondPage = JSON.parse((await answer({ page: 2 })).text) as HotelSearchResponse;
    expect(secondPage).toMatchObject({ total: 1, items: [] });
    const reopened = JSON.parse(
      (await answer({ searchId: shown.searchId, sort: 'cheapest' })).text,
    ) as HotelSearchResponse;
    expect(reopened).toMatchObject({ searchId: shown.searchId, total: 1 });
    // Another currency is another written answer (keyed by currency and rate), of one pricing.
    const dollars = await answer({}, 'en', 'USD');
    expect(dollars).not.toBe(first);
    const inDollars = JSON.parse(dollars.text) as HotelSearchResponse;
    expect(inDollars.items[0]?.price.currency).toBe('USD');
    expect(inDollars.exchange).toMatchObject({ base: 'USD', quote: 'IRR' });
    expect(await answer({}, 'en', 'USD')).toBe(dollars);
    expect(loads).toBe(1);
  });
});
