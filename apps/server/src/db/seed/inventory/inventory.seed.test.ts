import { count, eq, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  aircraftTypes,
  airlines,
  flightCabins,
  flights,
  offers,
} from '../../schema/index';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { agencies as demoAgencies } from './agencies';
import { aircraftTypes as demoAircraft } from './aircraft';
import { airlines as demoAirlines } from './airlines';
import { generateInventory } from './generate';
import { inventoryDays } from './inventory.seed';

describe.each(databaseKinds)('demo inventory seeded on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const rows = async (table: typeof flights | typeof flightCabins | typeof offers) => {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('holds exactly what the generator makes for the seeding day', async () => {
    const db = t.database.db;
    const [first] = await db.select({ date: min(flights.departureDate) }).from(flights);
    const generated = generateInventory({ today: first?.date ?? '', days: inventoryDays });
    expect(await rows(flights)).toBe(generated.length);
    expect(await rows(flightCabins)).toBe(generated.flatMap((f) => f.cabins).length);
    expect(await rows(offers)).toBe(
      generated.flatMap((f) => f.cabins.flatMap((c) => c.offers)).length,
    );
    expect((await db.select().from(airlines)).length).toBe(demoAirlines.length);
    expect((await db.select().from(aircraftTypes)).length).toBe(demoAircraft.length);
    expect((await db.select().from(agencies)).length).toBe(demoAgencies.length);
  });

  it('links every flight to its cabins and every cabin to offers of its own currency', async () => {
    const db = t.database.db;
    const lonely = await db.execute(sql`
      select count(*)::int as n from flights f
      where not exists (select 1 from flight_cabins c where c.flight_id = f.id)
        or exists (select 1 from flight_cabins c where c.flight_id = f.id
          and not exists (select 1 from offers o where o.flight_cabin_id = c.id))`);
    expect(lonely.rows).toEqual([{ n: 0 }]);
    const currencies = await db.execute(sql`
      select distinct o.currency, (oc.country_code = 'IR' and dc.country_code = 'IR') as domestic
      from offers o
      join flight_cabins c on c.id = o.flight_cabin_id
      join flights f on f.id = c.flight_id
      join cities oc on oc.code = f.origin_city
      join cities dc on dc.code = f.destination_city
      order by 1`);
    expect(currencies.rows).toEqual([
      { currency: 'IRR', domestic: true },
      { currency: 'USD', domestic: false },
    ]);
  });

  it('keeps the delayed flights’ new times and the sold-out ones at zero', async () => {
    const db = t.database.db;
    const delayed = await db.select().from(flights).where(eq(flights.status, 'delayed'));
    expect(delayed.length).toBeGreaterThan(0);
    for (const f of delayed) {
      expect(f.estimatedDepartureAt?.getTime()).toBeGreaterThan(f.departureAt.getTime());
    }
    const [soldOut] = await db
      .select({ n: count() })
      .from(flightCabins)
      .where(eq(flightCabins.available, 0));
    expect(soldOut?.n).toBeGreaterThan(0);
  });
});
