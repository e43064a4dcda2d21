import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFlight } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { findOffers } from './flights.repository';
import { rowsOf } from '../../db/raw-rows';

/** Beyond the demo inventory's 90 days, so only this file's flights are there. */
const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 240));
const nextDay = formatIsoDate(addDays(parseIsoDate(day), 1));
const route = { originCity: 'KER', destinationCity: 'AZD', date: day };
const longAgo = new Date(0);

describe.each(databaseKinds)('the offers query on %s', (kind) => {
  let t: TestApp;
  let early: number;
  let late: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    early = (await buildFlight(db, { from: 'KER', to: 'AZD', date: day, time: '08:00' })).flightId;
    late = (
      await buildFlight(db, { from: 'KER', to: 'AZD', date: day, time: '12:00', available: 1 })
    ).flightId;
    await buildFlight(db, {
      from: 'KER',
      to: 'AZD',
      date: day,
      time: '15:00',
      status: 'cancelled',
    });
    await buildFlight(db, { from: 'KER', to: 'AZD', date: nextDay, time: '08:00' });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const flightIds = (rows: Awaited<ReturnType<typeof findOffers>>) => [
    ...new Set(rows.map((row) => row.flightId)),
  ];

  it('applies the route, the day, the seats and the sales cut-off it is given', async () => {
    const db = t.database.db;
    const all = await findOffers(db, route, { minSeats: 1, departingAfter: longAgo });
    expect(flightIds(all)).toEqual([early, late]);
    expect(all[0]?.departureAt).toBeInstanceOf(Date);

    const forTwo = await findOffers(db, route, { minSeats: 2, departingAfter: longAgo });
    expect(flightIds(forTwo)).toEqual([early]);

    const afterEarly = all[0]?.departureAt ?? longAgo;
    const later = await findOffers(db, route, { minSeats: 1, departingAfter: afterEarly });
    expect(flightIds(later)).toEqual([late]);

    const back = { originCity: 'AZD', destinationCity: 'KER', date: day };
    expect(await findOffers(db, back, { minSeats: 1, departingAfter: longAgo })).toEqual([]);
  });

  it('writes its SQL once per database, not once per search', async () => {
    const db = t.database.db;
    await findOffers(db, route, { minSeats: 1, departingAfter: longAgo });
    const written = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      await findOffers(db, route, { minSeats: 2, departingAfter: longAgo });
      await findOffers(db, { ...route, date: nextDay }, { minSeats: 1, departingAfter: longAgo });
      expect(written).not.toHaveBeenCalled();
    } finally {
      written.mockRestore();
    }
  });

  it.runIf(kind === 'postgres')(
    'runs as the prepared statement flights_find_offers, parsed once per connection',
    async () => {
      const db = t.database.db;
      await findOffers(db, route, { minSeats: 1, departingAfter: longAgo });
      // The pool hands out its most recently released connection first: the one that just ran
      // the search, where PostgreSQL keeps the statements prepared on it.
      const prepared = rowsOf<{ name: string; statement: string }>(
        await db.execute(sql`select name, statement from pg_prepared_statements`),
      );
      const statement = prepared.find((row) => row.name === 'flights_find_offers');
      expect(statement?.statement).toMatch(/from "flights"/);
    },
  );
});
