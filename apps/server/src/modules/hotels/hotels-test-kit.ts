import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { BedKind, FacilityKey, MealKey } from '@parvaz/domain/hotels/catalog';
import type { PolicyTerms } from '@parvaz/domain/hotels/cancellation';
import { hotelCityByCode } from '@parvaz/domain/hotels/hotel-cities';
import type { Database } from '../../db/client';
import { hotelReviews, hotelRoomNights, hotelRoomTypes, hotels } from '../../db/schema/hotels';

// Hotels of a test's own, written straight into the tables: the demo data may hold hotels in the
// same cities, so tests search far beyond its nights (`hotelDay`) and by names of their own.

const names = (en: string) => ({ fa: `${en} fa`, ar: `${en} ar`, en, tr: `${en} tr` });

/** A local date `days` after today in Tehran: beyond the demo's nights, so only tests' are there. */
export function hotelDay(days: number): string {
  return formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), days));
}

export const freeUntilThreeDays: PolicyTerms = {
  refundable: true,
  steps: [
    { daysBefore: 3, percent: 0 },
    { daysBefore: 0, nights: 1 },
  ],
  noShowNights: 99,
};

export const nonRefundable: PolicyTerms = { refundable: false, steps: [], noShowNights: 99 };

export interface RoomTypeSpec {
  name?: string;
  bed?: BedKind;
  maxAdults?: number;
  maxChildren?: number;
  meals?: MealKey[];
  policy?: PolicyTerms;
  currency?: string;
  /** Nights filed from `from` for `nights` days, each with this price unless `prices` says. */
  from: string;
  nights: number;
  price: number;
  /** A night's own price, by date. */
  prices?: Record<string, number>;
  allotment?: number;
  /** Sold rooms by date (0 otherwise). */
  sold?: Record<string, number>;
  overbooking?: number;
}

export interface HotelSpec {
  name: string;
  cityCode?: string;
  stars?: number;
  type?: number;
  facilities?: FacilityKey[];
  overbooking?: number;
  active?: boolean;
  checkInTime?: string;
  rooms: RoomTypeSpec[];
  /** Approved unless said: each review's four criteria, all the same score. */
  reviews?: { score: number; status?: 'approved' | 'pending' | 'rejected'; at?: Date }[];
}

export interface BuiltHotel {
  id: number;
  roomTypeIds: number[];
}

/** A hotel with its room types, their nights and reviews. */
export async function buildHotel(db: Database, spec: HotelSpec): Promise<BuiltHotel> {
  const cityCode = spec.cityCode ?? 'MHD';
  const city = hotelCityByCode(cityCode);
  const [hotel] = await db
    .insert(hotels)
    .values({
      cityCode,
      name: names(spec.name),
      address: names(`${spec.name} street 1`),
      description: names(`About ${spec.name}`),
      type: spec.type ?? 1,
      stars: spec.stars ?? 3,
      lat: city?.center.lat ?? 0,
      lng: city?.center.lng ?? 0,
      timeZone: city?.timeZone ?? 'Asia/Tehran',
      checkInTime: spec.checkInTime ?? '14:00',
      checkOutTime: '12:00',
      phone: '+98 51 3222 0000',
      facilities: spec.facilities ?? ['internet'],
      images: [{ src: '/hotels/test.webp', alt: names(spec.name) }],
      overbooking: spec.overbooking ?? 0,
      active: spec.active ?? true,
    })
    .returning({ id: hotels.id });
  if (!hotel) throw new Error('hotel not written');
  const roomTypeIds: number[] = [];
  for (const [i, room] of spec.rooms.entries()) {
    const [type] = await db
      .insert(hotelRoomTypes)
      .values({
        hotelId: hotel.id,
        name: names(room.name ?? `Room ${i + 1}`),
        bed: room.bed ?? 'double',
        maxAdults: room.maxAdults ?? 2,
        maxChildren: room.maxChildren ?? 0,
        meals: room.meals ?? ['breakfast'],
        policy: room.policy ?? freeUntilThreeDays,
        currency: room.currency ?? 'IRR',
      })
      .returning({ id: hotelRoomTypes.id });
    if (!type) throw new Error('room type not written');
    roomTypeIds.push(type.id);
    const start = parseIsoDate(room.from);
    const rows = Array.from({ length: room.nights }, (_, n) => {
      const night = formatIsoDate(addDays(start, n));
      return {
        roomTypeId: type.id,
        night,
        allotment: room.allotment ?? 5,
        overbooking: room.overbooking ?? spec.overbooking ?? 0,
        sold: room.sold?.[night] ?? 0,
        price: room.prices?.[night] ?? room.price,
      };
    });
    if (rows.length) await db.insert(hotelRoomNights).values(rows);
  }
  for (const [i, review] of (spec.reviews ?? []).entries()) {
    await db.insert(hotelReviews).values({
      hotelId: hotel.id,
      authorName: `Guest ${i + 1}`,
      lang: 'en',
      valueForPrice: review.score,
      cleanliness: review.score,
      staff: review.score,
      facilities: review.score,
      text: `Stay ${i + 1}`,
      status: review.status ?? 'approved',
      ...(review.at ? { createdAt: review.at } : {}),
    });
  }
  return { id: hotel.id, roomTypeIds };
}
