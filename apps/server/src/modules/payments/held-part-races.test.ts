// Parts of purchases held from one party's account by two processes at once on one PostgreSQL
// database (decision 021), every racer's connection queued on the account's row lock before any
// goes (the ledger's lock gate), so the processes really overlap. From a wallet: it gives exactly
// what it has, never below zero, every purchase's card is asked the rest, none is refused. From
// an agency's credit line: the whole or nothing, so of two purchases that together pass the
// limit exactly one is held and the other refused (409), nothing of it posted.
import { join } from 'node:path';
import { agencyCreditAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postgresPoolSize } from '../../db/client';
import { race, raceBaseUrl, useRaceDatabase, type Gate } from '../../test/race-kit';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { gateOn } from '../ledger/ledger-race-gate-test-kit';
import {
  fresh,
  limitCredit,
  post,
  testCurrency,
  testTenant,
  topup,
} from '../ledger/ledger-test-kit';
import { heldPartsOf } from './held-parts';

const worker = join(import.meta.dirname, 'held-part-race-worker-test-kit.ts');
const outcomeSchema = z.object({
  part: z.array(z.number()),
  card: z.array(z.number()),
  refused: z.number(),
  errors: z.array(z.string()),
});

describe.skipIf(!raceBaseUrl)('held parts racing from two processes (postgres)', () => {
  const database = useRaceDatabase();
  /** Starts the workers, tells them all to go, opens the gate once all queue, and reads them. */
  const raceParts = (runs: Array<Array<string | number>>, gate: Gate) =>
    race(database.url, worker, runs, { schema: outcomeSchema, gate });

  it('gives exactly what the wallet holds among 20 purchases, the cards the rest', async () => {
    const { userId } = fresh();
    const total = 1_000;
    const each = 10;
    // Enough for two and a half purchases.
    await post(database.handle.db, topup(userId, 2_500));
    const outcomes = await raceParts(
      [
        ['wallet', userId, each, total, 1_000_000 + userId * 100],
        ['wallet', userId, each, total, 1_000_000 + userId * 100 + 50],
      ],
      // Every purchase of both processes waits on the wallet's lock before the first posts.
      await gateOn(database.url, walletAccount(userId).code, 2 * Math.min(each, postgresPoolSize)),
    );
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    const wallet = outcomes.flatMap((o) => o.part);
    const card = outcomes.flatMap((o) => o.card);
    expect(wallet).toHaveLength(20);
    expect(wallet.reduce((a, b) => a + b, 0)).toBe(2_500);
    for (let i = 0; i < 20; i++) expect((wallet[i] ?? 0) + (card[i] ?? 0)).toBe(total);
    expect(
      await balanceOf(database.handle.db, testTenant, walletAccount(userId), testCurrency),
    ).toBe(0);
  });

  it('holds one of two purchases that together pass the credit limit, refusing the other', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(database.handle.db, agencyId, 1_000);
    const first = 2_000_000 + agencyId * 10;
    const outcomes = await raceParts(
      [
        ['credit', agencyId, 1, 600, first],
        ['credit', agencyId, 1, 600, first + 1],
      ],
      await gateOn(database.url, agencyCreditAccount(agencyId).code, 2),
    );
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(outcomes.flatMap((o) => o.part)).toEqual([600]);
    expect(outcomes.reduce((sum, o) => sum + o.refused, 0)).toBe(1);
    expect(
      await balanceOf(database.handle.db, testTenant, agencyCreditAccount(agencyId), testCurrency),
    ).toBe(-600);
    // The refused purchase has nothing held: its whole transaction rolled back.
    const held = await Promise.all(
      [first, first + 1].map((id) =>
        heldPartsOf(database.handle.db, testTenant, { kind: 'booking', id }),
      ),
    );
    expect(held.map((parts) => parts.length).sort()).toEqual([0, 1]);
  });

  it('leaves books that balance', async () => {
    for (const book of await trialBalance(database.handle.db)) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  });
});
