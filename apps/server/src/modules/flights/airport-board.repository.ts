import { and, asc, between, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airlines, flightLegColumns, flights } from '../../db/schema/flights';

/** What a board line is made of: the flight as operations recorded it, with its airline. */
const boardColumns = { ...flightLegColumns, departureDate: flights.departureDate };

/**
 * The flights leaving an airport on a local date (the flight's own departure date), by
 * scheduled time. Read through the search index: the airport's city, then the date.
 */
export async function departuresOf(
  db: Database,
  airport: { code: string; cityCode: string },
  date: string,
) {
  return db
    .select(boardColumns)
    .from(flights)
    .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
    .where(
      and(
        eq(flights.originCity, airport.cityCode),
        eq(flights.departureDate, date),
        eq(flights.originAirport, airport.code),
      ),
    )
    .orderBy(asc(flights.departureAt), asc(flights.id));
}
export type BoardRow = Awaited<ReturnType<typeof departuresOf>>[number];

/**
 * The flights landing at an airport between two instants (its local day), by scheduled time.
 * The search index leads with the origin city, so every origin is named (`originCities`) and
 * the departure dates bounded (`departedBetween`): the read stays on the index instead of the
 * whole table.
 */
export async function arrivalsOf(
  db: Database,
  airport: { code: string; cityCode: string },
  window: { from: Date; to: Date; departedBetween: [string, string] },
  originCities: readonly string[],
) {
  return db
    .select(boardColumns)
    .from(flights)
    .innerJoin(airlines, eq(airlines.code, flights.airlineCode))
    .where(
      and(
        inArray(flights.originCity, [...originCities]),
        eq(flights.destinationCity, airport.cityCode),
        between(flights.departureDate, ...window.departedBetween),
        eq(flights.destinationAirport, airport.code),
        gte(flights.arrivalAt, window.from),
        lt(flights.arrivalAt, window.to),
      ),
    )
    .orderBy(asc(flights.arrivalAt), asc(flights.id));
}

/** Every airport some flight leaves from. */
export async function departureAirports(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: flights.originAirport })
    .from(flights)
    .orderBy(asc(flights.originAirport));
  return rows.map((row) => row.code);
}
