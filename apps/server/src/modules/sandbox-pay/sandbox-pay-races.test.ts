// One Sandbox Pay payment delivered from two server processes at once on one PostgreSQL database
// (decision 018): the provider's notification in one and the payer's browser coming back in the
// other, or the same notification in both (a provider that sends twice, to two servers behind
// one address). A lock gate holds the payment's row until both processes wait on it, so both are
// truly in flight together. Whatever the order: one delivery, one settlement, the books
// balanced; the other answers waiting, already or replayed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { adminQuery } from '../../test/global-setup';
import { trialBalance } from '../ledger/ledger.api';
import {
  bookAndStart,
  buildTestFlight,
  paymentRecords,
  submitBankForm,
} from '../payments/payments-test-kit';

const baseUrl = process.env.TEST_DATABASE_URL;
const repositoryRoot = resolve(import.meta.dirname, '../../../../..');
const worker = join(import.meta.dirname, 'sandbox-pay-race-worker-test-kit.ts');
const answerSchema = z.object({
  status: z.number(),
  outcome: z.string(),
  location: z.string().nullable(),
  error: z.string().optional(),
});
type Answer = z.infer<typeof answerSchema>;

/** Runs a worker: it builds its app, says ready, is told to go, and reports one line of JSON. */
function racer(url: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, url, ...args], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<void>((r) => lines.on('line', (l) => l === 'ready' && r()));
  const answer = new Promise<Answer>((r) =>
    lines.on('line', (l) => l.startsWith('{') && r(answerSchema.parse(JSON.parse(l)))),
  );
  return { child, ready, answer };
}

/**
 * A gate on one payment's row: a transaction of the test's holds it locked, as a delivery would,
 * until `waiters` connections wait on a lock in the database; then it lets them go together.
 * (A gate of this file's own, like ledger-races.test.ts's `gateOn` on a ledger account.)
 */
async function gateOnPayment(url: string, paymentId: number, waiters: number) {
  const gate = new pg.Client({ connectionString: url });
  await gate.connect();
  await gate.query('BEGIN');
  await gate.query('SELECT 1 FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
  return {
    async openWhenQueued() {
      const deadline = Date.now() + 60_000;
      try {
        for (;;) {
          const { rows } = await gate.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if ((rows[0]?.waiting ?? 0) >= waiters) break;
          if (Date.now() > deadline) throw new Error(`${rows[0]?.waiting} of ${waiters} queued`);
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await gate.query('COMMIT');
        await gate.end();
      }
    },
  };
}

describe.skipIf(!baseUrl)('a Sandbox Pay payment delivered from two processes (postgres)', () => {
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  let url = '';
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let flight: { flightId: number; cabinId: number };
  const records = paymentRecords(() => handle.db);

  beforeAll(async () => {
    if (!baseUrl) return;
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const own = new URL(baseUrl);
    own.pathname = `/${name}`;
    url = own.toString();
    handle = await openPostgres(url);
    app = await buildApp({
      db: handle.db,
      defaultTenant: 'sepehran',
      devTools: false,
      webDist: '/nonexistent-web-dist',
    });
    await app.ready();
    flight = await buildTestFlight(handle.db);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /**
   * A booking's payment paid on Sandbox Pay's page with its notification held back: the provider
   * knows it was paid, the merchant not yet (the payment is pending).
   */
  async function paidAtProvider() {
    const started = await bookAndStart(
      handle.db,
      flight,
      {},
      app.paymentProviders.named('sandbox-pay'),
    );
    const hosted = await submitBankForm(
      app,
      started.paymentUrl,
      new URLSearchParams({ action: 'pay', notify: 'hold' }).toString(),
    );
    expect(hosted.statusCode).toBe(302);
    expect(await records.payment(started.paymentId)).toMatchObject({ status: 'pending' });
    return started;
  }

  /** Both workers ready, told to go together, the gate opened once both wait on the row. */
  async function race(paymentId: number, runs: string[][]): Promise<Answer[]> {
    const racers = runs.map((args) => racer(url, args));
    try {
      await Promise.all(racers.map((r) => r.ready));
      const gate = await gateOnPayment(url, paymentId, racers.length);
      for (const r of racers) r.child.stdin.write('go\n');
      await gate.openWhenQueued();
      return await Promise.all(racers.map((r) => r.answer));
    } finally {
      for (const r of racers) if (r.child.exitCode === null) r.child.kill();
    }
  }

  /** Delivered once: paid, settled once, tickets issued once, and the books balanced. */
  async function deliveredOnce(paymentId: number) {
    expect(await records.payment(paymentId)).toMatchObject({ status: 'paid' });
    const events = await records.events(paymentId);
    expect(events.filter((e) => e === 'settled')).toEqual(['settled']);
    expect(events.filter((e) => e === 'ticketsIssued')).toEqual(['ticketsIssued']);
    for (const book of await trialBalance(handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  }

  it('delivers once when the notification and the browser come back at once', async () => {
    const started = await paidAtProvider();
    const [notified, browser] = await race(started.paymentId, [
      ['notify', started.token, `evt_${randomBytes(6).toString('hex')}`],
      ['browser', started.token, 'none'],
    ]);
    expect(notified?.error).toBeUndefined();
    expect(browser?.error).toBeUndefined();
    // Only the notification settles a payment at a provider that notifies.
    expect(notified).toMatchObject({ status: 200, outcome: 'settled' });
    // The browser either came first and waits (a page that looks again), or came second and is
    // sent to the result page.
    if (browser?.status === 200) expect(browser.location).toBeNull();
    else {
      expect(browser?.status).toBe(302);
      expect(new URL(browser?.location ?? '', 'http://x').pathname).toBe('/booking/result');
    }
    await deliveredOnce(started.paymentId);
    // A browser that waited finds it delivered on its next look.
    const again = await app.inject({
      method: 'GET',
      url: `/api/payment/callback?token=${started.token}`,
    });
    expect(again.statusCode).toBe(302);
    await deliveredOnce(started.paymentId);
  });

  it('acts once on the same notification sent from two processes at once', async () => {
    const started = await paidAtProvider();
    const id = `evt_${randomBytes(6).toString('hex')}`;
    const answers = await race(started.paymentId, [
      ['notify', started.token, id],
      ['notify', started.token, id],
    ]);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined]);
    // One settles; the other finds the same notification's id taken: replayed (409).
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)?.outcome).toBe('settled');
    await deliveredOnce(started.paymentId);
  });

  it('settles once when the provider retries under a new id from another process', async () => {
    const started = await paidAtProvider();
    const answers = await race(started.paymentId, [
      ['notify', started.token, `evt_${randomBytes(6).toString('hex')}`],
      ['notify', started.token, `evt_${randomBytes(6).toString('hex')}`],
    ]);
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['already', 'settled']);
    await deliveredOnce(started.paymentId);
  });
});
