import { count, eq, isNull, max, min } from 'drizzle-orm';
import { daysBetween, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  aircraftTypes,
  airlines,
  flightCabins,
  flights,
  offers,
} from '../../schema/flights';
import { cities } from '../../schema/reference';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { agencies as demoAgencies } from './agencies';
import { aircraftTypes as demoAircraft } from './aircraft';
import { airlines as demoAirlines } from './airlines';
import { generateInventory } from './generate';
import { inventoryDays } from './inventory.seed';

describe.each(databaseKinds)('demo inventory seeded on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { data: 'demo' });
  });
  afterAll(async () => t.close());

  const rows = async (table: typeof flights | typeof flightCabins | typeof offers) => {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('holds exactly what the generator makes for the seeding day', async () => {
    const db = t.database.db;
    const [span] = await db
      .select({ first: min(flights.departureDate), last: max(flights.departureDate) })
      .from(flights);
    const days = daysBetween(parseIsoDate(span?.first ?? ''), parseIsoDate(span?.last ?? '')) + 1;
    // A day more when seeded while Istanbul's evening was already tomorrow in Tehran.
    expect([inventoryDays, inventoryDays + 1]).toContain(days);
    const generated = generateInventory({ today: span?.first ?? '', days });
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
    const [flightsWithoutCabins] = await db
      .select({ n: count() })
      .from(flights)
      .leftJoin(flightCabins, eq(flightCabins.flightId, flights.id))
      .where(isNull(flightCabins.id));
    expect(flightsWithoutCabins?.n).toBe(0);
    const [cabinsWithoutOffers] = await db
      .select({ n: count() })
      .from(flightCabins)
      .leftJoin(offers, eq(offers.flightCabinId, flightCabins.id))
      .where(isNull(offers.id));
    expect(cabinsWithoutOffers?.n).toBe(0);
    const origin = alias(cities, 'origin');
    const destination = alias(cities, 'destination');
    const currencies = await db
      .selectDistinct({
        currency: offers.currency,
        from: origin.countryCode,
        to: destination.countryCode,
      })
      .from(offers)
      .innerJoin(flightCabins, eq(flightCabins.id, offers.flightCabinId))
      .innerJoin(flights, eq(flights.id, flightCabins.flightId))
      .innerJoin(origin, eq(origin.code, flights.originCity))
      .innerJoin(destination, eq(destination.code, flights.destinationCity));
    const wrong = currencies.filter(
      (c) => c.currency !== (c.from === 'IR' && c.to === 'IR' ? 'IRR' : 'USD'),
    );
    expect(wrong).toEqual([]);
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
