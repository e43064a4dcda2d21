import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { HotelDetail, HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { priceStay } from './hotels.api';
import { buildHotel, hotelDay, nonRefundable, type BuiltHotel } from './hotels-test-kit';

const plus = (day: string, days: number) => formatIsoDate(addDays(parseIsoDate(day), days));

describe.each(databaseKinds)("a hotel's page on %s", (kind) => {
  let t: TestApp;
  let kappa: BuiltHotel;
  let closed: BuiltHotel;
  const checkIn = hotelDay(260);
  const checkOut = plus(checkIn, 2);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    kappa = await buildHotel(db, {
      name: 'Kappa Bosphorus',
      cityCode: 'ISTC',
      stars: 4,
      checkInTime: '15:00',
      facilities: ['gym', 'internet'],
      rooms: [
        {
          name: 'Standard',
          currency: 'USD',
          price: 10_000,
          from: checkIn,
          nights: 2,
          sold: { [plus(checkIn, 1)]: 3 },
        },
        {
          name: 'Suite',
          bed: 'king',
          maxAdults: 4,
          maxChildren: 2,
          meals: ['breakfast', 'lunch'],
          currency: 'USD',
          policy: nonRefundable,
          price: 30_000,
          prices: { [plus(checkIn, 1)]: 35_000 },
          from: checkIn,
          nights: 2,
        },
        // Filed for the first night only: not on sale for this stay.
        { name: 'Loft', currency: 'USD', price: 20_000, from: checkIn, nights: 1 },
      ],
      reviews: [
        ...Array.from({ length: 12 }, (_, i) => ({ score: i % 2 ? 8 : 9, at: day(i) })),
        { score: 0, status: 'pending' as const, at: day(40) },
      ],
    });
    closed = await buildHotel(db, { name: 'Lambda Closed', active: false, rooms: [] });
  });
  afterAll(() => t.close());

  const detail = async (body: Record<string, unknown>, lang = 'en') => {
    const answer = await t.post('hotel/getHotel', body, { lang });
    return { status: answer.status, json: answer.json as { data: HotelDetail } };
  };

  it('shows the hotel without dates: photos, times, criteria and the newest reviews', async () => {
    const { status, json } = await detail({ id: kappa.id });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      id: kappa.id,
      name: 'Kappa Bosphorus',
      city: 'ISTC',
      cityName: 'Istanbul',
      description: 'About Kappa Bosphorus',
      timeZone: 'Europe/Istanbul',
      checkInTime: '15:00',
      checkOutTime: '12:00',
      facilities: ['gym', 'internet'],
      meals: ['breakfast', 'lunch'],
      images: [{ src: '/hotels/test.webp', alt: 'Kappa Bosphorus' }],
      rating: { score: 8.5, count: 12 },
      popularity: 1,
      criteria: { valueForPrice: 8.5, cleanliness: 8.5, staff: 8.5, facilities: 8.5 },
    });
    expect(json.data.rooms).toBeUndefined();
    // Approved only, newest first, ten a page.
    expect(json.data.reviews.total).toBe(12);
    expect(json.data.reviews.items.map((review) => review.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Stay ${12 - i}`),
    );
    const second = await detail({ id: kappa.id, reviewsPage: 2 });
    expect(second.json.data.reviews.items.map((review) => review.text)).toEqual([
      'Stay 2',
      'Stay 1',
    ]);
    expect((await detail({ id: kappa.id }, 'fa')).json.data).toMatchObject({
      name: 'Kappa Bosphorus fa',
      cityName: 'استانبول',
    });
  });

  it('prices every room type filed for the stay, night by night, with its terms in the zone', async () => {
    const { json } = await detail({ id: kappa.id, checkIn, checkOut });
    const rooms = json.data.rooms ?? [];
    expect(rooms.map((room) => room.name)).toEqual(['Standard', 'Suite']);
    const [standard, suite] = rooms as [HotelRoomOffer, HotelRoomOffer];
    expect(standard).toMatchObject({
      roomTypeId: kappa.roomTypeIds[0],
      bed: 'double',
      capacity: { adults: 2, children: 0 },
      meals: ['breakfast'],
      // Five rooms, three sold on the second night.
      available: 2,
      price: {
        nights: [
          { date: checkIn, amount: 10_000 },
          { date: plus(checkIn, 1), amount: 10_000 },
        ],
        total: 20_000,
        currency: 'USD',
      },
    });
    expect(standard.cancellation).toEqual({
      refundable: true,
      timeZone: 'Europe/Istanbul',
      rules: [
        {
          until: `${plus(checkIn, -3)}T15:00:00+03:00`,
          penalty: { amount: 0, currency: 'USD', percent: 0 },
        },
        {
          until: `${checkIn}T15:00:00+03:00`,
          penalty: { amount: 10_000, currency: 'USD', nights: 1 },
        },
      ],
      noShow: { amount: 20_000, currency: 'USD' },
    });
    expect(suite.price.total).toBe(65_000);
    expect(suite.cancellation).toMatchObject({
      refundable: false,
      rules: [
        {
          until: `${checkIn}T15:00:00+03:00`,
          penalty: { amount: 65_000, percent: 100 },
        },
      ],
    });
  });

  it('answers only the rooms that sleep the party, and only the rooms with getHotelRooms', async () => {
    const party = {
      id: kappa.id,
      checkIn,
      checkOut,
      rooms: [{ adults: 3, children: 1, childAges: [4] }],
    };
    const { json } = await detail(party);
    expect(json.data.rooms?.map((room) => room.name)).toEqual(['Suite']);
    const rooms = await t.post('hotel/getHotelRooms', party, { lang: 'tr' });
    expect(rooms.status).toBe(200);
    expect((rooms.json as { data: HotelRoomOffer[] }).data.map((room) => room.name)).toEqual([
      'Suite tr',
    ]);
  });

  it('refuses unknown and inactive hotels with 404, bad dates with 400, in the language', async () => {
    for (const lang of ['en', 'fa'] as const) {
      const say = t.app.translatorFor(lang);
      for (const id of [999_999, closed.id]) {
        const missing = await t.post('hotel/getHotel', { id }, { lang });
        expect(missing.status).toBe(404);
        expect(missing.json).toMatchObject({ errors: { error: say('hotelNotFound') } });
      }
      const past = await t.post(
        'hotel/getHotel',
        { id: kappa.id, checkIn: hotelDay(-3), checkOut: hotelDay(-1) },
        { lang },
      );
      expect(past.status).toBe(400);
      expect(past.json).toMatchObject({
        errors: { error: say('checkInInPast'), fields: { checkIn: say('checkInInPast') } },
      });
      const noDates = await t.post('hotel/getHotelRooms', { id: kappa.id }, { lang });
      expect(noDates.status).toBe(400);
      expect(noDates.json).toMatchObject({ errors: { error: say('checkInRequired') } });
      const noId = await t.post('hotel/getHotel', { id: 'x' }, { lang });
      expect(noId.status).toBe(400);
    }
  });

  it('prices a stay for the reservation from the current room nights', async () => {
    const [standard, suite, loft] = kappa.roomTypeIds;
    const priced = await priceStay(t.database.db, kappa.id, checkIn, checkOut, [
      suite ?? 0,
      standard ?? 0,
      standard ?? 0,
      loft ?? 0,
      closed.id * 1000,
    ]);
    expect(priced?.hotel).toMatchObject({
      id: kappa.id,
      timeZone: 'Europe/Istanbul',
      checkInTime: '15:00',
      active: true,
    });
    const rooms = priced?.rooms ?? [];
    expect(rooms.map((room) => room?.total)).toEqual([65_000, 20_000, 20_000, 20_000, undefined]);
    expect(rooms.map((room) => room?.complete)).toEqual([true, true, true, false, undefined]);
    expect(rooms[1]).toMatchObject({ available: 2, currency: 'USD', terms: { refundable: true } });
    expect(rooms[0]?.policy.rules[0]?.until).toEqual(new Date(`${checkIn}T12:00:00Z`));
    expect(await priceStay(t.database.db, 999_999, checkIn, checkOut, [1])).toBeUndefined();
  });
});
