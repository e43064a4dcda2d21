import { count, countDistinct, eq, gt, max, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { hotelReviews, hotelRoomNights, hotelRoomTypes, hotels } from '../../schema/hotels';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { seedDatabase } from '../seed';
import { generateHotels } from './generate';
import { seedHotels } from './hotels.seed';
import { hotelNightDays } from './nights';

const day = 86_400_000;

describe.each(databaseKinds)('demo hotels seeded on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { data: 'demo' });
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const db = t.database.db;
    const of = async (
      table: typeof hotels | typeof hotelRoomTypes | typeof hotelRoomNights | typeof hotelReviews,
    ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      hotels: await of(hotels),
      roomTypes: await of(hotelRoomTypes),
      nights: await of(hotelRoomNights),
      reviews: await of(hotelReviews),
    };
  };

  /** Each room type's first and last night and how many, with its hotel's zone. */
  const spans = () =>
    t.database.db
      .select({
        id: hotelRoomTypes.id,
        timeZone: hotels.timeZone,
        first: min(hotelRoomNights.night),
        last: max(hotelRoomNights.night),
        nights: count(hotelRoomNights.id),
      })
      .from(hotelRoomTypes)
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .leftJoin(hotelRoomNights, eq(hotelRoomNights.roomTypeId, hotelRoomTypes.id))
      .groupBy(hotelRoomTypes.id, hotels.timeZone);

  const localDay = (now: Date, zone: string, plus: number) =>
    formatIsoDate(addDays(parseIsoDate(localDateIn(now, zone)), plus));

  it('holds every city, type and grade, and 120 nights per room type from the local today', async () => {
    const db = t.database.db;
    const [kinds] = await db
      .select({
        hotels: count(),
        cities: countDistinct(hotels.cityCode),
        types: countDistinct(hotels.type),
        stars: countDistinct(hotels.stars),
      })
      .from(hotels);
    expect(kinds?.hotels).toBeGreaterThanOrEqual(120);
    expect(kinds).toMatchObject({ cities: 15, types: 7, stars: 5 });
    const now = new Date();
    for (const span of await spans()) {
      expect(span.nights).toBe(hotelNightDays);
      // The template may have been seeded just before the zone's midnight.
      expect([localDay(now, span.timeZone, 0), localDay(now, span.timeZone, -1)]).toContain(
        span.first,
      );
    }
  });

  it('never has a night sold past its allotment, and shows only approved reviews', async () => {
    const db = t.database.db;
    const [oversold] = await db
      .select({ n: count() })
      .from(hotelRoomNights)
      .where(gt(hotelRoomNights.sold, hotelRoomNights.allotment));
    expect(oversold?.n).toBe(0);
    const [full] = await db
      .select({ n: count() })
      .from(hotelRoomNights)
      .where(eq(hotelRoomNights.sold, hotelRoomNights.allotment));
    expect(full?.n).toBeGreaterThan(0);
    const statuses = await db.selectDistinct({ status: hotelReviews.status }).from(hotelReviews);
    expect(statuses).toEqual([{ status: 'approved' }]);
  });

  it('adds nothing when seeded again, at once or through the whole demo seed', async () => {
    // A zone's midnight may have passed since the template was seeded: file up to now first.
    const now = new Date();
    await seedHotels(t.database.db, now);
    const before = await counts();
    expect(await seedHotels(t.database.db, now)).toEqual({
      hotels: 0,
      roomTypes: 0,
      reviews: 0,
      nights: 0,
    });
    expect(await counts()).toEqual(before);
    await seedDatabase(t.database.db, { demo: true, now });
    expect(await counts()).toEqual(before);
  });

  it('files only the nights that came into the window on a later start', async () => {
    const before = await counts();
    const later = new Date(Date.now() + 3 * day);
    const added = await seedHotels(t.database.db, later);
    expect(added).toMatchObject({ hotels: 0, nights: before.roomTypes * 3 });
    expect((await counts()).nights).toBe(before.nights + before.roomTypes * 3);
    for (const span of await spans())
      expect(span.last).toBe(localDay(later, span.timeZone, hotelNightDays - 1));
    expect((await seedHotels(t.database.db, later)).nights).toBe(0);
  });

  it('loads into a database without hotels exactly what the generator makes', async () => {
    const db = t.database.db;
    await db.execute(
      sql`truncate hotel_reviews, hotel_room_nights, hotel_room_types, hotels restart identity cascade`,
    );
    const now = new Date();
    const demo = generateHotels(now);
    const loaded = await seedHotels(db, now);
    const roomTypes = demo.reduce((sum, h) => sum + h.roomTypes.length, 0);
    expect(loaded).toEqual({
      hotels: demo.length,
      roomTypes,
      reviews: demo.reduce((sum, h) => sum + h.reviews.length, 0),
      nights: roomTypes * hotelNightDays,
    });
    expect(await counts()).toEqual({
      hotels: loaded.hotels,
      roomTypes: loaded.roomTypes,
      nights: loaded.nights,
      reviews: loaded.reviews,
    });
    const [firouzeh] = await db
      .select()
      .from(hotels)
      .where(sql`${hotels.name}->>'en' = ${demo[0]?.name.en ?? ''}`);
    expect(firouzeh).toMatchObject({
      cityCode: demo[0]?.cityCode,
      name: demo[0]?.name,
      facilities: demo[0]?.facilities,
      images: demo[0]?.images,
    });
  });
});
