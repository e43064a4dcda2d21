// Many spends of one wallet at once: exactly the affordable number go through, whether they race
// inside one process (PGlite and PostgreSQL) or from two processes on one PostgreSQL database
// (PGlite cannot be shared between processes). The same keys posted from two processes at once
// post once. Two sales on one credit line that together pass its limit: one fails; a limit
// lowered during a sale is ordered before or after it, never between its check and its write.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { agencyCreditAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openPostgres, postgresPoolSize, type DatabaseHandle } from '../../db/client';
import { adminQuery } from '../../test/global-setup';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { AppError } from '../../platform/app-error';
import { balanceOf, creditLineOf, trialBalance } from './ledger.api';
import { gateOn } from './ledger-race-gate-test-kit';
import {
  fresh,
  limitCredit,
  post,
  spend,
  testCurrency,
  testTenant,
  topup,
} from './ledger-test-kit';

describe.each(databaseKinds)('spends of one wallet racing in one process (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('lets exactly the affordable 10 of 40 spends through', async () => {
    const db = t.database.db;
    const { userId } = fresh();
    await post(db, topup(userId, 1_000));
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(db, spend(userId, 100)).then(
          () => 'paid',
          (error: unknown) =>
            error instanceof AppError && error.messageKey === 'insufficientCredit'
              ? 'refused'
              : String(error),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(30);
    expect(await balanceOf(db, testTenant, walletAccount(userId), testCurrency)).toBe(0);
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const repositoryRoot = resolve(import.meta.dirname, '../../../../..');
const worker = join(import.meta.dirname, 'ledger-race-worker-test-kit.ts');
const outcomeSchema = z.object({
  created: z.number(),
  replayed: z.number(),
  refused: z.number(),
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
  // It rejects after a worker's normal end too: only a race against it can fail on it.
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

/** Runs workers together: all start, all are told to go at once, all report. */
async function race(
  url: string,
  runs: Array<Array<string | number>>,
  gate?: { openWhenQueued(): Promise<void> },
) {
  const racers = runs.map((args) => startRacer(url, args));
  try {
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.child.stdin?.write('go\n');
    await gate?.openWhenQueued();
    return await Promise.all(racers.map((r) => r.outcome));
  } finally {
    for (const r of racers) if (r.child.exitCode === null) r.child.kill();
  }
}

describe.skipIf(!baseUrl)('spends of one wallet racing from two processes (postgres)', () => {
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
  const lineOf = (agencyId: number) =>
    balanceOf(handle.db, testTenant, agencyCreditAccount(agencyId), testCurrency);
  afterAll(async () => {
    await handle?.close();
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('lets exactly the affordable 12 of 60 spends through, 30 from each process', async () => {
    const { userId } = fresh();
    await post(handle.db, topup(userId, 1_200));
    const outcomes = await race(
      url,
      [
        ['spend', userId, 30, 100, `race:a:${userId}`],
        ['spend', userId, 30, 100, `race:b:${userId}`],
      ],
      await gateOn(url, walletAccount(userId).code, 2 * postgresPoolSize),
    );
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(12);
    expect(outcomes.reduce((sum, o) => sum + o.refused, 0)).toBe(48);
    // Both processes got some of the spends: they really raced (each had all its connections
    // queued when the gate opened, 10 a process against 12 affordable).
    expect(outcomes.every((o) => o.created > 0)).toBe(true);
    expect(await balanceOf(handle.db, testTenant, walletAccount(userId), testCurrency)).toBe(0);
  });

  it('posts each key once when two processes post the same 20 keys at once', async () => {
    const { userId } = fresh();
    const prefix = `race:same:${userId}`;
    const outcomes = await race(url, [
      ['topup', userId, 20, 50, prefix],
      ['topup', userId, 20, 50, prefix],
    ]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(20);
    expect(outcomes.reduce((sum, o) => sum + o.replayed, 0)).toBe(20);
    expect(await balanceOf(handle.db, testTenant, walletAccount(userId), testCurrency)).toBe(1_000);
  });

  it('lets one of two credit sales through when together they pass the limit', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(handle.db, agencyId, 1_000);
    const outcomes = await race(
      url,
      [
        ['credit', agencyId, 1, 600, `race:credit:a:${agencyId}`],
        ['credit', agencyId, 1, 600, `race:credit:b:${agencyId}`],
      ],
      await gateOn(url, agencyCreditAccount(agencyId).code, 2),
    );
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(1);
    expect(outcomes.reduce((sum, o) => sum + o.refused, 0)).toBe(1);
    expect(await lineOf(agencyId)).toBe(-600);
  });

  /**
   * A sale of 800 on a line of 1,000 and the limit lowered to 500 at once, from two processes. The
   * order is one of the two serial ones: the sale first (it passes, the line then over its new
   * limit) or the lowering first (the sale refused, nothing posted). Each order is forced once by
   * who queues first on the line's lock, then both go at once.
   */
  describe('a limit lowered during a sale', () => {
    const saleFirst = { sale: 1, refused: 0, balance: -800 };
    const lowerFirst = { sale: 0, refused: 1, balance: 0 };

    async function lowerDuringSale(first: 'sale' | 'limit' | 'both') {
      const { userId: agencyId } = fresh();
      await limitCredit(handle.db, agencyId, 1_000);
      const gate = await gateOn(url, agencyCreditAccount(agencyId).code, 2);
      const sale = startRacer(url, ['credit', agencyId, 1, 800, `race:lower:${agencyId}`]);
      const lower = startRacer(url, ['limit', agencyId, 1, 500, `race:lower:${agencyId}`]);
      try {
        await Promise.all([sale.ready, lower.ready]);
        const [one, two] = first === 'limit' ? [lower, sale] : [sale, lower];
        one.child.stdin?.write('go\n');
        if (first !== 'both') await gate.queued(1);
        two.child.stdin?.write('go\n');
        await gate.openWhenQueued();
        const [sold, lowered] = await Promise.all([sale.outcome, lower.outcome]);
        expect([...sold.errors, ...lowered.errors]).toEqual([]);
        expect(lowered.created).toBe(1);
        const line = await creditLineOf(handle.db, testTenant, agencyId, testCurrency);
        expect(line.limit).toBe(500);
        return { sale: sold.created, refused: sold.refused, balance: await lineOf(agencyId) };
      } finally {
        for (const r of [sale, lower]) if (r.child.exitCode === null) r.child.kill();
      }
    }

    it('passes the sale that took the lock first, the line then over its lowered limit', async () => {
      expect(await lowerDuringSale('sale')).toEqual(saleFirst);
    });

    it('refuses the sale that queued after the lowering, posting nothing', async () => {
      expect(await lowerDuringSale('limit')).toEqual(lowerFirst);
    });

    it('ends in one of the two serial orders when both go at once', async () => {
      expect([saleFirst, lowerFirst]).toContainEqual(await lowerDuringSale('both'));
    });
  });

  it('leaves books that balance', async () => {
    for (const book of await trialBalance(handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  });
});
