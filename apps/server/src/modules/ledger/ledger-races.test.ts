// Many spends of one wallet at once: exactly the affordable number go through, whether they race
// inside one process (PGlite and PostgreSQL) or from two processes on one PostgreSQL database
// (PGlite cannot be shared between processes). The same keys posted from two processes at once
// post once. Two sales on one credit line that together pass its limit: one fails; a limit
// lowered during a sale is ordered before or after it, never between its check and its write.
import { join } from 'node:path';
import { agencyCreditAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postgresPoolSize } from '../../db/client';
import {
  race as raceOn,
  raceBaseUrl,
  startRacer,
  stopRacers,
  useRaceDatabase,
  type Gate,
} from '../../test/race-kit';
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

const worker = join(import.meta.dirname, 'ledger-race-worker-test-kit.ts');
const outcomeSchema = z.object({
  created: z.number(),
  replayed: z.number(),
  refused: z.number(),
  errors: z.array(z.string()),
});

/** Runs ledger workers together behind the gate, if any (the race kit's `race`). */
function race(url: string, runs: Array<Array<string | number>>, gate?: Gate) {
  return raceOn(url, worker, runs, { schema: outcomeSchema, gate });
}

describe.skipIf(!raceBaseUrl)('spends of one wallet racing from two processes (postgres)', () => {
  const database = useRaceDatabase();
  const lineOf = (agencyId: number) =>
    balanceOf(database.handle.db, testTenant, agencyCreditAccount(agencyId), testCurrency);

  it('lets exactly the affordable 12 of 60 spends through, 30 from each process', async () => {
    const { userId } = fresh();
    await post(database.handle.db, topup(userId, 1_200));
    const outcomes = await race(
      database.url,
      [
        ['spend', userId, 30, 100, `race:a:${userId}`],
        ['spend', userId, 30, 100, `race:b:${userId}`],
      ],
      await gateOn(database.url, walletAccount(userId).code, 2 * postgresPoolSize),
    );
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(12);
    expect(outcomes.reduce((sum, o) => sum + o.refused, 0)).toBe(48);
    // Both processes got some of the spends: they really raced (each had all its connections
    // queued when the gate opened, 10 a process against 12 affordable).
    expect(outcomes.every((o) => o.created > 0)).toBe(true);
    expect(
      await balanceOf(database.handle.db, testTenant, walletAccount(userId), testCurrency),
    ).toBe(0);
  });

  it('posts each key once when two processes post the same 20 keys at once', async () => {
    const { userId } = fresh();
    const prefix = `race:same:${userId}`;
    const outcomes = await race(database.url, [
      ['topup', userId, 20, 50, prefix],
      ['topup', userId, 20, 50, prefix],
    ]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(20);
    expect(outcomes.reduce((sum, o) => sum + o.replayed, 0)).toBe(20);
    expect(
      await balanceOf(database.handle.db, testTenant, walletAccount(userId), testCurrency),
    ).toBe(1_000);
  });

  it('lets one of two credit sales through when together they pass the limit', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(database.handle.db, agencyId, 1_000);
    const outcomes = await race(
      database.url,
      [
        ['credit', agencyId, 1, 600, `race:credit:a:${agencyId}`],
        ['credit', agencyId, 1, 600, `race:credit:b:${agencyId}`],
      ],
      await gateOn(database.url, agencyCreditAccount(agencyId).code, 2),
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
      await limitCredit(database.handle.db, agencyId, 1_000);
      const gate = await gateOn(database.url, agencyCreditAccount(agencyId).code, 2);
      const sale = startRacer(
        database.url,
        worker,
        ['credit', agencyId, 1, 800, `race:lower:${agencyId}`],
        outcomeSchema,
      );
      const lower = startRacer(
        database.url,
        worker,
        ['limit', agencyId, 1, 500, `race:lower:${agencyId}`],
        outcomeSchema,
      );
      try {
        await Promise.all([sale.ready, lower.ready]);
        const [one, two] = first === 'limit' ? [lower, sale] : [sale, lower];
        one.go();
        if (first !== 'both') await gate.queued(1);
        two.go();
        await gate.openWhenQueued();
        const [sold, lowered] = await Promise.all([sale.outcome, lower.outcome]);
        expect([...sold.errors, ...lowered.errors]).toEqual([]);
        expect(lowered.created).toBe(1);
        const line = await creditLineOf(database.handle.db, testTenant, agencyId, testCurrency);
        expect(line.limit).toBe(500);
        return { sale: sold.created, refused: sold.refused, balance: await lineOf(agencyId) };
      } finally {
        stopRacers([sale, lower]);
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
    for (const book of await trialBalance(database.handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  });
});
