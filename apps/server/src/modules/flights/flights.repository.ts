import {
  and,
  asc,
  between,
  eq,
  gt,
  gte,
  inArray,
  notInArray,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  agencies,
  aircraftTypes,
  airlines,
  bookedOffers,
  flightCabins,
  flightOfferColumns,
  flights,
  offerPrices,
  offers,
} from '../../db/schema/flights';

/** Flights not sold any more: cancelled, or already gone. */
const unsellable = ['cancelled', 'departed', 'landed'] as const;

/** Offers of a route that can still be bought: flight on sale, seats, active offer. */
function onSale(
  route: { originCity: string | SQLWrapper; destinationCity: string | SQLWrapper },
  departingAfter: Date | SQLWrapper,
  minSeats: number | SQLWrapper,
) {
  return [
    eq(flights.originCity, route.originCity),
    eq(flights.destinationCity, route.destinationCity),
    notInArray(flights.status, [...unsellable]),
    gt(flights.departureAt, departingAfter),
    gte(flightCabins.available, minSeats),
    eq(offers.active, true),
  ];
}

/**
 * The facts of a flight, its cabin and one offer on it as a booking reads them (an agency's offers
 * here; a booking's segments through the `bookedOffers` view of the schema).
 */
export const bookedFlightColumns = {
  ...flightOfferColumns,
  departureDate: flights.departureDate,
  petCapacity: flights.petCapacity,
  petsTaken: flights.petsTaken,
  layout: aircraftTypes.layout,
  cabinId: flightCabins.id,
  capacity: flightCabins.capacity,
};

/** The active offers of one agency on one cabin of a flight, with the flight's facts. */
export async function agencyOffersOn(
  db: Database,
  flightId: number,
  cabin: 'economy' | 'business',
  agencyId: number,
) {
  return db
    .select(bookedFlightColumns)
    .from(flights)
    .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flights.aircraftCode))
    .innerJoin(flightCabins, eq(flightCabins.flightId, flights.id))
    .innerJoin(offers, eq(offers.flightCabinId, flightCabins.id))
    .innerJoin(agencies, eq(agencies.id, offers.agencyId))
    .where(
      and(
        eq(flights.id, flightId),
        eq(flightCabins.cabin, cabin),
        eq(offers.agencyId, agencyId),
        eq(offers.active, true),
        eq(agencies.active, true),
      ),
    );
}
export type FlightOfferRow = Awaited<ReturnType<typeof agencyOffersOn>>[number];

/**
 * The search's query, built once per database and run as the named prepared statement
 * `flights_find_offers`: PostgreSQL parses and plans it once per connection, and no SQL is
 * written per search.
 */
function offersQuery(db: Database) {
  return db
    .select({
      ...flightOfferColumns,
      agencyId: agencies.id,
      agencyName: agencies.name,
      agencyLogo: agencies.logo,
      agencyClass: agencies.class,
    })
    .from(flights)
    .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flights.aircraftCode))
    .innerJoin(flightCabins, eq(flightCabins.flightId, flights.id))
    .innerJoin(offers, eq(offers.flightCabinId, flightCabins.id))
    .innerJoin(agencies, eq(agencies.id, offers.agencyId))
    .where(
      and(
        ...onSale(
          {
            originCity: sql.placeholder('originCity'),
            destinationCity: sql.placeholder('destinationCity'),
          },
          sql.placeholder('departingAfter'),
          sql.placeholder('minSeats'),
        ),
        eq(flights.departureDate, sql.placeholder('date')),
        eq(agencies.active, true),
      ),
    )
    .orderBy(asc(flights.departureAt), asc(flights.id))
    .prepare('flights_find_offers');
}

const offersQueries = new WeakMap<Database, ReturnType<typeof offersQuery>>();

/** One row per offer of a sellable cabin of a flight on the route and local date. */
export async function findOffers(
  db: Database,
  route: { originCity: string; destinationCity: string; date: string },
  options: { minSeats: number; departingAfter: Date },
) {
  let query = offersQueries.get(db);
  if (!query) {
    query = offersQuery(db);
    offersQueries.set(db, query);
  }
  // Placeholders reach the driver as they are: the instant goes as ISO text, which both drivers
  // send unchanged and PostgreSQL reads as the column's timestamptz.
  return query.execute({
    originCity: route.originCity,
    destinationCity: route.destinationCity,
    date: route.date,
    minSeats: options.minSeats,
    departingAfter: options.departingAfter.toISOString(),
  });
}
export type OfferRow = Awaited<ReturnType<typeof findOffers>>[number];

/** The cheapest adult price (fare + fee) per local departure date on a route. */
export async function cheapestPerDay(
  db: Database,
  route: { originCity: string; destinationCity: string },
  range: { from: string; to: string },
  options: { departingAfter: Date },
) {
  const price = sql<number>`min(${offers.adultFare} + ${offers.adultFee})`.mapWith(Number);
  return db
    .select({ date: flights.departureDate, currency: offers.currency, price })
    .from(flights)
    .innerJoin(flightCabins, eq(flightCabins.flightId, flights.id))
    .innerJoin(offers, eq(offers.flightCabinId, flightCabins.id))
    .where(
      and(
        ...onSale(route, options.departingAfter, 1),
        between(flights.departureDate, range.from, range.to),
      ),
    )
    .groupBy(flights.departureDate, offers.currency)
    .orderBy(asc(flights.departureDate));
}

/** The recorded state of some flights: status, scheduled and new departure (by id). */
export async function flightStatusRows(db: Database, flightIds: readonly number[]) {
  if (flightIds.length === 0) return [];
  return db
    .select({
      flightId: flights.id,
      airlineCode: flights.airlineCode,
      flightNumber: flights.flightNumber,
      originAirport: flights.originAirport,
      destinationAirport: flights.destinationAirport,
      status: flights.status,
      departureAt: flights.departureAt,
      estimatedDepartureAt: flights.estimatedDepartureAt,
    })
    .from(flights)
    .where(inArray(flights.id, [...new Set(flightIds)]));
}

/** Takes animal places on a flight unless the hold is full. */
export async function takePetPlaces(
  tx: Database,
  flightId: number,
  pets: number,
): Promise<boolean> {
  const rows = await tx
    .update(flights)
    .set({ petsTaken: sql`${flights.petsTaken} + ${pets}` })
    .where(
      and(eq(flights.id, flightId), sql`${flights.petsTaken} + ${pets} <= ${flights.petCapacity}`),
    )
    .returning({ id: flights.id });
  return rows.length === 1;
}

/** Gives animal places back to a flight (undoing a take whose sibling flight had none left). */
export async function givePetPlaces(tx: Database, flightId: number, pets: number) {
  await tx
    .update(flights)
    .set({ petsTaken: sql`greatest(${flights.petsTaken} - ${pets}, 0)` })
    .where(eq(flights.id, flightId));
}

/** A cabin's seat given back (a refunded passenger's), never above the cabin's capacity. */
export async function giveSeatBack(tx: Database, cabinId: number): Promise<void> {
  // least(): a booking written around the hold (an import) never took the seat it gives back,
  // and the cabin's CHECK would refuse more seats than it has.
  await tx
    .update(flightCabins)
    .set({ available: sql`least(${flightCabins.available} + 1, ${flightCabins.capacity})` })
    .where(eq(flightCabins.id, cabinId));
}

/**
 * An agency's name as other modules join it (decision 017): a view, so a list of their own rows
 * names the agency in one statement while the agencies table stays the flights module's.
 */
export const agencyNames = new QueryBuilder()
  .select({ id: agencies.id, name: agencies.name })
  .from(agencies)
  .as('agency_names');

/**
 * A flight as other modules join it for a list or a ticket: its airline (with the accounting code
 * its ticket numbers start with), number, airports and departure.
 */
export const flightFacts = new QueryBuilder()
  .select({
    id: flights.id,
    airlineCode: flights.airlineCode,
    airlineName: airlines.name,
    accountingCode: airlines.accountingCode,
    flightNumber: flights.flightNumber,
    origin: flights.originAirport,
    destination: flights.destinationAirport,
    departureAt: flights.departureAt,
  })
  .from(flights)
  .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
  .as('flight_facts');

/** Agency ids are 32-bit serials: a larger number names no agency (and PostgreSQL would refuse it). */
const maxAgencyId = 2_147_483_647;

export async function agencyById(db: Database, agencyId: number) {
  if (!Number.isInteger(agencyId) || agencyId < 1 || agencyId > maxAgencyId) return undefined;
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  return row;
}

/** Takes `seats` out of a cabin unless fewer are left: the row lock decides between racers. */
export async function takeSeats(tx: Database, cabinId: number, seats: number): Promise<boolean> {
  const rows = await tx
    .update(flightCabins)
    .set({ available: sql`${flightCabins.available} - ${seats}` })
    .where(and(eq(flightCabins.id, cabinId), sql`${flightCabins.available} >= ${seats}`))
    .returning({ id: flightCabins.id });
  return rows.length === 1;
}

/** Gives `seats` back to a cabin (a hold expired or given up). */
export async function giveSeats(tx: Database, cabinId: number, seats: number): Promise<void> {
  await tx
    .update(flightCabins)
    .set({ available: sql`${flightCabins.available} + ${seats}` })
    .where(eq(flightCabins.id, cabinId));
}

/**
 * A computed copy of a column under a name of its own: a view's columns are written unqualified
 * when aliased, so those whose names clash (the ids, the names) take a name no other table has;
 * the column's own decoding is kept.
 */

export { bookedOffers, offerPrices };
