import { eq, sql } from 'drizzle-orm';
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
  pgView,
  type AnyPgColumn,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CabinLayout, RefundRules } from '@parvaz/domain/flights/inventory';
import { airports, cities, type LocalizedName } from './reference';

/** Airlines by IATA code; inventory is platform-wide (PRODUCT.md decision 4). */
export const airlines = pgTable('airlines', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  logo: text('logo').notNull(),
  countryCode: text('country_code').notNull(),
  /** The 3-digit IATA accounting code that starts the airline's 13-digit ticket numbers. */
  accountingCode: text('accounting_code').notNull().default('000'),
});

/** Aircraft types with the seat layout of each cabin and how many animals the hold takes. */
export const aircraftTypes = pgTable('aircraft_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  layout: jsonb('layout').$type<CabinLayout[]>().notNull(),
  petCapacity: integer('pet_capacity').notNull().default(2),
});

export const flightStatuses = ['scheduled', 'delayed', 'cancelled', 'departed', 'landed'] as const;

export const flights = pgTable(
  'flights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    airlineCode: text('airline_code')
      .notNull()
      .references(() => airlines.code),
    flightNumber: text('flight_number').notNull(),
    originAirport: text('origin_airport')
      .notNull()
      .references(() => airports.code),
    destinationAirport: text('destination_airport')
      .notNull()
      .references(() => airports.code),
    // Cities are kept on the flight so that a search by city reads one index.
    originCity: text('origin_city')
      .notNull()
      .references(() => cities.code),
    destinationCity: text('destination_city')
      .notNull()
      .references(() => cities.code),
    /** The local date at the origin: what a traveller calls the departure date (decision 6). */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true, mode: 'date' }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** New times of a delayed flight; the scheduled ones stay for the record. */
    estimatedDepartureAt: timestamp('estimated_departure_at', { withTimezone: true, mode: 'date' }),
    estimatedArrivalAt: timestamp('estimated_arrival_at', { withTimezone: true, mode: 'date' }),
    originTerminal: text('origin_terminal'),
    destinationTerminal: text('destination_terminal'),
    aircraftCode: text('aircraft_code')
      .notNull()
      .references(() => aircraftTypes.code),
    status: text('status', { enum: flightStatuses }).notNull().default('scheduled'),
    /** Animal places in the hold (from the aircraft type) and how many are held or sold. */
    petCapacity: integer('pet_capacity').notNull().default(2),
    petsTaken: integer('pets_taken').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flights_number_date_uq').on(t.airlineCode, t.flightNumber, t.departureDate),
    index('flights_search_idx').on(t.originCity, t.destinationCity, t.departureDate),
    check(
      'flights_status_check',
      sql`${t.status} in ('scheduled','delayed','cancelled','departed','landed')`,
    ),
    check('flights_times_check', sql`${t.arrivalAt} > ${t.departureAt}`),
    check('flights_route_check', sql`${t.originAirport} <> ${t.destinationAirport}`),
    check('flights_pets_check', sql`${t.petsTaken} >= 0 and ${t.petsTaken} <= ${t.petCapacity}`),
  ],
);

export const cabinClasses = ['economy', 'business'] as const;

/** Seats of one cabin of one flight; `available` can never go below zero. */
export const flightCabins = pgTable(
  'flight_cabins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    flightId: bigint('flight_id', { mode: 'number' })
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    cabin: text('cabin', { enum: cabinClasses }).notNull(),
    capacity: integer('capacity').notNull(),
    available: integer('available').notNull(),
  },
  (t) => [
    uniqueIndex('flight_cabins_flight_cabin_uq').on(t.flightId, t.cabin),
    check(
      'flight_cabins_available_check',
      sql`${t.available} >= 0 and ${t.available} <= ${t.capacity}`,
    ),
    check('flight_cabins_cabin_check', sql`${t.cabin} in ('economy','business')`),
  ],
);

export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  logo: text('logo').notNull(),
  /** The agency's grade as the spec's Reserve.agency.class shows it (A, B, C). */
  class: text('class').notNull(),
  active: boolean('active').notNull().default(true),
});

/** How an agency sells one cabin of one flight: fares and fees per passenger type, in minor units. */
export const offers = pgTable(
  'offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    flightCabinId: bigint('flight_cabin_id', { mode: 'number' })
      .notNull()
      .references(() => flightCabins.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    priceClass: text('price_class').notNull(),
    currency: text('currency').notNull(),
    adultFare: bigint('adult_fare', { mode: 'number' }).notNull(),
    childFare: bigint('child_fare', { mode: 'number' }).notNull(),
    infantFare: bigint('infant_fare', { mode: 'number' }).notNull(),
    adultFee: bigint('adult_fee', { mode: 'number' }).notNull(),
    childFee: bigint('child_fee', { mode: 'number' }).notNull(),
    infantFee: bigint('infant_fee', { mode: 'number' }).notNull(),
    baggageKg: integer('baggage_kg').notNull(),
    refundRules: jsonb('refund_rules').$type<RefundRules>().notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_cabin_agency_class_uq').on(t.flightCabinId, t.agencyId, t.priceClass),
    index('offers_flight_cabin_idx').on(t.flightCabinId),
    check('offers_currency_check', sql`${t.currency} in ('IRR','USD','KWD')`),
    check(
      'offers_amounts_check',
      sql`${t.adultFare} >= 0 and ${t.childFare} >= 0 and ${t.infantFare} >= 0 and ${t.adultFee} >= 0 and ${t.childFee} >= 0 and ${t.infantFee} >= 0`,
    ),
  ],
);

/** A flight as travellers see it, with its airline: who flies, from where to where, when. */
export const flightLegColumns = {
  flightNumber: flights.flightNumber,
  airlineCode: flights.airlineCode,
  airlineName: airlines.name,
  airlineLogo: airlines.logo,
  originAirport: flights.originAirport,
  destinationAirport: flights.destinationAirport,
  originCity: flights.originCity,
  destinationCity: flights.destinationCity,
  departureAt: flights.departureAt,
  arrivalAt: flights.arrivalAt,
  estimatedDepartureAt: flights.estimatedDepartureAt,
  estimatedArrivalAt: flights.estimatedArrivalAt,
  originTerminal: flights.originTerminal,
  destinationTerminal: flights.destinationTerminal,
  status: flights.status,
};

/** What an offer asks of each kind of traveller: its fares and its service fees. */
export const offerAmountColumns = {
  adultFare: offers.adultFare,
  childFare: offers.childFare,
  infantFare: offers.infantFare,
  adultFee: offers.adultFee,
  childFee: offers.childFee,
  infantFee: offers.infantFee,
};

/** The facts of a flight, its cabin and one offer on it, as both search and booking read them. */
export const flightOfferColumns = {
  flightId: flights.id,
  ...flightLegColumns,
  aircraft: aircraftTypes.name,
  cabin: flightCabins.cabin,
  available: flightCabins.available,
  offerId: offers.id,
  priceClass: offers.priceClass,
  currency: offers.currency,
  ...offerAmountColumns,
  baggageKg: offers.baggageKg,
  refundRules: offers.refundRules,
};

function renamed<T extends AnyPgColumn>(column: T, name: string) {
  return sql<T['_']['data']>`${column}`.mapWith(column).as(name);
}

/**
 * An offer with its flight, cabin, aircraft and airline, as a booking joins it to its segments
 * (`innerJoin(bookedOffers, eq(bookedOffers.offerId, quoteSegments.offerId))`): a view of the
 * flights module's tables (decision 017), so that the booking's path keeps one statement and
 * names one relation rather than five joins it builds again at every read.
 */
export const bookedOffers = pgView('booked_offers').as((qb) =>
  qb
    .select({
      ...flightOfferColumns,
      flightId: renamed(flights.id, 'booked_flight_id'),
      airlineName: renamed(airlines.name, 'booked_airline_name'),
      aircraft: renamed(aircraftTypes.name, 'booked_aircraft_name'),
      offerId: renamed(offers.id, 'booked_offer_id'),
      agencyId: offers.agencyId,
      departureDate: flights.departureDate,
      petCapacity: flights.petCapacity,
      petsTaken: flights.petsTaken,
      layout: aircraftTypes.layout,
      cabinId: renamed(flightCabins.id, 'booked_cabin_id'),
      capacity: flightCabins.capacity,
    })
    .from(offers)
    .innerJoin(flightCabins, eq(flightCabins.id, offers.flightCabinId))
    .innerJoin(flights, eq(flights.id, flightCabins.flightId))
    .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flights.aircraftCode)),
);

/**
 * What a booking's sale splits by (decision 019): each offer's airline and its fares and fees, a
 * view over the three tables that hold them, so that posting a sale joins no more than it needs.
 */
export const offerPrices = pgView('offer_prices').as((qb) =>
  qb
    .select({
      offerId: renamed(offers.id, 'priced_offer_id'),
      airlineCode: flights.airlineCode,
      ...offerAmountColumns,
    })
    .from(offers)
    .innerJoin(flightCabins, eq(flightCabins.id, offers.flightCabinId))
    .innerJoin(flights, eq(flights.id, flightCabins.flightId)),
);
