import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { PolicyTerms } from '@parvaz/domain/hotels/cancellation';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelRoomNights, hotelRoomTypes, hotels } from '../../db/schema/index';
import { iranianNationalCode } from '../../test/factories';

// A hotel of a stay test's own, written straight into the tables, with nights far beyond the
// demo's so nothing else sells them.

const names = (en: string) => ({ fa: `${en} fa`, ar: `${en} ar`, en, tr: `${en} tr` });

/** A local date `days` after today in Mashhad (Tehran's zone). */
export function stayDay(days: number): string {
  return formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), days));
}

export const freeUntilThreeDays: PolicyTerms = {
  refundable: true,
  steps: [
    { daysBefore: 3, percent: 0 },
    { daysBefore: 0, nights: 1 },
  ],
  noShowNights: 1,
};

/** One hotel in Mashhad with one room type: `nights` nights from `from`, `allotment` rooms each. */
export async function stayHotel(
  db: Database,
  spec: {
    from: string;
    nights: number;
    price?: number;
    allotment?: number;
    sold?: Record<string, number>;
    maxAdults?: number;
    policy?: PolicyTerms;
  },
) {
  const [hotel] = await db
    .insert(hotels)
    .values({
      cityCode: 'MHD',
      name: names('Stay Test Hotel'),
      address: names('Imam Reza street 1'),
      description: names('A test hotel'),
      type: 1,
      stars: 4,
      lat: 36.29,
      lng: 59.6,
      timeZone: 'Asia/Tehran',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      phone: '+98 51 3222 0000',
      facilities: ['internet'],
      images: [],
    })
    .returning({ id: hotels.id });
  if (!hotel) throw new Error('hotel not written');
  const [type] = await db
    .insert(hotelRoomTypes)
    .values({
      hotelId: hotel.id,
      name: names('Double room'),
      bed: 'double',
      maxAdults: spec.maxAdults ?? 2,
      maxChildren: 1,
      meals: ['breakfast'],
      policy: spec.policy ?? freeUntilThreeDays,
      currency: 'IRR',
    })
    .returning({ id: hotelRoomTypes.id });
  if (!type) throw new Error('room type not written');
  const start = parseIsoDate(spec.from);
  await db.insert(hotelRoomNights).values(
    Array.from({ length: spec.nights }, (_, n) => {
      const night = formatIsoDate(addDays(start, n));
      return {
        roomTypeId: type.id,
        night,
        allotment: spec.allotment ?? 5,
        sold: spec.sold?.[night] ?? 0,
        price: (spec.price ?? 20_000_000) + n * 1_000_000,
      };
    }),
  );
  return { hotelId: hotel.id, roomTypeId: type.id };
}

/** How many rooms of a room type are sold on each night, by date. */
export async function soldNights(db: Database, roomTypeId: number) {
  const rows = await db
    .select({ night: hotelRoomNights.night, sold: hotelRoomNights.sold })
    .from(hotelRoomNights)
    .where(eq(hotelRoomNights.roomTypeId, roomTypeId));
  return Object.fromEntries(rows.map((r) => [r.night, r.sold]));
}

let serial = 300_000_000;

/** A valid guest with an Iranian national code of its own. */
export function guest(firstName = 'Ali') {
  return {
    firstName,
    lastName: 'Ahmadi',
    nationality: 'IRN',
    national_id: iranianNationalCode(String(serial++)),
  };
}

let keys = 0;

/** A reservation of one double room for `checkIn`–`checkOut`, valid unless overridden. */
export function reservation(
  ids: { hotelId: number; roomTypeId: number },
  stay: { checkIn: string; checkOut: string; expectedTotal: number },
  overrides: Record<string, unknown> = {},
) {
  keys += 1;
  return {
    hotelId: ids.hotelId,
    ...stay,
    rooms: [{ roomTypeId: ids.roomTypeId, adults: 2, children: 0, guests: [guest()] }],
    contact: { mobile: '09121234567', email: 'guest@example.com' },
    agreement: true,
    idempotencyKey: `stay-${process.pid}-${Date.now()}-${keys}`,
    payment: 'gateway',
    ...overrides,
  };
}
