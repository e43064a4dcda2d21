import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { exchangeRates } from './exchange';
import { agencies, flightCabins, flights, offers } from './flights';

/**
 * A fare re-check that holds seats (`flight/getFlightPrice`). While `held`, its segments'
 * seats are taken out of `flight_cabins.available`; when it expires unbooked (or its booking
 * is never paid) they are given back. Belongs to a tenant.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    status: text('status', { enum: ['held', 'booked', 'expired'] })
      .notNull()
      .default('held'),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    adult: integer('adult').notNull(),
    child: integer('child').notNull(),
    infant: integer('infant').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The signed-in user who held the quote: only they may book it. Null for a guest's hold,
     * which whoever has its (random, unguessable) id may book, so that a guest who signs in
     * during the journey still books their hold.
     */
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    check('quotes_status_check', sql`${t.status} in ('held','booked','expired')`),
    check('quotes_counts_check', sql`${t.adult} >= 1 and ${t.child} >= 0 and ${t.infant} >= 0`),
  ],
);

/** One flight of a quote: the offer it is priced by and the seats (and animal places) it holds. */
export const quoteSegments = pgTable(
  'quote_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['departure', 'return'] }).notNull(),
    flightId: bigint('flight_id', { mode: 'number' })
      .notNull()
      .references(() => flights.id),
    flightCabinId: bigint('flight_cabin_id', { mode: 'number' })
      .notNull()
      .references(() => flightCabins.id),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id),
    seats: integer('seats').notNull(),
    /** Animal places held on this flight (flights.pets_taken). */
    pets: integer('pets').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quote_segments_quote_direction_uq').on(t.quoteId, t.direction),
    check('quote_segments_direction_check', sql`${t.direction} in ('departure','return')`),
    check('quote_segments_counts_check', sql`${t.seats} >= 0 and ${t.pets} >= 0`),
  ],
);

/**
 * A seat of a flight picked by a passenger of a quote. The unique index is what makes two
 * people holding one seat impossible, whatever the code does. Rows of an expired quote are
 * deleted; rows of a paid booking stay.
 */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    flightId: bigint('flight_id', { mode: 'number' })
      .notNull()
      .references(() => flights.id),
    /** Row and letter, e.g. '12A'. */
    seat: text('seat').notNull(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Index of the passenger in the booking's passenger list. */
    passengerIndex: integer('passenger_index').notNull(),
    /** What the seat costs (preferred seats), in minor units of the quote's currency. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('seat_assignments_flight_seat_uq').on(t.flightId, t.seat),
    uniqueIndex('seat_assignments_quote_passenger_uq').on(t.quoteId, t.flightId, t.passengerIndex),
  ],
);

export const bookingStatuses = ['pending_payment', 'confirmed', 'expired'] as const;

/** A booking made from a quote (`flight/bookFlight`); belongs to a tenant. */
export const bookings = pgTable(
  'bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    /** Six characters without 0, O, 1, I or L. */
    pnr: text('pnr').notNull(),
    trackingCode: text('tracking_code').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending_payment'),
    lang: text('lang').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email'),
    currency: text('currency').notNull(),
    /** Fares and fees of every passenger and segment, before seats, services and discount. */
    fareAmount: bigint('fare_amount', { mode: 'number' }).notNull(),
    seatsAmount: bigint('seats_amount', { mode: 'number' }).notNull().default(0),
    servicesAmount: bigint('services_amount', { mode: 'number' }).notNull().default(0),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    /** What is paid: fares + seats + services − discount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What the traveller is charged (decision 11): the total in the currency they chose, by the
     * rate `exchange_rate_id` of `rate_date`. Without a rate, the fares' own currency and amount.
     */
    chargeCurrency: text('charge_currency').notNull(),
    chargeAmount: bigint('charge_amount', { mode: 'number' }).notNull(),
    exchangeRateId: bigint('exchange_rate_id', { mode: 'number' }).references(
      () => exchangeRates.id,
    ),
    rateDate: date('rate_date', { mode: 'string' }),
    discountCodeId: integer('discount_code_id'),
    /** Sent by the client with the booking; the same key again answers the same booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of who sent the booking and its body: the key answers its booking only to the
     * same caller with the same body (null on bookings made before it was kept).
     */
    requestDigest: text('request_digest'),
    /** The signed-in customer who booked (accounts issue); null for guests. */
    userId: bigint('user_id', { mode: 'number' }),
    /** Until when the booking may be paid; its seats are given back after that. */
    payBy: timestamp('pay_by', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('bookings_pnr_uq').on(t.pnr),
    uniqueIndex('bookings_tracking_code_uq').on(t.trackingCode),
    uniqueIndex('bookings_quote_uq').on(t.quoteId),
    uniqueIndex('bookings_idempotency_uq').on(t.tenant, t.idempotencyKey),
    index('bookings_pending_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'pending_payment'`),
    check('bookings_status_check', sql`${t.status} in ('pending_payment','confirmed','expired')`),
    check(
      'bookings_charge_check',
      sql`${t.chargeAmount} >= 0 and (${t.exchangeRateId} is not null and ${t.rateDate} is not null and ${t.chargeCurrency} <> ${t.currency} or ${t.exchangeRateId} is null and ${t.chargeCurrency} = ${t.currency} and ${t.chargeAmount} = ${t.amount})`,
    ),
    check(
      'bookings_amounts_check',
      sql`${t.amount} >= 0 and ${t.amount} = ${t.fareAmount} + ${t.seatsAmount} + ${t.servicesAmount} - ${t.discountAmount}`,
    ),
  ],
);

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: ['ADT', 'CHD', 'INF'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    nationalId: text('national_id'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    /** The spec's `country` (ISO alpha-3); null when not given. */
    country: text('country'),
  },
  (t) => [uniqueIndex('booking_passengers_position_uq').on(t.bookingId, t.position)],
);

export const ticketStatuses = [
  'NotVerified',
  'Confirmed',
  'refundRequest',
  'refunded',
  'refundRejected',
] as const;

/**
 * One passenger on one flight of a booking. The number is given when the payment settles. A
 * refunded ticket is final: a trigger (migration 0007, `tickets_refund_is_final`) refuses any
 * later change of its status or refund, so its money can only go back once.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passengerId: bigint('passenger_id', { mode: 'number' })
      .notNull()
      .references(() => bookingPassengers.id, { onDelete: 'cascade' }),
    quoteSegmentId: bigint('quote_segment_id', { mode: 'number' })
      .notNull()
      .references(() => quoteSegments.id),
    /** 13 digits: airline accounting code, serial, check digit. */
    ticketNumber: text('ticket_number'),
    status: text('status', { enum: ticketStatuses }).notNull().default('NotVerified'),
    /** Fare and fee of this passenger on this flight, in minor units of the booking's currency. */
    fare: bigint('fare', { mode: 'number' }).notNull(),
    seat: text('seat'),
    refundPercent: integer('refund_percent'),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('tickets_number_uq').on(t.ticketNumber),
    uniqueIndex('tickets_passenger_segment_uq').on(t.passengerId, t.quoteSegmentId),
    index('tickets_booking_idx').on(t.bookingId),
    check(
      'tickets_status_check',
      sql`${t.status} in ('NotVerified','Confirmed','refundRequest','refunded','refundRejected')`,
    ),
  ],
);

export const serviceKinds = ['WCHR', 'PET', 'XBAG', 'CARGO'] as const;

/** An extra service of a booking: wheelchair, an animal, excess baggage or cargo (by the kg). */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passengerId: bigint('passenger_id', { mode: 'number' }).references(() => bookingPassengers.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: serviceKinds }).notNull(),
    /** Kilograms for baggage and cargo, 1 for a wheelchair or an animal. */
    quantity: integer('quantity').notNull(),
    /** An animal's type, colour, breed, health code and weight. */
    details: jsonb('details').$type<Record<string, string | number>>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['requested', 'confirmed', 'refused'] })
      .notNull()
      .default('requested'),
    /** The payment of a service added after the sale (`/ssr`); null for one bought with the booking. */
    paymentId: bigint('payment_id', { mode: 'number' }),
    /**
     * What a service added after the sale is charged on its own (decision 11): `amount` (in the
     * booking's fares' currency) in the currency the `/ssr` page showed it in, by the rate
     * `exchange_rate_id` of `rate_date`; without a rate, the fares' currency and amount. Null for
     * a service bought with the booking, which the booking's own charge covers.
     */
    chargeCurrency: text('charge_currency'),
    chargeAmount: bigint('charge_amount', { mode: 'number' }),
    exchangeRateId: bigint('exchange_rate_id', { mode: 'number' }).references(
      () => exchangeRates.id,
    ),
    rateDate: date('rate_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_services_booking_idx').on(t.bookingId),
    check('booking_services_kind_check', sql`${t.kind} in ('WCHR','PET','XBAG','CARGO')`),
    check('booking_services_quantity_check', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
    check(
      'booking_services_charge_check',
      sql`(${t.chargeCurrency} is null and ${t.chargeAmount} is null and ${t.exchangeRateId} is null and ${t.rateDate} is null) or (${t.chargeCurrency} is not null and ${t.chargeAmount} >= 0 and (${t.exchangeRateId} is null) = (${t.rateDate} is null))`,
    ),
  ],
);
