// One way to run a race across processes on one PostgreSQL database (PGlite cannot be shared
// between processes), for every `*-races.test.ts`: a database of the file's own, racer processes
// started from a worker kit and told to go at once, and a lock gate that makes them overlap.
// The workers' side of it is ./race-worker.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { z } from 'zod';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { adminQuery, databaseUrl } from './global-setup';

/** The PostgreSQL server of the race tests; they skip without it. */
export const raceBaseUrl = process.env.TEST_DATABASE_URL;
const repositoryRoot = resolve(import.meta.dirname, '../../../..');

export interface RaceDatabase {
  /** The database's own url, for the racers and the gates. */
  url: string;
  handle: DatabaseHandle;
}

/**
 * A database of the calling `describe`'s own, copied from the PostgreSQL template before its
 * tests and dropped after them. Its fields are set once the `beforeAll` has run.
 */
export function useRaceDatabase(): RaceDatabase {
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  const own = { url: '', handle: undefined as unknown as DatabaseHandle };
  beforeAll(async () => {
    if (!raceBaseUrl) return;
    await adminQuery(raceBaseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    own.url = databaseUrl(raceBaseUrl, name);
    own.handle = await openPostgres(own.url);
  });
  afterAll(async () => {
    await own.handle?.close();
    if (raceBaseUrl) await adminQuery(raceBaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return own;
}

export interface Racer<T> {
  child: ChildProcess;
  /** Once its worker has said "ready" (its pool or app open). */
  ready: Promise<void>;
  /** The one line of JSON its worker printed, read by the schema. */
  outcome: Promise<T>;
  go(): void;
}

/** Starts a worker process (`node --import tsx <worker> <url> ...args`); it waits for `go`. */
export function startRacer<S extends z.ZodTypeAny>(
  url: string,
  worker: string,
  args: Array<string | number>,
  schema: S,
): Racer<z.infer<S>> {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, url, ...args.map(String)], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<never>((_, reject) =>
    child.on('close', (code) => reject(new Error(`race worker ended with ${code}`))),
  );
  // It rejects after a worker's normal end too: only a race against it can fail on it.
  exited.catch(() => undefined);
  const ready = Promise.race([
    new Promise<void>((r) => lines.on('line', (line) => line === 'ready' && r())),
    exited,
  ]);
  const outcome = Promise.race([
    new Promise<z.infer<S>>((r) =>
      lines.on('line', (line) => line.startsWith('{') && r(schema.parse(JSON.parse(line)))),
    ),
    exited,
  ]);
  return { child, ready, outcome, go: () => child.stdin?.write('go\n') };
}

/** Kills the racers still running (a race that failed midway). */
export function stopRacers(racers: Array<Racer<unknown>>): void {
  for (const r of racers) if (r.child.exitCode === null) r.child.kill();
}

export interface Gate {
  openWhenQueued(): Promise<void>;
}

/**
 * Runs workers together: all start, all are told to go at once once all are ready, the gate (if
 * any) opens once all queue on it, and all report. A gate given as a function is closed once all
 * are ready, just before the go.
 */
export async function race<S extends z.ZodTypeAny>(
  url: string,
  worker: string,
  runs: Array<Array<string | number>>,
  options: { schema: S; gate?: Gate | (() => Promise<Gate>) },
): Promise<Array<z.infer<S>>> {
  const racers = runs.map((args) => startRacer(url, worker, args, options.schema));
  try {
    await Promise.all(racers.map((r) => r.ready));
    const gate = typeof options.gate === 'function' ? await options.gate() : options.gate;
    for (const r of racers) r.go();
    await gate?.openWhenQueued();
    return await Promise.all(racers.map((r) => r.outcome));
  } finally {
    stopRacers(racers);
  }
}

/**
 * A lock gate over the row `select` names (a `SELECT 1 ... FOR UPDATE`): a transaction of the
 * test's holds it from before `go` until `waiters` connections of the racers wait on a lock in the
 * database, so they truly overlap: on a busy machine one process could otherwise finish before
 * the other's first query arrives. Released, the lock goes to the waiters in the order they came.
 */
export async function gateOnRow(
  url: string,
  select: string,
  params: unknown[],
  waiters: number,
  timeoutMs = 30_000,
) {
  const gate = new pg.Client({ connectionString: url });
  await gate.connect();
  await gate.query('BEGIN');
  await gate.query(select, params);
  /** Until `count` connections wait on a lock (the gate's, here). */
  async function queued(count: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await gate.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.waiting ?? 0) >= count) return;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.waiting} of ${count} queued`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return {
    queued,
    async openWhenQueued() {
      try {
        await queued(waiters);
      } finally {
        await gate.query('COMMIT');
        await gate.end();
      }
    },
  };
}
