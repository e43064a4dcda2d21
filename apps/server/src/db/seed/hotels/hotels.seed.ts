import { count, eq, max, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  parseIsoDate,
} from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../../client';
import { hotelRoomNights, hotelRoomTypes, hotels } from '../../schema/hotels';
import { generateHotels, type GeneratedHotel } from './generate';
import { hotelNightDays, nightDates, nightsFor } from './nights';
import type { GeneratedRoomType } from './rooms';

// Loads the demo hotels into a database that has none, and at every start files the nights
// that have come into the 120-day window since: a demo left running for months still sells
// hotels tomorrow. Only nights after a room type's last filed one are added, so seeding twice
// adds nothing and an operator's changes to filed nights stand.

// Any fixed number, another than the demo seed's: processes starting together file nights once.
const hotelSeedLockId = 727_274_018;

/** Nights per insert statement: one JSON parameter each, parsed in the database. */
const nightsBatch = 12_000;

export interface HotelSeedCounts {
  hotels: number;
  roomTypes: number;
  reviews: number;
  /** Nights added by this call. */
  nights: number;
}

/**
 * Hotels, their room types and reviews in one statement, as the flights' seed does: the JSON is
 * unpacked in the database and each level finds its hotel's id by its place `n` in the list.
 */
async function insertHotels(db: Database, demo: readonly GeneratedHotel[]): Promise<void> {
  const hotelRows = demo.map((h, n) => ({
    n,
    city_code: h.cityCode,
    name: h.name,
    address: h.address,
    description: h.description,
    type: h.type,
    stars: h.stars,
    lat: h.lat,
    lng: h.lng,
    time_zone: h.timeZone,
    check_in_time: h.checkInTime,
    check_out_time: h.checkOutTime,
    phone: h.phone,
    facilities: h.facilities,
    images: h.images,
  }));
  const roomRows = demo.flatMap((h, n) =>
    h.roomTypes.map((r) => ({
      n,
      name: r.name,
      bed: r.bed,
      max_adults: r.maxAdults,
      max_children: r.maxChildren,
      meals: r.meals,
      policy: r.policy,
      currency: r.currency,
    })),
  );
  const reviewRows = demo.flatMap((h, n) =>
    h.reviews.map((r) => ({
      n,
      author_name: r.authorName,
      lang: r.lang,
      value_for_price: r.valueForPrice,
      cleanliness: r.cleanliness,
      staff: r.staff,
      facilities: r.facilities,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    })),
  );
  await db.execute(sql`
    with hotel_rows as materialized (
      select nextval(pg_get_serial_sequence('hotels', 'id')) as id, x.*
      from json_to_recordset(${JSON.stringify(hotelRows)}::json) as x(
        n int, city_code text, name jsonb, address jsonb, description jsonb, type smallint,
        stars smallint, lat real, lng real, time_zone text, check_in_time text,
        check_out_time text, phone text, facilities jsonb, images jsonb)
    ),
    inserted_hotels as (
      insert into hotels (id, city_code, name, address, description, type, stars, lat, lng,
        time_zone, check_in_time, check_out_time, phone, facilities, images)
      select id, city_code, name, address, description, type, stars, lat, lng, time_zone,
        check_in_time, check_out_time, phone, facilities, images
      from hotel_rows
      returning id
    ),
    inserted_rooms as (
      insert into hotel_room_types (hotel_id, name, bed, max_adults, max_children, meals,
        policy, currency)
      select h.id, r.name, r.bed, r.max_adults, r.max_children, r.meals, r.policy, r.currency
      from json_to_recordset(${JSON.stringify(roomRows)}::json) as r(n int, name jsonb,
        bed text, max_adults smallint, max_children smallint, meals jsonb, policy jsonb,
        currency text)
      join hotel_rows h using (n)
      returning id
    )
    insert into hotel_reviews (hotel_id, author_name, lang, value_for_price, cleanliness,
      staff, facilities, text, status, created_at)
    select h.id, v.author_name, v.lang, v.value_for_price, v.cleanliness, v.staff,
      v.facilities, v.text, 'approved', v.created_at
    from json_to_recordset(${JSON.stringify(reviewRows)}::json) as v(n int, author_name text,
      lang text, value_for_price smallint, cleanliness smallint, staff smallint,
      facilities smallint, text text, created_at timestamptz)
    join hotel_rows h using (n)
  `);
}

interface FiledRoomType {
  id: number;
  cityCode: string;
  hotelName: string;
  roomName: string;
  lastNight: string | null;
}

/** Every room type with its hotel's city and English name and its last filed night. */
async function filedRoomTypes(db: Database): Promise<FiledRoomType[]> {
  return db
    .select({
      id: hotelRoomTypes.id,
      cityCode: hotels.cityCode,
      hotelName: sql<string>`${hotels.name}->>'en'`,
      roomName: sql<string>`${hotelRoomTypes.name}->>'en'`,
      lastNight: max(hotelRoomNights.night),
    })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .leftJoin(hotelRoomNights, eq(hotelRoomNights.roomTypeId, hotelRoomTypes.id))
    .groupBy(hotelRoomTypes.id, hotels.id);
}

interface NightRow {
  room_type_id: number;
  night: string;
  allotment: number;
  sold: number;
  price: number;
}

/**
 * The nights each demo room type lacks, from the day after its last filed night (or today, in
 * the hotel's zone) to the end of the window. A room type is known by its hotel's city and
 * English name and its own English name; one the demo did not create is left to its operator.
 */
function missingNights(
  demo: readonly GeneratedHotel[],
  filed: readonly FiledRoomType[],
  now: Date,
  window: number,
): NightRow[] {
  const byName = new Map<
    string,
    { hotel: GeneratedHotel; index: number; room: GeneratedRoomType }
  >();
  for (const hotel of demo)
    hotel.roomTypes.forEach((room, index) =>
      byName.set(`${hotel.cityCode}|${hotel.name.en}|${room.name.en}`, { hotel, index, room }),
    );
  const rows: NightRow[] = [];
  // Room types in one zone share their run of dates.
  const runs = new Map<string, string[]>();
  for (const roomType of filed) {
    const found = byName.get(`${roomType.cityCode}|${roomType.hotelName}|${roomType.roomName}`);
    if (!found) continue;
    const today = localDateIn(now, found.hotel.timeZone);
    const start = parseIsoDate(today);
    const first =
      roomType.lastNight && roomType.lastNight >= today
        ? addDays(parseIsoDate(roomType.lastNight), 1)
        : start;
    const end = addDays(start, window);
    const days = daysBetween(first, end);
    if (days <= 0) continue;
    const from = formatIsoDate(first);
    const runKey = `${from}|${days}`;
    const dates = runs.get(runKey) ?? nightDates(from, days);
    runs.set(runKey, dates);
    for (const night of nightsFor(found.hotel, found.index, found.room, dates, today))
      rows.push({ room_type_id: roomType.id, ...night });
  }
  return rows;
}

/** A PostgreSQL array literal of plain values (numbers, ISO dates): nothing to quote. */
const arrayOf = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/**
 * Nights go in as five parallel arrays unnested in the database: parsing arrays of numbers
 * and dates costs a fraction of parsing the same rows as JSON objects.
 */
async function insertNights(db: Database, rows: readonly NightRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += nightsBatch) {
    const batch = rows.slice(i, i + nightsBatch);
    // A night takes the hotel's overbooking setting as it is filed.
    await db.execute(sql`
      insert into hotel_room_nights (room_type_id, night, allotment, overbooking, sold, price)
      select x.room_type_id, x.night, x.allotment, h.overbooking, x.sold, x.price
      from unnest(
        ${arrayOf(batch.map((r) => r.room_type_id))}::bigint[],
        ${arrayOf(batch.map((r) => r.night))}::date[],
        ${arrayOf(batch.map((r) => r.allotment))}::int[],
        ${arrayOf(batch.map((r) => r.sold))}::int[],
        ${arrayOf(batch.map((r) => r.price))}::bigint[]
      ) as x(room_type_id, night, allotment, sold, price)
      join hotel_room_types rt on rt.id = x.room_type_id
      join hotels h on h.id = rt.hotel_id
      on conflict (room_type_id, night) do nothing
    `);
  }
}

/**
 * Loads the demo hotels if there are none, then files the nights each demo room type lacks in
 * a window of `nights` from today (the demo's 120 unless told). One transaction: a failed seed leaves nothing and is tried again at the next start.
 */
export async function seedHotels(
  db: Database,
  now: Date,
  nights: number = hotelNightDays,
): Promise<HotelSeedCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${hotelSeedLockId})`);
    const demo = generateHotels(now);
    const [existing] = await tx.select({ n: count() }).from(hotels);
    const loaded = (existing?.n ?? 0) === 0;
    if (loaded) await insertHotels(tx, demo);
    const missing = missingNights(demo, await filedRoomTypes(tx), now, nights);
    await insertNights(tx, missing);
    return {
      hotels: loaded ? demo.length : 0,
      roomTypes: loaded ? demo.reduce((sum, h) => sum + h.roomTypes.length, 0) : 0,
      reviews: loaded ? demo.reduce((sum, h) => sum + h.reviews.length, 0) : 0,
      nights: missing.length,
    };
  });
}
