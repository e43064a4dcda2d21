import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { HotelSearchResponse, HotelSummary } from '@parvaz/domain/contracts/hotels';
import type { MessageKey } from '@parvaz/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { buildHotel, hotelDay, nonRefundable } from './hotels-test-kit';

const plus = (day: string, days: number) => formatIsoDate(addDays(parseIsoDate(day), days));

interface Answer {
  status: string;
  data: HotelSearchResponse;
  errors?: { error: string; fields?: Record<string, string> };
}

describe.each(databaseKinds)('hotel search on %s', (kind) => {
  let t: TestApp;
  let clockOffsetMs = 0;
  // Beyond the demo's 120 nights, so only these tests' hotels have rooms on them.
  const checkIn = hotelDay(250);
  const checkOut = plus(checkIn, 3);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(Date.now() + clockOffsetMs) });
    const db = t.database.db;
    const nights = { from: checkIn, nights: 3 };
    ids.alpha = (
      await buildHotel(db, {
        name: 'Alpha Palace',
        stars: 5,
        type: 1,
        facilities: ['pool', 'internet', 'parking'],
        rooms: [
          { name: 'Double', price: 1_000_000, ...nights },
          {
            name: 'Family',
            maxAdults: 3,
            maxChildren: 1,
            meals: ['breakfast', 'dinner'],
            price: 1_800_000,
            ...nights,
          },
        ],
        reviews: [{ score: 9 }, { score: 9 }, { score: 8 }, { score: 1, status: 'pending' }],
      })
    ).id;
    ids.beta = (
      await buildHotel(db, {
        name: 'Beta Inn',
        stars: 3,
        type: 3,
        rooms: [
          {
            price: 600_000,
            // The rate goes up on the stay's last night: priced night by night.
            prices: { [plus(checkIn, 2)]: 900_000 },
            policy: nonRefundable,
            meals: [],
            ...nights,
          },
        ],
        reviews: [{ score: 6 }],
      })
    ).id;
    ids.gamma = (
      await buildHotel(db, {
        name: 'Gamma Full',
        stars: 4,
        rooms: [{ price: 400_000, allotment: 2, sold: { [plus(checkIn, 1)]: 2 }, ...nights }],
      })
    ).id;
    ids.delta = (
      await buildHotel(db, {
        name: 'Delta 24 Rooms',
        stars: 2,
        overbooking: 1,
        rooms: [{ price: 500_000, allotment: 1, sold: { [plus(checkIn, 1)]: 1 }, ...nights }],
      })
    ).id;
    await buildHotel(db, {
      name: 'Epsilon Closed',
      active: false,
      rooms: [{ price: 100_000, ...nights }],
    });
    await buildHotel(db, {
      name: 'Zeta Short',
      rooms: [{ price: 100_000, from: checkIn, nights: 2 }],
    });
    await buildHotel(db, {
      name: 'Eta Elsewhere',
      cityCode: 'SYZ',
      rooms: [{ price: 100_000, ...nights }],
    });
  });
  afterAll(() => t.close());

  /** Prices as filed: the test brand (turk) would answer dollars unless rials are asked. */
  const search = async (body: Record<string, unknown>, lang = 'en') =>
    (
      await t.post(
        'hotel/searchHotels',
        { city: 'MHD', checkIn, checkOut, ...body },
        { lang, currency: 'IRR' },
      )
    ).json as Answer;
  const idsOf = (answer: Answer) => answer.data.items.map((hotel) => hotel.id);
  const hotel = (answer: Answer, id: number | undefined): HotelSummary | undefined =>
    answer.data.items.find((item) => item.id === id);

  it('lists the hotels with a free fitting room on every night, and no other', async () => {
    const answer = await search({});
    expect(answer.status).toBe('success');
    // Gamma is sold out on the middle night; Epsilon is inactive; Zeta lacks the last night.
    expect(new Set(idsOf(answer))).toEqual(new Set([ids.alpha, ids.beta, ids.delta]));
    expect(answer.data.total).toBe(3);
  });

  it('prices a stay across a rate change night by night', async () => {
    const beta = hotel(await search({}), ids.beta);
    expect(beta?.price).toEqual({ perNight: 700_000, total: 2_100_000, currency: 'IRR' });
    expect(beta?.freeCancellationUntil).toBeUndefined();
  });

  it('takes the cheapest fitting room type, and its free-cancellation deadline in the zone', async () => {
    const answer = await search({});
    const alpha = hotel(answer, ids.alpha);
    expect(alpha).toMatchObject({
      name: 'Alpha Palace',
      city: 'MHD',
      cityName: 'Mashhad',
      stars: 5,
      popularity: 1,
      rating: { score: 8.7, count: 3 },
      meals: ['breakfast', 'dinner'],
      price: { perNight: 1_000_000, total: 3_000_000, currency: 'IRR' },
    });
    // Free until three days before check-in, at the hotel's check-in time in Tehran.
    expect(alpha?.freeCancellationUntil).toBe(`${plus(checkIn, -3)}T14:00:00+03:30`);
    const persian = hotel(await search({}, 'fa'), ids.alpha);
    expect(persian).toMatchObject({ name: 'Alpha Palace fa', cityName: 'مشهد' });
  });

  it('gives a large party the only room type that sleeps it', async () => {
    const answer = await search({ rooms: [{ adults: 3, children: 1, childAges: [6] }] });
    expect(idsOf(answer)).toEqual([ids.alpha]);
    expect(hotel(answer, ids.alpha)?.price.total).toBe(5_400_000);
  });

  it('counts overbooking as free rooms, but never past it', async () => {
    // Delta has one room, one sold on the middle night, and one room of overbooking margin.
    expect(idsOf(await search({}))).toContain(ids.delta);
    const two = await search({
      rooms: [
        { adults: 2, children: 0 },
        { adults: 1, children: 0 },
      ],
    });
    expect(idsOf(two)).not.toContain(ids.delta);
    expect(hotel(two, ids.alpha)?.price.total).toBe(6_000_000);
  });

  it.each([
    [{ stars: [5] }, ['alpha']],
    [{ stars: [2, 3] }, ['beta', 'delta']],
    [{ types: [3] }, ['beta']],
    [{ popularity: [1] }, ['alpha']],
    [{ popularity: [2] }, ['beta']],
    [{ facilities: ['pool', 'internet'] }, ['alpha']],
    [{ facilities: ['internet'] }, ['alpha', 'beta', 'delta']],
    [{ meals: ['dinner'] }, ['alpha']],
    [{ meals: ['breakfast'] }, ['alpha', 'delta']],
    [{ q: 'BETA' }, ['beta']],
    [{ q: 'palace fa' }, ['alpha']],
    [{ q: '۲۴' }, ['delta']],
    [{ priceMax: 700_000 }, ['beta', 'delta']],
    [{ priceMin: 600_000, priceMax: 1_000_000 }, ['alpha', 'beta']],
  ])('filters by %j', async (filter, expected) => {
    const answer = await search(filter);
    expect(new Set(idsOf(answer))).toEqual(new Set(expected.map((name) => ids[name])));
    expect(answer.data.total).toBe(expected.length);
  });

  it('counts each facet option over the search without that facet, the price over all', async () => {
    const { facets } = (await search({ stars: [5] })).data;
    // Stars are counted as if no grade were chosen; the other facets within five stars.
    expect(facets.stars).toEqual({ 1: 0, 2: 1, 3: 1, 4: 0, 5: 1 });
    expect(facets.types).toMatchObject({ 1: 1, 3: 0 });
    expect(facets.facilities).toMatchObject({ pool: 1, internet: 1, gym: 0 });
    expect(facets.meals).toEqual({ breakfast: 1, lunch: 0, dinner: 1 });
    expect(facets.popularity).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    expect(facets.price).toEqual({ min: 500_000, max: 1_000_000, currency: 'IRR' });
    const byType = (await search({ types: [3] })).data.facets;
    expect(byType.types).toMatchObject({ 1: 2, 3: 1 });
    expect(byType.stars).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 });
  });

  it.each([
    ['cheapest', ['delta', 'beta', 'alpha']],
    ['expensive', ['alpha', 'beta', 'delta']],
    ['stars', ['alpha', 'beta', 'delta']],
    // Alpha: 8.7 from three reviews; Beta 6 from one; Delta unrated.
    ['popular', ['alpha', 'beta', 'delta']],
  ])('sorts %s', async (sort, expected) => {
    expect(idsOf(await search({ sort }))).toEqual(expected.map((name) => ids[name]));
  });

  it('pages the sorted result', async () => {
    const first = await search({ sort: 'cheapest', pageSize: 2 });
    const second = await search({ sort: 'cheapest', pageSize: 2, page: 2 });
    expect(idsOf(first)).toEqual([ids.delta, ids.beta]);
    expect(idsOf(second)).toEqual([ids.alpha]);
    expect(second.data.total).toBe(3);
  });

  it('re-opens a search by its id until it expires, and refuses a changed id', async () => {
    const first = await search({ rooms: [{ adults: 3, children: 0 }] });
    expect(new Date(first.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // The id carries the stay and party: other criteria in the body are not the search's.
    const reopened = await search({
      searchId: first.data.searchId,
      city: 'SYZ',
      sort: 'cheapest',
    });
    expect(reopened.data).toMatchObject({ searchId: first.data.searchId, total: 1 });
    expect(idsOf(reopened)).toEqual([ids.alpha]);

    const [data, signature] = first.data.searchId.split('.');
    const tampered = `${data}x.${signature}`;
    const refused = await t.post('hotel/searchHotels', { searchId: tampered }, { lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ errors: { fields: { searchId: expect.any(String) } } });

    clockOffsetMs = 16 * 60_000;
    try {
      for (const lang of ['en', 'fa'] as const) {
        const body = { searchId: first.data.searchId };
        const expired = await t.post('hotel/searchHotels', body, { lang });
        expect(expired.status).toBe(410);
        expect(expired.json).toMatchObject({
          errors: { error: t.app.translatorFor(lang)('searchExpired') },
        });
      }
    } finally {
      clockOffsetMs = 0;
    }
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['an unknown city', { city: 'XYZ' }, 'city', 'hotelCityRequired'],
    ['a check-in in the past', { checkIn: hotelDay(-2) }, 'checkIn', 'checkInInPast'],
    ['check-out before check-in', { checkOut: checkIn }, 'checkOut', 'checkOutAfterCheckIn'],
    ['a stay too long', { checkOut: plus(checkIn, 31) }, 'checkOut', 'stayTooLong'],
    ['a room without adults', { rooms: [{ adults: 0 }] }, 'rooms.0.adults', 'roomAdultsRange'],
    [
      'a child without an age',
      { rooms: [{ adults: 1, children: 1 }] },
      'rooms.0.childAges',
      'childAgeRequired',
    ],
    [
      'six rooms',
      { rooms: Array.from({ length: 6 }, () => ({ adults: 1 })) },
      'rooms',
      'tooManyRooms',
    ],
  ])('refuses %s with 400 in the caller’s language', async (_name, body, field, key) => {
    for (const lang of ['en', 'fa'] as const) {
      const answer = await t.post(
        'hotel/searchHotels',
        { city: 'MHD', checkIn, checkOut, ...body },
        { lang },
      );
      const message = t.app.translatorFor(lang)(key);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({
        status: 'error',
        errors: { error: message, fields: { [field]: message } },
      });
    }
  });

  it('counts the active hotels of each of the fifteen cities', async () => {
    const cities = async () =>
      (
        (await t.post('hotel/getHotelCities', {}, { lang: 'fa' })).json as {
          data: { code: string; name: string; country: string; hotels: number; timeZone: string }[];
        }
      ).data;
    const before = await cities();
    expect(before).toHaveLength(15);
    expect(before.find((city) => city.code === 'MHD')).toMatchObject({
      name: 'مشهد',
      countryCode: 'IR',
      timeZone: 'Asia/Tehran',
    });
    const sohar = () => before.find((city) => city.code === 'OHS')?.hotels ?? 0;
    const soharBefore = sohar();
    await buildHotel(t.database.db, { name: 'Theta Sohar', cityCode: 'OHS', rooms: [] });
    await buildHotel(t.database.db, {
      name: 'Iota Closed',
      cityCode: 'OHS',
      active: false,
      rooms: [],
    });
    const after = await cities();
    expect(after.find((city) => city.code === 'OHS')?.hotels).toBe(soharBefore + 1);
    expect(after.find((city) => city.code === 'OHS')?.timeZone).toBe('Asia/Muscat');
  });
});
