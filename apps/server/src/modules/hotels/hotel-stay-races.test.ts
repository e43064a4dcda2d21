// Reservations racing for a hotel's last rooms from two processes on one PostgreSQL database
// (PGlite cannot be shared between processes): exactly the free rooms are sold, and a stay over
// a sold-out night holds nothing of its other nights.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { adminQuery } from '../../test/global-setup';
import { trialBalance } from '../ledger/ledger.api';
import { soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const baseUrl = process.env.TEST_DATABASE_URL;
const repositoryRoot = resolve(import.meta.dirname, '../../../../..');
const worker = join(import.meta.dirname, 'hotel-stay-race-worker-test-kit.ts');
const outcomeSchema = z.object({
  reserved: z.number(),
  full: z.number(),
  errors: z.array(z.string()),
});

interface Racer {
  child: ChildProcess;
  ready: Promise<void>;
  outcome: Promise<z.infer<typeof outcomeSchema>>;
}

/** Starts a worker process; it waits for `go` once its pool is open. */
function startRacer(url: string, args: Array<string | number>): Racer {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, url, ...args.map(String)], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<never>((_, reject) =>
    child.on('close', (code) => reject(new Error(`race worker ended with ${code}`))),
  );
  exited.catch(() => undefined);
  const ready = Promise.race([
    new Promise<void>((r) => lines.on('line', (line) => line === 'ready' && r())),
    exited,
  ]);
  const outcome = Promise.race([
    new Promise<z.infer<typeof outcomeSchema>>((r) =>
      lines.on('line', (line) => line.startsWith('{') && r(outcomeSchema.parse(JSON.parse(line)))),
    ),
    exited,
  ]);
  return { child, ready, outcome };
}

async function race(url: string, runs: Array<Array<string | number>>) {
  const racers = runs.map((args) => startRacer(url, args));
  try {
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.child.stdin?.write('go\n');
    return await Promise.all(racers.map((r) => r.outcome));
  } finally {
    for (const r of racers) if (r.child.exitCode === null) r.child.kill();
  }
}

describe.skipIf(!baseUrl)('reservations racing from two processes (postgres)', () => {
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  let url = '';
  let handle: DatabaseHandle;

  beforeAll(async () => {
    if (!baseUrl) return;
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const own = new URL(baseUrl);
    own.pathname = `/${name}`;
    url = own.toString();
    handle = await openPostgres(url);
  });
  afterAll(async () => {
    await handle?.close();
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('sells exactly the last 3 rooms of a night to 40 reservations, 20 from each process', async () => {
    const night = stayDay(320);
    const ids = await stayHotel(handle.db, {
      from: night,
      nights: 1,
      allotment: 5,
      sold: { [night]: 2 },
    });
    const args = [ids.hotelId, ids.roomTypeId, night, stayDay(321), 20_000_000, 20];
    const outcomes = await race(url, [
      [...args, `race:a:${ids.hotelId}`],
      [...args, `race:b:${ids.hotelId}`],
    ]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.reserved, 0)).toBe(3);
    expect(outcomes.reduce((sum, o) => sum + o.full, 0)).toBe(37);
    expect(await soldNights(handle.db, ids.roomTypeId)).toEqual({ [night]: 5 });
  });

  it('holds nothing for stays that straddle a sold-out night', async () => {
    const from = stayDay(330);
    const full = stayDay(331);
    const ids = await stayHotel(handle.db, { from, nights: 3, allotment: 3, sold: { [full]: 3 } });
    // 20 + 21 + 22 million rials.
    const args = [ids.hotelId, ids.roomTypeId, from, stayDay(333), 63_000_000, 10];
    const outcomes = await race(url, [
      [...args, `race:c:${ids.hotelId}`],
      [...args, `race:d:${ids.hotelId}`],
    ]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.full, 0)).toBe(20);
    expect(await soldNights(handle.db, ids.roomTypeId)).toEqual({
      [from]: 0,
      [full]: 3,
      [stayDay(332)]: 0,
    });
  });

  it('leaves books that balance', async () => {
    for (const book of await trialBalance(handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  });
});
