// PostgreSQL may end a connection while the server holds it in the middle of a transaction
// (pg_terminate_backend, a failover, a restart). That transaction fails; the process must not,
// and the caller is told to try again (503), not that the server is broken (500). Before the
// fixes, the 'error' event of the checked-out client had no listener and took the whole server
// process down, and the request answered 500 (both found by e2e/faults.spec.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hold, sellableFlight } from '../modules/booking/booking.fixtures';
import { adminQuery } from '../test/global-setup';
import { createTestApp, type TestApp } from '../test/test-app';
import { openPostgres, type DatabaseHandle } from './client';
import { isConnectionLoss } from './connection-loss';
import { rowsOf } from './raw-rows';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('a PostgreSQL connection ended under a transaction', () => {
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await adminQuery(baseUrl ?? '', `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl ?? '');
    url.pathname = `/${name}`;
    handle = await openPostgres(url.toString());
  });

  afterAll(async () => {
    await handle?.close();
    await adminQuery(baseUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('fails that transaction only, and the next query is served', async () => {
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listener);
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        );
        // Ended from outside while this transaction waits between two statements.
        await adminQuery(baseUrl ?? '', `select pg_terminate_backend(${Number(row?.pid)})`);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
      const answer = await handle.db.execute(sql`select 2 as two`);
      expect(rowsOf(answer)).toEqual([{ two: 2 }]);
    } finally {
      process.off('uncaughtException', listener);
    }
  });
});

describe.skipIf(!baseUrl)('a request whose database connection is cut', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t?.close());

  it('answers 503 with the connection error, and the next request is served', async () => {
    const flight = await sellableFlight(t.database.db);
    const [current] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select current_database() as name`),
    );
    const url = new URL(baseUrl ?? '');
    url.pathname = `/${current?.name ?? ''}`;
    // The hold's transaction waits on this lock; its connection is cut while it waits.
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table flight_cabins in exclusive mode');
    const pending = hold(t, flight);
    let pid: number | undefined;
    for (let i = 0; i < 100 && pid === undefined; i++) {
      const waiting = await locker.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      pid = waiting.rows[0]?.pid;
      if (pid === undefined) await new Promise((r) => setTimeout(r, 50));
    }
    expect(pid).toBeDefined();
    await adminQuery(baseUrl ?? '', `select pg_terminate_backend(${Number(pid)})`);
    const answer = await pending;
    await locker.query('rollback');
    await locker.end();
    expect(answer.status).toBe(503);
    expect(answer.json.errors?.code).toBe('UNAVAILABLE');
    expect(answer.json.errors?.error).toBe('Connection error!!');
    expect((await hold(t, flight)).status).toBe(200);
  });
});

describe('what counts as the database connection lost', () => {
  it("knows the driver's words and codes, through drizzle's wrapping", () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: begin'), { cause });
    expect(isConnectionLoss(wrapped(Object.assign(new Error('x'), { code: '57P01' })))).toBe(true);
    expect(isConnectionLoss(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true);
    expect(isConnectionLoss(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLoss(wrapped(Object.assign(new Error('x'), { code: '23505' })))).toBe(false);
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });
});
