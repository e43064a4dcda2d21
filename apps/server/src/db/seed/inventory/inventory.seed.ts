import type { Database } from '../../client';
import { agencies, aircraftTypes, airlines, flightCabins, flights, offers } from '../../schema/index';
import { agencies as demoAgencies } from './agencies';
import { aircraftTypes as demoAircraft } from './aircraft';
import { airlines as demoAirlines } from './airlines';
import { generateInventory } from './generate';
import type { GeneratedFlight } from './generated';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo sells flights this many days ahead. */
export const inventoryDays = 90;

// Rows per INSERT: big enough that PGlite's per-statement cost does not dominate, small enough
// to stay far below PostgreSQL's 65,535 parameters (offers have 14 columns).
const batchSize = 2_000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertReferenceRows(tx: Transaction): Promise<Map<string, number>> {
  await tx.insert(airlines).values([...demoAirlines]).onConflictDoNothing();
  await tx.insert(aircraftTypes).values([...demoAircraft]).onConflictDoNothing();
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

/** Inserts one batch of flights with their cabins and offers; ids link them, keys map the ids. */
async function insertFlights(
  tx: Transaction,
  batch: readonly GeneratedFlight[],
  agencyIds: ReadonlyMap<string, number>,
): Promise<void> {
  const flightRows = await tx
    .insert(flights)
    .values(batch.map(({ key: _key, cabins: _cabins, ...row }) => row))
    .returning({
      id: flights.id,
      airlineCode: flights.airlineCode,
      flightNumber: flights.flightNumber,
      departureDate: flights.departureDate,
    });
  const flightIds = new Map(
    flightRows.map((r) => [`${r.airlineCode} ${r.flightNumber} ${r.departureDate}`, r.id]),
  );
  const cabinRows = batch.flatMap((flight) =>
    flight.cabins.map((cabin) => ({
      flightId: flightIds.get(flight.key) ?? 0,
      cabin: cabin.cabin,
      capacity: cabin.capacity,
      available: cabin.available,
    })),
  );
  const cabinIds = new Map<string, number>();
  for (const part of chunks(cabinRows, batchSize)) {
    const rows = await tx
      .insert(flightCabins)
      .values(part)
      .returning({ id: flightCabins.id, flightId: flightCabins.flightId, cabin: flightCabins.cabin });
    for (const r of rows) cabinIds.set(`${r.flightId} ${r.cabin}`, r.id);
  }
  const offerRows = batch.flatMap((flight) =>
    flight.cabins.flatMap((cabin) => {
      const flightCabinId = cabinIds.get(`${flightIds.get(flight.key)} ${cabin.cabin}`) ?? 0;
      return cabin.offers.map(({ agency, ...offer }) => ({
        ...offer,
        flightCabinId,
        agencyId: agencyIds.get(agency) ?? 0,
      }));
    }),
  );
  for (const part of chunks(offerRows, batchSize)) await tx.insert(offers).values(part);
}

export interface InventoryCounts {
  flights: number;
  cabins: number;
  offers: number;
}

/**
 * Loads the demo airlines, aircraft, agencies and `inventoryDays` days of flights from `today`
 * into an empty inventory, in one transaction so a failed seed leaves nothing half-loaded.
 * `now` decides which of today's flights have already gone.
 */
export async function seedInventory(
  db: Database,
  today: string,
  now?: Date,
): Promise<InventoryCounts> {
  const generated = generateInventory({ today, days: inventoryDays, ...(now ? { now } : {}) });
  await db.transaction(async (tx) => {
    const agencyIds = await insertReferenceRows(tx);
    for (const batch of chunks(generated, batchSize)) await insertFlights(tx, batch, agencyIds);
  });
  const cabins = generated.reduce((n, f) => n + f.cabins.length, 0);
  const offerCount = generated.reduce(
    (n, f) => n + f.cabins.reduce((m, c) => m + c.offers.length, 0),
    0,
  );
  return { flights: generated.length, cabins, offers: offerCount };
}
