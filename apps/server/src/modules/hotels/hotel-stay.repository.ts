import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  hotelReviews,
  hotelRoomNights,
  hotelRoomTypes,
  hotelStayGuests,
  hotelStayRooms,
  hotelStays,
  hotels,
  type HotelStayStatus,
} from '../../db/schema/hotels';

// The queries of a stay: its hotel and room types as it reads them, the room nights it takes and
// gives back by conditional updates, and its own rows.

export async function hotelOfStay(db: Database, hotelId: number) {
  const [row] = await db
    .select({
      id: hotels.id,
      cityCode: hotels.cityCode,
      name: hotels.name,
      address: hotels.address,
      phone: hotels.phone,
      stars: hotels.stars,
      lat: hotels.lat,
      lng: hotels.lng,
      timeZone: hotels.timeZone,
      checkInTime: hotels.checkInTime,
      checkOutTime: hotels.checkOutTime,
      active: hotels.active,
    })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row;
}
export type StayHotelRow = NonNullable<Awaited<ReturnType<typeof hotelOfStay>>>;

export function roomTypesOfHotel(db: Database, hotelId: number, ids: number[]) {
  return db
    .select({
      id: hotelRoomTypes.id,
      name: hotelRoomTypes.name,
      bed: hotelRoomTypes.bed,
      maxAdults: hotelRoomTypes.maxAdults,
      maxChildren: hotelRoomTypes.maxChildren,
      meals: hotelRoomTypes.meals,
      policy: hotelRoomTypes.policy,
      currency: hotelRoomTypes.currency,
    })
    .from(hotelRoomTypes)
    .where(and(eq(hotelRoomTypes.hotelId, hotelId), inArray(hotelRoomTypes.id, ids)));
}
export type StayRoomTypeRow = Awaited<ReturnType<typeof roomTypesOfHotel>>[number];

/** The filed nights of these room types among `nights`, in the order they are taken. */
export function roomNightsOf(db: Database, roomTypeIds: number[], nights: string[]) {
  return db
    .select({
      id: hotelRoomNights.id,
      roomTypeId: hotelRoomNights.roomTypeId,
      night: hotelRoomNights.night,
      price: hotelRoomNights.price,
    })
    .from(hotelRoomNights)
    .where(
      and(inArray(hotelRoomNights.roomTypeId, roomTypeIds), inArray(hotelRoomNights.night, nights)),
    )
    .orderBy(asc(hotelRoomNights.roomTypeId), asc(hotelRoomNights.night));
}

/** Takes `rooms` of one room night if they fit; false when they do not (nothing changed). */
export async function takeRoomNight(tx: Database, id: number, rooms: number): Promise<boolean> {
  const rows = await tx
    .update(hotelRoomNights)
    .set({ sold: sql`${hotelRoomNights.sold} + ${rooms}` })
    .where(
      and(
        eq(hotelRoomNights.id, id),
        sql`${hotelRoomNights.sold} + ${rooms} <= ${hotelRoomNights.allotment} + ${hotelRoomNights.overbooking}`,
      ),
    )
    .returning({ id: hotelRoomNights.id });
  return rows.length === 1;
}

/** Gives `rooms` of a room type's night back (the caller moved the stay's status first). */
export async function returnRoomNight(
  tx: Database,
  roomTypeId: number,
  night: string,
  rooms: number,
): Promise<void> {
  await tx
    .update(hotelRoomNights)
    .set({ sold: sql`${hotelRoomNights.sold} - ${rooms}` })
    .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), eq(hotelRoomNights.night, night)));
}

export async function insertStay(tx: Database, values: typeof hotelStays.$inferInsert) {
  const [row] = await tx
    .insert(hotelStays)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: hotelStays.id });
  return row?.id ?? null;
}

export async function insertStayRoom(tx: Database, values: typeof hotelStayRooms.$inferInsert) {
  const [row] = await tx.insert(hotelStayRooms).values(values).returning({ id: hotelStayRooms.id });
  if (!row) throw new Error('stay room not inserted');
  return row.id;
}

export async function insertStayGuests(
  tx: Database,
  values: (typeof hotelStayGuests.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(hotelStayGuests).values(values);
}

export type StayRow = typeof hotelStays.$inferSelect;

export async function stayById(db: Database, id: number): Promise<StayRow | undefined> {
  const [row] = await db.select().from(hotelStays).where(eq(hotelStays.id, id));
  return row;
}

/** The stay under its row lock, for a move that reads it first (a cancellation). */
export async function lockStay(tx: Database, id: number): Promise<StayRow | undefined> {
  const [row] = await tx.select().from(hotelStays).where(eq(hotelStays.id, id)).for('update');
  return row;
}

export async function stayByKey(db: Database, tenant: string, key: string) {
  const [row] = await db
    .select()
    .from(hotelStays)
    .where(and(eq(hotelStays.tenant, tenant), eq(hotelStays.idempotencyKey, key)));
  return row;
}

export async function stayByTracking(db: Database, tenant: string, trackingCode: string) {
  const [row] = await db
    .select()
    .from(hotelStays)
    .where(and(eq(hotelStays.tenant, tenant), eq(hotelStays.trackingCode, trackingCode)));
  return row;
}

export function roomsOfStay(db: Database, stayId: number) {
  return db
    .select()
    .from(hotelStayRooms)
    .where(eq(hotelStayRooms.stayId, stayId))
    .orderBy(asc(hotelStayRooms.position));
}

export function guestsOfStay(db: Database, stayId: number) {
  return db
    .select({
      stayRoomId: hotelStayGuests.stayRoomId,
      position: hotelStayGuests.position,
      firstName: hotelStayGuests.firstName,
      lastName: hotelStayGuests.lastName,
    })
    .from(hotelStayGuests)
    .innerJoin(hotelStayRooms, eq(hotelStayRooms.id, hotelStayGuests.stayRoomId))
    .where(eq(hotelStayRooms.stayId, stayId))
    .orderBy(asc(hotelStayGuests.stayRoomId), asc(hotelStayGuests.position));
}

/**
 * Moves a stay from one of `from` to `to`, with the columns the move sets; false when another
 * process moved it first (so nothing it would do is done twice).
 */
export async function moveStay(
  tx: Database,
  id: number,
  from: readonly HotelStayStatus[],
  to: HotelStayStatus,
  set: Partial<typeof hotelStays.$inferInsert> = {},
  extra?: ReturnType<typeof sql>,
): Promise<boolean> {
  const rows = await tx
    .update(hotelStays)
    .set({ ...set, status: to })
    .where(and(eq(hotelStays.id, id), inArray(hotelStays.status, [...from]), extra))
    .returning({ id: hotelStays.id });
  return rows.length === 1;
}

/** NotVerified → Confirmed while its hold lasts. */
export function confirmStay(tx: Database, id: number, now: Date): Promise<boolean> {
  return moveStay(
    tx,
    id,
    ['NotVerified'],
    'Confirmed',
    { confirmedAt: now },
    sql`${hotelStays.payBy} > ${now.toISOString()}`,
  );
}

export async function unpaidStaysDueBy(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: hotelStays.id })
    .from(hotelStays)
    .where(and(eq(hotelStays.status, 'NotVerified'), lte(hotelStays.payBy, now)))
    .orderBy(asc(hotelStays.payBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Stays in one of `statuses` whose check-in (or check-out) is on or before `day` somewhere. */
export async function staysToMove(
  db: Database,
  statuses: HotelStayStatus[],
  column: 'checkIn' | 'checkOut',
  lastDay: string,
  limit: number,
) {
  return db
    .select({
      id: hotelStays.id,
      status: hotelStays.status,
      checkIn: hotelStays.checkIn,
      checkOut: hotelStays.checkOut,
      timeZone: hotelStays.timeZone,
    })
    .from(hotelStays)
    .where(and(inArray(hotelStays.status, statuses), lte(hotelStays[column], lastDay)))
    .orderBy(asc(hotelStays.id))
    .limit(limit);
}

export async function staysOfUser(
  db: Database,
  tenant: string,
  userId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(hotelStays.tenant, tenant), eq(hotelStays.userId, userId));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: hotelStays.id,
        trackingCode: hotelStays.trackingCode,
        status: hotelStays.status,
        checkIn: hotelStays.checkIn,
        checkOut: hotelStays.checkOut,
        amount: hotelStays.amount,
        currency: hotelStays.currency,
        chargeAmount: hotelStays.chargeAmount,
        chargeCurrency: hotelStays.chargeCurrency,
        createdAt: hotelStays.createdAt,
        contactMobile: hotelStays.contactMobile,
        payBy: hotelStays.payBy,
        hotelId: hotels.id,
        hotelName: hotels.name,
        cityCode: hotels.cityCode,
        rooms: sql<number>`(select count(*)::int from ${hotelStayRooms} where ${hotelStayRooms.stayId} = ${hotelStays.id})`,
      })
      .from(hotelStays)
      .innerJoin(hotels, eq(hotels.id, hotelStays.hotelId))
      .where(where)
      .orderBy(desc(hotelStays.createdAt), desc(hotelStays.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(hotelStays).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** A review held for moderation; false when the stay already has one. */
/** Whether the stay's guest has written its one review (held for moderation or shown). */
export async function stayReviewed(db: Database, stayId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hotelReviews.id })
    .from(hotelReviews)
    .where(eq(hotelReviews.stayId, stayId))
    .limit(1);
  return Boolean(row);
}

export async function insertReview(
  tx: Database,
  values: typeof hotelReviews.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(hotelReviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: hotelReviews.id });
  return rows.length === 1;
}

/** The tracking codes of the stays named, by id. */
export async function trackingCodesOfStays(db: Database, tenant: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: hotelStays.id, trackingCode: hotelStays.trackingCode })
    .from(hotelStays)
    .where(and(eq(hotelStays.tenant, tenant), inArray(hotelStays.id, [...ids])));
}
