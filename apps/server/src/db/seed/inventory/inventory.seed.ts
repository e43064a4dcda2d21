import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { agencies, aircraftTypes, airlines } from '../../schema/flights';
import { agencies as demoAgencies } from './agencies';
import { aircraftTypes as demoAircraft } from './aircraft';
import { airlines as demoAirlines } from './airlines';
import { generateInventory } from './generate';
import type { GeneratedFlight } from './generated';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo sells flights this many days ahead. */
export const inventoryDays = 90;

/** Flights per statement (with their ~1.4 cabins and ~4 offers each). */
const batchSize = 2_000;

/** Flights written so far, of all to write. */
export type SeedProgress = (done: number, total: number) => void;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertReferenceRows(tx: Transaction): Promise<Map<string, number>> {
  await tx
    .insert(airlines)
    .values([...demoAirlines])
    .onConflictDoNothing();
  await tx
    .insert(aircraftTypes)
    .values([...demoAircraft])
    .onConflictDoNothing();
  const inserted = await tx
    .insert(agencies)
    .values(demoAgencies.map((a) => ({ name: a.name, logo: a.logo, class: a.class })))
    .returning({ id: agencies.id, logo: agencies.logo });
  // The logo path carries the slug, so it links a returned id back to its demo agency.
  const bySlug = new Map<string, number>();
  for (const agency of demoAgencies) {
    const row = inserted.find((r) => r.logo === agency.logo);
    if (row) bySlug.set(agency.slug, row.id);
  }
  return bySlug;
}

/**
 * One batch as the three flat JSON arrays the insert statement reads, column-named. A cabin
 * points at its flight by the flight's place `n` in the batch, an offer at its cabin by the
 * cabin's place `k`; the few distinct refund rules
 * are sent once and offers point at them, which keeps the JSON (and its parsing) small.
 */
function batchJson(batch: readonly GeneratedFlight[], agencyIds: ReadonlyMap<string, number>) {
  const rules: string[] = [];
  const ruleIndex = new Map<string, number>();
  const flightRows: object[] = [];
  const cabinRows: object[] = [];
  const offerRows: object[] = [];
  batch.forEach((flight, n) => {
    flightRows.push({
      n,
      airline_code: flight.airlineCode,
      flight_number: flight.flightNumber,
      origin_airport: flight.originAirport,
      destination_airport: flight.destinationAirport,
      origin_city: flight.originCity,
      destination_city: flight.destinationCity,
      departure_date: flight.departureDate,
      departure_at: flight.departureAt,
      arrival_at: flight.arrivalAt,
      estimated_departure_at: flight.estimatedDepartureAt,
      estimated_arrival_at: flight.estimatedArrivalAt,
      origin_terminal: flight.originTerminal,
      destination_terminal: flight.destinationTerminal,
      aircraft_code: flight.aircraftCode,
      status: flight.status,
    });
    for (const cabin of flight.cabins) {
      const k = cabinRows.length;
      cabinRows.push({
        n,
        k,
        cabin: cabin.cabin,
        capacity: cabin.capacity,
        available: cabin.available,
      });
      for (const offer of cabin.offers) {
        const agencyId = agencyIds.get(offer.agency);
        if (agencyId === undefined) throw new Error(`Unknown agency ${offer.agency}`);
        const ruleText = JSON.stringify(offer.refundRules);
        let rule = ruleIndex.get(ruleText);
        if (rule === undefined) {
          rule = rules.push(ruleText) - 1;
          ruleIndex.set(ruleText, rule);
        }
        offerRows.push({
          k,
          agency_id: agencyId,
          price_class: offer.priceClass,
          currency: offer.currency,
          adult_fare: offer.adultFare,
          child_fare: offer.childFare,
          infant_fare: offer.infantFare,
          adult_fee: offer.adultFee,
          child_fee: offer.childFee,
          infant_fee: offer.infantFee,
          baggage_kg: offer.baggageKg,
          rule,
          active: offer.active,
        });
      }
    }
  });
  return {
    flights: JSON.stringify(flightRows),
    cabins: JSON.stringify(cabinRows),
    offers: JSON.stringify(offerRows),
    rules: `[${rules.join(',')}]`,
  };
}

/**
 * Inserts a batch of flights with their cabins and offers in one statement: the JSON is
 * unpacked in the database, rows take their ids from the tables' sequences up front, and each
 * level finds its parent's id by its place in the batch. Row-by-row parameters through the
 * ORM took minutes on PGlite for the ~120,000 rows; this takes seconds. The CTEs are
 * materialized so that each JSON is parsed once.
 */
async function insertBatch(tx: Transaction, json: ReturnType<typeof batchJson>): Promise<void> {
  await tx.execute(sql`
    with flight_rows as materialized (
      select nextval(pg_get_serial_sequence('flights', 'id')) as id, x.*
      from json_to_recordset(${json.flights}::json) as x(
        n int, airline_code text, flight_number text, origin_airport text,
        destination_airport text, origin_city text, destination_city text, departure_date date,
        departure_at timestamptz, arrival_at timestamptz,
        estimated_departure_at timestamptz, estimated_arrival_at timestamptz,
        origin_terminal text, destination_terminal text, aircraft_code text, status text)
    ),
    inserted_flights as (
      insert into flights (id, airline_code, flight_number, origin_airport, destination_airport,
        origin_city, destination_city, departure_date, departure_at, arrival_at,
        estimated_departure_at, estimated_arrival_at, origin_terminal, destination_terminal,
        aircraft_code, status)
      select id, airline_code, flight_number, origin_airport, destination_airport,
        origin_city, destination_city, departure_date, departure_at, arrival_at,
        estimated_departure_at, estimated_arrival_at, origin_terminal, destination_terminal,
        aircraft_code, status
      from flight_rows
    ),
    cabin_rows as materialized (
      select nextval(pg_get_serial_sequence('flight_cabins', 'id')) as id, f.id as flight_id, c.*
      from json_to_recordset(${json.cabins}::json)
        as c(n int, k int, cabin text, capacity int, available int)
      join flight_rows f using (n)
    ),
    inserted_cabins as (
      insert into flight_cabins (id, flight_id, cabin, capacity, available)
      select id, flight_id, cabin, capacity, available from cabin_rows
    )
    insert into offers (flight_cabin_id, agency_id, price_class, currency, adult_fare,
      child_fare, infant_fare, adult_fee, child_fee, infant_fee, baggage_kg, refund_rules, active)
    select c.id, o.agency_id, o.price_class, o.currency, o.adult_fare, o.child_fare,
      o.infant_fare, o.adult_fee, o.child_fee, o.infant_fee, o.baggage_kg,
      ${json.rules}::jsonb -> o.rule, o.active
    from json_to_recordset(${json.offers}::json) as o(k int, agency_id int, price_class text,
      currency text, adult_fare bigint, child_fare bigint, infant_fare bigint, adult_fee bigint,
      child_fee bigint, infant_fee bigint, baggage_kg int, rule int, active boolean)
    join cabin_rows c using (k)
  `);
}

export interface InventoryCounts {
  flights: number;
  cabins: number;
  offers: number;
}

/**
 * Loads the demo airlines, aircraft, agencies and `days` days of flights from `today` into an
 * empty inventory, in one transaction so a failed seed leaves nothing half-loaded. `now` decides
 * which of today's flights have already gone.
 */
export async function seedInventory(
  db: Database,
  options: { today: string; days: number; now?: Date; onProgress?: SeedProgress },
): Promise<InventoryCounts> {
  const { today, days, now, onProgress } = options;
  const generated = generateInventory({ today, days, ...(now ? { now } : {}) });
  await db.transaction(async (tx) => {
    const agencyIds = await insertReferenceRows(tx);
    let inserted = 0;
    for (const batch of chunks(generated, batchSize)) {
      await insertBatch(tx, batchJson(batch, agencyIds));
      inserted += batch.length;
      onProgress?.(inserted, generated.length);
    }
  });
  const cabins = generated.reduce((n, f) => n + f.cabins.length, 0);
  const offerCount = generated.reduce(
    (n, f) => n + f.cabins.reduce((m, c) => m + c.offers.length, 0),
    0,
  );
  return { flights: generated.length, cabins, offers: offerCount };
}
