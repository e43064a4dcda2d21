// Reservations racing for a hotel's last rooms from two processes on one PostgreSQL database
// (PGlite cannot be shared between processes): exactly the free rooms are sold, and a stay over
// a sold-out night holds nothing of its other nights.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { race, raceBaseUrl, useRaceDatabase } from '../../test/race-kit';
import { trialBalance } from '../ledger/ledger.api';
import { soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const worker = join(import.meta.dirname, 'hotel-stay-race-worker-test-kit.ts');
const outcomeSchema = z.object({
  reserved: z.number(),
  full: z.number(),
  errors: z.array(z.string()),
});

describe.skipIf(!raceBaseUrl)('reservations racing from two processes (postgres)', () => {
  const database = useRaceDatabase();
  /** Runs hotel workers together (the race kit's `race`). */
  const raceStays = (runs: Array<Array<string | number>>) =>
    race(database.url, worker, runs, { schema: outcomeSchema });

  it('sells exactly the last 3 rooms of a night to 40 reservations, 20 from each process', async () => {
    const night = stayDay(320);
    const ids = await stayHotel(database.handle.db, {
      from: night,
      nights: 1,
      allotment: 5,
      sold: { [night]: 2 },
    });
    const args = [ids.hotelId, ids.roomTypeId, night, stayDay(321), 20_000_000, 20];
    const outcomes = await raceStays([
      [...args, `race:a:${ids.hotelId}`],
      [...args, `race:b:${ids.hotelId}`],
    ]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.reserved, 0)).toBe(3);
    expect(outcomes.reduce((sum, o) => sum + o.full, 0)).toBe(37);
    expect(await soldNights(database.handle.db, ids.roomTypeId)).toEqual({ [night]: 5 });
  });

  it('holds nothing for stays that straddle a sold-out night', async () => {
    const from = stayDay(330);
    const full = stayDay(331);
    const ids = await stayHotel(database.handle.db, {
      from,
      nights: 3,
      allotment: 3,
      sold: { [full]: 3 },
    });
    // 20 + 21 + 22 million rials.
    const args = [ids.hotelId, ids.roomTypeId, from, stayDay(333), 63_000_000, 10];
    const outcomes = await raceStays([
      [...args, `race:c:${ids.hotelId}`],
      [...args, `race:d:${ids.hotelId}`],
    ]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.full, 0)).toBe(20);
    expect(await soldNights(database.handle.db, ids.roomTypeId)).toEqual({
      [from]: 0,
      [full]: 3,
      [stayDay(332)]: 0,
    });
  });

  it('leaves books that balance', async () => {
    for (const book of await trialBalance(database.handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  });
});
