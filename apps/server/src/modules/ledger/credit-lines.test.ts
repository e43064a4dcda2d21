// An agency's credit line (decision 020): every spend is compared by the database with the limit
// in force as it posts; a limit raised, lowered or set for later counts from its moment, and a
// spend refused posts nothing.
import { agencyCreditAccount, revenueAccount } from '@parvaz/domain/ledger/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  balanceOf,
  creditLineOf,
  LedgerError,
  setCreditLimit,
  statement,
  trialBalance,
} from './ledger.api';
import {
  creditRefund,
  creditSale,
  fresh,
  limitCredit,
  post,
  refusal,
  testCurrency,
  testTenant,
} from './ledger-test-kit';

const day = 86_400_000;

describe.each(databaseKinds)('an agency’s credit line (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;
  const lineOf = (agencyId: number) =>
    balanceOf(db(), testTenant, agencyCreditAccount(agencyId), testCurrency);
  const postingsOf = async (agencyId: number) =>
    (
      await statement(db(), testTenant, agencyCreditAccount(agencyId), testCurrency, {
        page: 1,
        pageSize: 10,
      })
    ).total;
  /** What a sale's refusal is: the user's conflict, naming the credit limit. */
  const refused = (write: Promise<unknown>) =>
    expect(write).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof AppError &&
        error.status === 409 &&
        error.messageKey === 'creditLimitExceeded',
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('passes a sale within the limit and refuses one past it, posting nothing', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(db(), agencyId, 1_000);
    await post(db(), creditSale(agencyId, 700));
    const revenueBefore = await balanceOf(db(), testTenant, revenueAccount('flight'), testCurrency);
    const { key } = fresh();
    await refused(post(db(), creditSale(agencyId, 301, key)));
    expect(await lineOf(agencyId)).toBe(-700);
    expect(await postingsOf(agencyId)).toBe(1);
    expect(await balanceOf(db(), testTenant, revenueAccount('flight'), testCurrency)).toBe(
      revenueBefore,
    );
    // Its key is free again: nothing of the refused entry stayed.
    await post(db(), creditSale(agencyId, 300, key));
    expect(await lineOf(agencyId)).toBe(-1_000);
  });

  it('gives a line with no limit no credit', async () => {
    const { userId: agencyId } = fresh();
    await refused(post(db(), creditSale(agencyId, 1)));
    expect(await lineOf(agencyId)).toBe(0);
  });

  it('lets a sale pass once the limit is raised, from now', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(db(), agencyId, 1_000);
    await post(db(), creditSale(agencyId, 800));
    await refused(post(db(), creditSale(agencyId, 500)));
    await limitCredit(db(), agencyId, 1_500);
    await post(db(), creditSale(agencyId, 500));
    expect(await lineOf(agencyId)).toBe(-1_300);
  });

  it('does not count today a limit effective tomorrow', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(db(), agencyId, 1_000);
    await limitCredit(db(), agencyId, 5_000, new Date(Date.now() + day));
    await refused(post(db(), creditSale(agencyId, 1_001)));
    await post(db(), creditSale(agencyId, 1_000));
    const line = await creditLineOf(db(), testTenant, agencyId, testCurrency);
    expect(line.limit).toBe(1_000);
    expect(line.history.map((l) => l.limit)).toEqual([1_000, 5_000]);
    const tomorrow = await creditLineOf(
      db(),
      testTenant,
      agencyId,
      testCurrency,
      new Date(Date.now() + 2 * day),
    );
    expect(tomorrow.limit).toBe(5_000);
  });

  it('counts a limit set effective from an earlier moment at once', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(db(), agencyId, 2_000, new Date(Date.now() - day));
    await post(db(), creditSale(agencyId, 2_000));
    expect(await lineOf(agencyId)).toBe(-2_000);
  });

  it('refuses the next sale once the limit is lowered below what was spent, and lets refunds in', async () => {
    const { userId: agencyId } = fresh();
    await limitCredit(db(), agencyId, 1_000);
    await post(db(), creditSale(agencyId, 800));
    await limitCredit(db(), agencyId, 500);
    // Lowered below what is used: set all the same, nothing undone, the line over its limit.
    expect(await lineOf(agencyId)).toBe(-800);
    await refused(post(db(), creditSale(agencyId, 1)));
    // A refund passes though the line stays over its limit; spending waits until it is under.
    await post(db(), creditRefund(agencyId, 200));
    expect(await lineOf(agencyId)).toBe(-600);
    await refused(post(db(), creditSale(agencyId, 1)));
    await post(db(), creditRefund(agencyId, 200));
    await post(db(), creditSale(agencyId, 100));
    expect(await lineOf(agencyId)).toBe(-500);
  });

  it('keeps every limit with who set it and why, and lets none be changed or removed', async () => {
    const { userId: agencyId } = fresh();
    const set = await db().transaction((tx) =>
      setCreditLimit(tx, {
        tenant: testTenant,
        agencyId,
        currency: testCurrency,
        limit: 3_000,
        setBy: 77,
        reason: ' contract signed ',
      }),
    );
    expect(set).toMatchObject({ limit: 3_000, setBy: 77, reason: 'contract signed' });
    expect(set.effectiveFrom.getTime()).toBeLessThanOrEqual(Date.now());
    expect(
      await refusal(
        db().execute(sql`update ledger_credit_limits set "limit" = 9 where id = ${set.id}`),
      ),
    ).toBe('23514 ledger_credit_limits_append_only');
    expect(
      await refusal(db().execute(sql`delete from ledger_credit_limits where id = ${set.id}`)),
    ).toBe('23514 ledger_credit_limits_append_only');
  });

  it('refuses a limit below zero, fractional or without a reason', async () => {
    const { userId: agencyId } = fresh();
    const attempt = (limit: number, reason = 'why') =>
      db().transaction((tx) =>
        setCreditLimit(tx, {
          tenant: testTenant,
          agencyId,
          currency: testCurrency,
          limit,
          setBy: 1,
          reason,
        }),
      );
    await expect(attempt(-1)).rejects.toBeInstanceOf(LedgerError);
    await expect(attempt(0.5)).rejects.toBeInstanceOf(LedgerError);
    await expect(attempt(10, '  ')).rejects.toBeInstanceOf(LedgerError);
  });

  it('leaves books that balance, every kept balance its postings', async () => {
    for (const book of await trialBalance(db())) {
      expect(book.sum).toBe(0);
      expect(book.runningBalancesAgree).toBe(true);
    }
  });
});
