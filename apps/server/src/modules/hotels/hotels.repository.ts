import { and, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BedKind, MealKey } from '@parvaz/domain/hotels/catalog';
import type { PolicyTerms } from '@parvaz/domain/hotels/cancellation';
import type { LocalizedName } from '@parvaz/domain/reference/localized';
import type { Database } from '../../db/client';
import { hotelReviews, hotelRoomNights, hotelRoomTypes, hotels } from '../../db/schema/hotels';

// Hotels' reads. Room nights are read aggregated per room type over the stay, so a city's search
// is two statements whatever the number of hotels: its hotels with their ratings, and the room
// types that are free on every night with their night-by-night prices.

/** Rooms still free on a night: what the hotel allows (allotment and overbooking) less sold. */
const freeRooms = sql<number>`min(${hotelRoomNights.allotment} + ${hotelRoomNights.overbooking} - ${hotelRoomNights.sold})::int`;

const approved = eq(hotelReviews.status, 'approved');

/**
 * A hotel's approved reviews' count or average of the four criteria (0–10), as a subquery per
 * hotel row: it reads that hotel's reviews by their index, where a grouped join would read every
 * review of every city on each search.
 */
function reviewAggregate<T>(aggregate: SQL, fallback: SQL) {
  // Written out with its own alias: drizzle leaves columns unqualified inside a raw fragment, and
  // an unqualified `id` would be the review's, not the hotel's.
  return sql<T>`coalesce((select ${aggregate} from hotel_reviews r where r.hotel_id = ${hotels}.id and r.status = 'approved'), ${fallback})`;
}

const criteriaSum = sql`(r.value_for_price + r.cleanliness + r.staff + r.facilities)`;

export type HotelRow = Awaited<ReturnType<typeof selectHotels>>[number];

function selectHotels(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: hotels.id,
      cityCode: hotels.cityCode,
      name: hotels.name,
      address: hotels.address,
      description: hotels.description,
      type: hotels.type,
      stars: hotels.stars,
      lat: hotels.lat,
      lng: hotels.lng,
      timeZone: hotels.timeZone,
      checkInTime: hotels.checkInTime,
      checkOutTime: hotels.checkOutTime,
      phone: hotels.phone,
      facilities: hotels.facilities,
      images: hotels.images,
      active: hotels.active,
      ratingCount: reviewAggregate<number>(sql`count(*)::int`, sql`0`),
      ratingScore: reviewAggregate<number>(sql`avg(${criteriaSum} / 4.0)::float8`, sql`0::float8`),
    })
    .from(hotels)
    .where(where);
}

/**
 * What a result list shows of a hotel (no description or phone, which only its page reads), and
 * its approved reviews' count and average by one lateral aggregate per hotel: a search reads the
 * city's reviews once rather than once per figure (measured about half the statement's time).
 */
function searchHotelSelect(db: Database) {
  const ratings = db
    .select({
      count: sql<number>`count(*)::int`.as('rating_count'),
      score:
        sql<number>`coalesce(avg((${hotelReviews.valueForPrice} + ${hotelReviews.cleanliness} + ${hotelReviews.staff} + ${hotelReviews.facilities}) / 4.0)::float8, 0::float8)`.as(
          'rating_score',
        ),
    })
    .from(hotelReviews)
    .where(and(eq(hotelReviews.hotelId, hotels.id), approved))
    .as('ratings');
  return db
    .select({
      id: hotels.id,
      cityCode: hotels.cityCode,
      name: hotels.name,
      address: hotels.address,
      type: hotels.type,
      stars: hotels.stars,
      lat: hotels.lat,
      lng: hotels.lng,
      timeZone: hotels.timeZone,
      checkInTime: hotels.checkInTime,
      facilities: hotels.facilities,
      images: hotels.images,
      ratingCount: ratings.count,
      ratingScore: ratings.score,
    })
    .from(hotels)
    .crossJoinLateral(ratings);
}

export type SearchHotelRow = Pick<
  HotelRow,
  | 'id'
  | 'cityCode'
  | 'name'
  | 'address'
  | 'type'
  | 'stars'
  | 'lat'
  | 'lng'
  | 'timeZone'
  | 'checkInTime'
  | 'facilities'
  | 'images'
  | 'ratingCount'
  | 'ratingScore'
>;

/** The active hotels of those ids with their ratings, in no particular order. */
export function activeHotelsByIds(db: Database, ids: readonly number[]): Promise<HotelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectHotels(db, and(inArray(hotels.id, [...ids]), eq(hotels.active, true)));
}

/** Every active hotel's id, city, stars and names, by city then id: what a picker offers. */
export function activeHotelNames(db: Database) {
  return db
    .select({ id: hotels.id, cityCode: hotels.cityCode, stars: hotels.stars, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.active, true))
    .orderBy(hotels.cityCode, hotels.id);
}

/** An active hotel with its rating, if there is one of that id. */
export async function activeHotel(db: Database, id: number): Promise<HotelRow | undefined> {
  const [row] = await selectHotels(db, and(eq(hotels.id, id), eq(hotels.active, true)));
  return row;
}

/** A hotel by id, active or not: a stay keeps its hotel whatever the catalog does later. */
export async function hotelRowById(db: Database, id: number): Promise<HotelRow | undefined> {
  const [row] = await selectHotels(db, eq(hotels.id, id));
  return row;
}

/** How many active hotels each city has. */
export function activeHotelsPerCity(db: Database) {
  return db
    .select({ cityCode: hotels.cityCode, hotels: sql<number>`count(*)::int` })
    .from(hotels)
    .where(eq(hotels.active, true))
    .groupBy(hotels.cityCode);
}

/** A room type priced over a stay: its nights' prices in date order and its fewest free rooms. */
export interface StayRoomTypeRow {
  id: number;
  hotelId: number;
  name: LocalizedName;
  bed: BedKind;
  maxAdults: number;
  maxChildren: number;
  meals: MealKey[];
  policy: PolicyTerms;
  currency: string;
  /** Nights filed within the stay. */
  nights: number;
  free: number;
  prices: { date: string; amount: number }[];
}

const stayColumns = {
  id: hotelRoomTypes.id,
  hotelId: hotelRoomTypes.hotelId,
  name: hotelRoomTypes.name,
  bed: hotelRoomTypes.bed,
  maxAdults: hotelRoomTypes.maxAdults,
  maxChildren: hotelRoomTypes.maxChildren,
  meals: hotelRoomTypes.meals,
  policy: hotelRoomTypes.policy,
  currency: hotelRoomTypes.currency,
  nights: sql<number>`count(${hotelRoomNights.id})::int`,
  free: sql<number>`coalesce(${freeRooms}, 0)`,
  prices: sql<
    { date: string; amount: number }[]
  >`coalesce(json_agg(json_build_object('date', ${hotelRoomNights.night}, 'amount', ${hotelRoomNights.price}) order by ${hotelRoomNights.night}) filter (where ${hotelRoomNights.id} is not null), '[]')`,
};

const inStay = (stay: { checkIn: string; checkOut: string }) =>
  and(gte(hotelRoomNights.night, stay.checkIn), lt(hotelRoomNights.night, stay.checkOut));

export interface StaySearch {
  cityCode: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  minAdults: number;
  minChildren: number;
}

/**
 * The search's two statements, built once per database and prepared by name: drizzle does not
 * assemble them again on every search, and PostgreSQL parses each once per connection.
 */
function prepareSearch(db: Database) {
  const placeholder = sql.placeholder;
  return {
    hotels: searchHotelSelect(db)
      .where(and(eq(hotels.cityCode, placeholder('cityCode')), eq(hotels.active, true)))
      .prepare('hotel_search_hotels'),
    // A city's room types with a free room on every night of the stay, big enough for the
    // smallest room asked: grouped per room type, the nights counted against the stay's.
    roomTypes: db
      .select(stayColumns)
      .from(hotelRoomTypes)
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .innerJoin(
        hotelRoomNights,
        and(
          eq(hotelRoomNights.roomTypeId, hotelRoomTypes.id),
          gte(hotelRoomNights.night, placeholder('checkIn')),
          lt(hotelRoomNights.night, placeholder('checkOut')),
        ),
      )
      .where(
        and(
          eq(hotels.cityCode, placeholder('cityCode')),
          eq(hotels.active, true),
          gte(hotelRoomTypes.maxAdults, placeholder('minAdults')),
          gte(hotelRoomTypes.maxChildren, placeholder('minChildren')),
        ),
      )
      .groupBy(hotelRoomTypes.id)
      .having(and(sql`count(*) = ${placeholder('nights')}`, sql`${freeRooms} >= 1`))
      .prepare('hotel_search_room_types'),
  };
}

const preparedSearches = new WeakMap<Database, ReturnType<typeof prepareSearch>>();

function searchStatements(db: Database) {
  let prepared = preparedSearches.get(db);
  if (!prepared) {
    prepared = prepareSearch(db);
    preparedSearches.set(db, prepared);
  }
  return prepared;
}

/** A city's active hotels with their ratings, as a result list shows them. */
export function hotelsOfCity(db: Database, cityCode: string): Promise<SearchHotelRow[]> {
  return searchStatements(db).hotels.execute({ cityCode });
}

/** A city's room types with a free room on every night of the stay, for the smallest room. */
export function bookableRoomTypes(db: Database, search: StaySearch): Promise<StayRoomTypeRow[]> {
  return searchStatements(db).roomTypes.execute({ ...search });
}

/**
 * Every room type of a hotel (or those named) with its nights within the stay, filed or not:
 * the detail page shows each, and says which are free.
 */
export function roomTypesOverStay(
  db: Database,
  hotelId: number,
  stay: { checkIn: string; checkOut: string },
  roomTypeIds?: readonly number[],
): Promise<StayRoomTypeRow[]> {
  return db
    .select(stayColumns)
    .from(hotelRoomTypes)
    .leftJoin(hotelRoomNights, and(eq(hotelRoomNights.roomTypeId, hotelRoomTypes.id), inStay(stay)))
    .where(
      and(
        eq(hotelRoomTypes.hotelId, hotelId),
        roomTypeIds ? inArray(hotelRoomTypes.id, [...roomTypeIds]) : undefined,
      ),
    )
    .groupBy(hotelRoomTypes.id)
    .orderBy(hotelRoomTypes.id);
}

/** The meals any of a hotel's room types offers. */
export async function mealsOfHotel(db: Database, hotelId: number): Promise<MealKey[][]> {
  const rows = await db
    .select({ meals: hotelRoomTypes.meals })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotelId, hotelId));
  return rows.map((row) => row.meals);
}

/** The approved reviews' average of each criterion, 0–10; null when there are none. */
export async function criteriaAverages(db: Database, hotelId: number) {
  const avg = (column: SQLWrapper) => sql<number | null>`avg(${column})::float8`;
  const [row] = await db
    .select({
      valueForPrice: avg(hotelReviews.valueForPrice),
      cleanliness: avg(hotelReviews.cleanliness),
      staff: avg(hotelReviews.staff),
      facilities: avg(hotelReviews.facilities),
    })
    .from(hotelReviews)
    .where(and(eq(hotelReviews.hotelId, hotelId), approved));
  return row;
}

/** A page of a hotel's approved reviews, newest first, and how many there are. */
export async function approvedReviews(
  db: Database,
  hotelId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(hotelReviews.hotelId, hotelId), approved);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: hotelReviews.id,
        authorName: hotelReviews.authorName,
        createdAt: hotelReviews.createdAt,
        valueForPrice: hotelReviews.valueForPrice,
        cleanliness: hotelReviews.cleanliness,
        staff: hotelReviews.staff,
        facilities: hotelReviews.facilities,
        text: hotelReviews.text,
      })
      .from(hotelReviews)
      .where(where)
      .orderBy(desc(hotelReviews.createdAt), desc(hotelReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(hotelReviews)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
