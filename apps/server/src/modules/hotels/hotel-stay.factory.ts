import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelRoomNights } from '../../db/schema/hotels';

// The queries behind the stay tests' kit: what a test reads back of a hotel's nights, which the
// product never asks in this form.

/** How many rooms of a room type are sold on each night, by date. */
export async function soldNights(db: Database, roomTypeId: number) {
  const rows = await db
    .select({ night: hotelRoomNights.night, sold: hotelRoomNights.sold })
    .from(hotelRoomNights)
    .where(eq(hotelRoomNights.roomTypeId, roomTypeId));
  return Object.fromEntries(rows.map((r) => [r.night, r.sold]));
}
