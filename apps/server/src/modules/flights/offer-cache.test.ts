import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlight } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOfferCache } from './offer-cache';

const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 230));
const route = { originCity: 'KER', destinationCity: 'AZD', date: day };

describe('offer cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('reuses a route and day within its time, then reads the database again', async () => {
    let nowMs = Date.now();
    const offersOn = createOfferCache(t.database.db, {
      ttlMs: 10_000,
      maxEntries: 10,
      now: () => new Date(nowMs),
    });
    const filter = { minSeats: 1, departingAfter: new Date(nowMs) };
    await buildFlight(t.database.db, {
      from: 'KER',
      to: 'AZD',
      date: day,
      time: '08:00',
      available: 3,
    });
    expect(await offersOn(route, filter)).toHaveLength(1);
    await buildFlight(t.database.db, { from: 'KER', to: 'AZD', date: day, time: '10:00' });
    expect(await offersOn(route, filter)).toHaveLength(1);
    nowMs += 10_001;
    expect(await offersOn(route, filter)).toHaveLength(2);
  });

  it("applies each caller's seat count to the cached offers", async () => {
    const offersOn = createOfferCache(t.database.db, {
      ttlMs: 10_000,
      maxEntries: 10,
      now: () => new Date(),
    });
    const rows = await offersOn(route, { minSeats: 4, departingAfter: new Date() });
    expect(rows.every((row) => row.available >= 4)).toBe(true);
    expect(rows).toHaveLength(1);
  });

  it('answers the same list while the offers are the same, a new one once a flight leaves sale', async () => {
    const nowMs = Date.now();
    const offersOn = createOfferCache(t.database.db, {
      ttlMs: 60_000,
      maxEntries: 10,
      now: () => new Date(nowMs),
    });
    const first = await offersOn(route, { minSeats: 1, departingAfter: new Date(nowMs) });
    const again = await offersOn(route, { minSeats: 1, departingAfter: new Date(nowMs + 1_000) });
    expect(again).toBe(first);
    const earliest = Math.min(...first.map((row) => row.departureAt.getTime()));
    const later = await offersOn(route, { minSeats: 1, departingAfter: new Date(earliest) });
    expect(later).not.toBe(first);
    expect(later).toHaveLength(first.length - 1);
  });
});
