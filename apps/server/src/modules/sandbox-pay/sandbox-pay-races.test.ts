// One Sandbox Pay payment delivered from two server processes at once on one PostgreSQL database
// (decision 018): the provider's notification in one and the payer's browser coming back in the
// other, or the same notification in both (a provider that sends twice, to two servers behind
// one address). A lock gate holds the payment's row until both processes wait on it, so both are
// truly in flight together. Whatever the order: one delivery, one settlement, the books
// balanced; the other answers waiting, already or replayed.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import {
  gateOnRow,
  race as raceOn,
  raceBaseUrl as baseUrl,
  useRaceDatabase,
} from '../../test/race-kit';
import { trialBalance } from '../ledger/ledger.api';
import {
  bookAndStart,
  buildTestFlight,
  paymentRecords,
  submitBankForm,
} from '../payments/payments-test-kit';

const worker = join(import.meta.dirname, 'sandbox-pay-race-worker-test-kit.ts');
const answerSchema = z.object({
  status: z.number(),
  outcome: z.string(),
  location: z.string().nullable(),
  error: z.string().optional(),
});
type Answer = z.infer<typeof answerSchema>;

/**
 * A gate on one payment's row: a transaction of the test's holds it locked, as a delivery would,
 * until `waiters` connections wait on a lock in the database; then it lets them go together (the
 * race kit's `gateOnRow`, as the ledger's `gateOn` is on a ledger account).
 */
function gateOnPayment(url: string, paymentId: number, waiters: number) {
  return gateOnRow(
    url,
    'SELECT 1 FROM payments WHERE id = $1 FOR UPDATE',
    [paymentId],
    waiters,
    60_000,
  );
}

/**
 * Each racer is a whole server built from source in a process of its own (about 10 s to start on
 * a quiet machine, two at once): the race itself takes a moment, the starting its own time.
 */
const racersStartTimeout = 180_000;

describe.skipIf(!baseUrl)('a Sandbox Pay payment delivered from two processes (postgres)', () => {
  const database = useRaceDatabase();
  let app: FastifyInstance;
  let flight: { flightId: number; cabinId: number };
  const records = paymentRecords(() => database.handle.db);

  beforeAll(async () => {
    app = await buildApp({
      db: database.handle.db,
      defaultTenant: 'sepehran',
      devTools: false,
      webDist: '/nonexistent-web-dist',
    });
    await app.ready();
    flight = await buildTestFlight(database.handle.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * A booking's payment paid on Sandbox Pay's page with its notification held back: the provider
   * knows it was paid, the merchant not yet (the payment is pending).
   */
  async function paidAtProvider() {
    const started = await bookAndStart(
      database.handle.db,
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
  function race(paymentId: number, runs: string[][]): Promise<Answer[]> {
    return raceOn(database.url, worker, runs, {
      schema: answerSchema,
      gate: () => gateOnPayment(database.url, paymentId, runs.length),
    });
  }

  /** Delivered once: paid, settled once, tickets issued once, and the books balanced. */
  async function deliveredOnce(paymentId: number) {
    expect(await records.payment(paymentId)).toMatchObject({ status: 'paid' });
    const events = await records.events(paymentId);
    expect(events.filter((e) => e === 'settled')).toEqual(['settled']);
    expect(events.filter((e) => e === 'ticketsIssued')).toEqual(['ticketsIssued']);
    for (const book of await trialBalance(database.handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  }

  it(
    'delivers once when the notification and the browser come back at once',
    async () => {
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
    },
    racersStartTimeout,
  );

  it(
    'acts once on the same notification sent from two processes at once',
    async () => {
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
    },
    racersStartTimeout,
  );

  it(
    'settles once when the provider retries under a new id from another process',
    async () => {
      const started = await paidAtProvider();
      const answers = await race(started.paymentId, [
        ['notify', started.token, `evt_${randomBytes(6).toString('hex')}`],
        ['notify', started.token, `evt_${randomBytes(6).toString('hex')}`],
      ]);
      expect(answers.map((a) => a.error)).toEqual([undefined, undefined]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.outcome).sort()).toEqual(['already', 'settled']);
      await deliveredOnce(started.paymentId);
    },
    racersStartTimeout,
  );
});
