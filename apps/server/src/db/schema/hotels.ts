import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PolicyTerms } from '@parvaz/domain/hotels/cancellation';
import type { BedKind, FacilityKey, MealKey } from '@parvaz/domain/hotels/catalog';
import { exchangeRates } from './exchange';
import type { LocalizedName } from './reference';

// Hotels (issue 18). Hotels, their room types and room nights are platform-wide inventory
// (decision 4); stays, their rooms and guests belong to a tenant. A room night is the unit of
// inventory: one row per room type per local night, and `sold <= allotment + overbooking` is a
// CHECK, so no night is ever sold past what the hotel allows, whatever the race.

/** A photo of a hotel, served from the web app's static files. */
export interface HotelImage {
  src: string;
  alt: LocalizedName;
}

export const hotels = pgTable(
  'hotels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A hotel city's code (`@parvaz/domain/hotels/hotel-cities`). */
    cityCode: text('city_code').notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    address: jsonb('address').$type<LocalizedName>().notNull(),
    description: jsonb('description').$type<LocalizedName>().notNull(),
    /** 1–7, `hotelTypes` of the domain. */
    type: smallint('type').notNull(),
    stars: smallint('stars').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    /** The IANA zone its nights, check-in, check-out and deadlines are counted in. */
    timeZone: text('time_zone').notNull(),
    /** Local wall-clock times, HH:MM. */
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    phone: text('phone').notNull(),
    facilities: jsonb('facilities').$type<FacilityKey[]>().notNull(),
    images: jsonb('images').$type<HotelImage[]>().notNull(),
    /** Rooms per night the operator lets the hotel sell beyond its allotment; none by default. */
    overbooking: smallint('overbooking').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityCode),
    check('hotels_type_check', sql`${t.type} between 1 and 7`),
    check('hotels_stars_check', sql`${t.stars} between 1 and 5`),
    check('hotels_overbooking_check', sql`${t.overbooking} between 0 and 5`),
    check(
      'hotels_times_check',
      sql`${t.checkInTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.checkOutTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);

/** A kind of room the hotel sells, with its rate's meals and cancellation terms. */
export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotelId: bigint('hotel_id', { mode: 'number' })
      .notNull()
      .references(() => hotels.id),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    bed: text('bed').$type<BedKind>().notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull(),
    meals: jsonb('meals').$type<MealKey[]>().notNull(),
    policy: jsonb('policy').$type<PolicyTerms>().notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('hotel_room_types_hotel_idx').on(t.hotelId),
    check(
      'hotel_room_types_capacity_check',
      sql`${t.maxAdults} between 1 and 6 and ${t.maxChildren} between 0 and 4`,
    ),
  ],
);

/** One room type on one local night: how many rooms, how many sold, and that night's price. */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomTypeId: bigint('room_type_id', { mode: 'number' })
      .notNull()
      .references(() => hotelRoomTypes.id),
    /** The hotel's local date of the night. */
    night: date('night', { mode: 'string' }).notNull(),
    allotment: integer('allotment').notNull(),
    /** Copied from the hotel when its nights are filed or its setting changes. */
    overbooking: smallint('overbooking').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Minor units of the room type's currency, per room. */
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('hotel_room_nights_uq').on(t.roomTypeId, t.night),
    index('hotel_room_nights_night_idx').on(t.night),
    check(
      'hotel_room_nights_sold_check',
      sql`${t.sold} >= 0 and ${t.sold} <= ${t.allotment} + ${t.overbooking}`,
    ),
    check(
      'hotel_room_nights_allotment_check',
      sql`${t.allotment} >= 0 and ${t.overbooking} between 0 and 5`,
    ),
    check('hotel_room_nights_price_check', sql`${t.price} > 0`),
  ],
);

export const hotelStayStatuses = [
  'NotVerified',
  'Confirmed',
  'CheckedIn',
  'CheckedOut',
  'NoShow',
  'Cancelled',
  'Expired',
] as const;
export type HotelStayStatus = (typeof hotelStayStatuses)[number];

/**
 * A reservation of one or more rooms of one hotel for one stay. `NotVerified` holds its nights
 * until `payBy`; paid, it is `Confirmed`, then moves by the hotel's date. The cancellation terms
 * are frozen at booking as instants (UTC) with the hotel's zone of that day (decision 14).
 */
export const hotelStays = pgTable(
  'hotel_stays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    trackingCode: text('tracking_code').notNull(),
    status: text('status', { enum: hotelStayStatuses }).notNull().default('NotVerified'),
    hotelId: bigint('hotel_id', { mode: 'number' })
      .notNull()
      .references(() => hotels.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    /** The hotel's zone when booked: deadlines keep it whatever happens to the hotel later. */
    timeZone: text('time_zone').notNull(),
    lang: text('lang').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email'),
    currency: text('currency').notNull(),
    /** Every room's every night. */
    roomsAmount: bigint('rooms_amount', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What the guest is charged, as a flight booking's (decision 11): `amount` in the currency
     * the rooms were shown in, by the rate `exchange_rate_id` of `rate_date`. Without a rate,
     * the rooms' own currency and amount.
     */
    chargeCurrency: text('charge_currency').notNull(),
    chargeAmount: bigint('charge_amount', { mode: 'number' }).notNull(),
    exchangeRateId: bigint('exchange_rate_id', { mode: 'number' }).references(
      () => exchangeRates.id,
    ),
    rateDate: date('rate_date', { mode: 'string' }),
    discountCodeId: integer('discount_code_id'),
    /** The cancellation rules with UTC deadlines (`StayPolicy` of the domain, dates as ISO). */
    policy: jsonb('policy').$type<Record<string, unknown>>().notNull(),
    /** When the price had moved since the search: the total the guest saw, and when they agreed. */
    priceConsent: jsonb('price_consent').$type<{ before: number; after: number; at: string }>(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of who sent the reservation and its body: the key answers its stay only to the
     * same caller with the same body (null on stays made before it was kept).
     */
    requestDigest: text('request_digest'),
    userId: bigint('user_id', { mode: 'number' }),
    payBy: timestamp('pay_by', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    penaltyAmount: bigint('penalty_amount', { mode: 'number' }),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('hotel_stays_tracking_uq').on(t.trackingCode),
    uniqueIndex('hotel_stays_idempotency_uq').on(t.tenant, t.idempotencyKey),
    index('hotel_stays_user_idx').on(t.tenant, t.userId),
    index('hotel_stays_pending_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'NotVerified'`),
    check('hotel_stays_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'hotel_stays_amounts_check',
      sql`${t.amount} >= 0 and ${t.amount} = ${t.roomsAmount} - ${t.discountAmount}`,
    ),
    check(
      'hotel_stays_charge_check',
      sql`${t.chargeAmount} >= 0 and (${t.exchangeRateId} is not null and ${t.rateDate} is not null and ${t.chargeCurrency} <> ${t.currency} or ${t.exchangeRateId} is null and ${t.chargeCurrency} = ${t.currency} and ${t.chargeAmount} = ${t.amount})`,
    ),
    check(
      'hotel_stays_status_check',
      sql`${t.status} in ('NotVerified','Confirmed','CheckedIn','CheckedOut','NoShow','Cancelled','Expired')`,
    ),
  ],
);

/** One room of a stay: its type, who sleeps in it and what each night cost. */
export const hotelStayRooms = pgTable(
  'hotel_stay_rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stayId: bigint('stay_id', { mode: 'number' })
      .notNull()
      .references(() => hotelStays.id),
    position: smallint('position').notNull(),
    roomTypeId: bigint('room_type_id', { mode: 'number' })
      .notNull()
      .references(() => hotelRoomTypes.id),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    childAges: jsonb('child_ages').$type<number[]>().notNull(),
    /** The night-by-night prices it was sold at. */
    nights: jsonb('nights').$type<{ date: string; amount: number }[]>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('hotel_stay_rooms_uq').on(t.stayId, t.position)],
);

export const hotelStayGuests = pgTable(
  'hotel_stay_guests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stayRoomId: bigint('stay_room_id', { mode: 'number' })
      .notNull()
      .references(() => hotelStayRooms.id),
    position: smallint('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationality: text('nationality').notNull(),
    nationalId: text('national_id'),
    passportNumber: text('passport_number'),
  },
  (t) => [uniqueIndex('hotel_stay_guests_uq').on(t.stayRoomId, t.position)],
);

export const hotelReviewStatuses = ['pending', 'approved', 'rejected'] as const;

/** A guest's review; shown once a moderator approved it. Seeded reviews have no stay. */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotelId: bigint('hotel_id', { mode: 'number' })
      .notNull()
      .references(() => hotels.id),
    stayId: bigint('stay_id', { mode: 'number' }).references(() => hotelStays.id),
    authorName: text('author_name').notNull(),
    lang: text('lang').notNull(),
    valueForPrice: smallint('value_for_price').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    staff: smallint('staff').notNull(),
    facilities: smallint('facilities').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: hotelReviewStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_reviews_hotel_idx').on(t.hotelId, t.createdAt),
    uniqueIndex('hotel_reviews_stay_uq').on(t.stayId),
    check(
      'hotel_reviews_criteria_check',
      sql`${t.valueForPrice} between 0 and 10 and ${t.cleanliness} between 0 and 10 and ${t.staff} between 0 and 10 and ${t.facilities} between 0 and 10`,
    ),
    check('hotel_reviews_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);
