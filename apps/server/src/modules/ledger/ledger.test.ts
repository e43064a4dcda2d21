// The ledger through its public face: entries post and move balances, unbalanced ones are
// refused before a write, a key posts once, and no floor is ever crossed.
import {
  agencyCreditAccount,
  bankClearingAccount,
  revenueAccount,
  walletAccount,
} from '@parvaz/domain/ledger/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  balanceOf,
  LedgerError,
  postEntry,
  setCreditLimit,
  statement,
  trialBalance,
  type EntryInput,
} from './ledger.api';
import { fresh, post, refusal, spend, testCurrency, testTenant, topup } from './ledger-test-kit';

describe.each(databaseKinds)('the ledger (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;
  const walletOf = (userId: number) =>
    balanceOf(db(), testTenant, walletAccount(userId), testCurrency);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('posts a balanced entry and moves each account’s balance in its natural sign', async () => {
    const { userId } = fresh();
    const bankBefore = await balanceOf(
      db(),
      testTenant,
      bankClearingAccount('sandbox'),
      testCurrency,
    );
    const revenueBefore = await balanceOf(db(), testTenant, revenueAccount('flight'), testCurrency);
    const first = await post(db(), topup(userId, 1_000));
    expect(first.created).toBe(true);
    await post(db(), spend(userId, 400));
    expect(await walletOf(userId)).toBe(600);
    expect(await balanceOf(db(), testTenant, bankClearingAccount('sandbox'), testCurrency)).toBe(
      bankBefore + 1_000,
    );
    expect(await balanceOf(db(), testTenant, revenueAccount('flight'), testCurrency)).toBe(
      revenueBefore + 400,
    );
    // Another tenant's wallet of the same user and another currency are other accounts.
    expect(await balanceOf(db(), 'sepehran', walletAccount(userId), testCurrency)).toBe(0);
    expect(await balanceOf(db(), testTenant, walletAccount(userId), 'IRR')).toBe(0);
  });

  it('reads an account’s statement newest first, with the balance after each line', async () => {
    const { userId } = fresh();
    const keys = [fresh().key, fresh().key, fresh().key];
    await post(db(), topup(userId, 1_000, keys[0]));
    await post(db(), spend(userId, 300, keys[1]));
    await post(db(), spend(userId, 200, keys[2]));
    const first = await statement(db(), testTenant, walletAccount(userId), testCurrency, {
      page: 1,
      pageSize: 2,
    });
    expect(first.total).toBe(3);
    expect(
      first.items.map((line) => [line.key, line.amount, line.change, line.balanceAfter]),
    ).toEqual([
      [keys[2], 200, -200, 500],
      [keys[1], 300, -300, 700],
    ]);
    expect(first.items[0]).toMatchObject({
      kind: 'payment',
      description: 'flight paid from the wallet',
      purchase: { kind: 'booking', id: 1 },
    });
    const second = await statement(db(), testTenant, walletAccount(userId), testCurrency, {
      page: 2,
      pageSize: 2,
    });
    expect(second.items.map((line) => [line.key, line.change, line.balanceAfter])).toEqual([
      [keys[0], 1_000, 1_000],
    ]);
    expect(second.items[0]?.purchase).toBeNull();
    await expect(
      statement(db(), testTenant, walletAccount(userId), testCurrency, { page: 0, pageSize: 2 }),
    ).rejects.toThrow(LedgerError);
  });

  it('refuses unbalanced postings before writing anything', async () => {
    const { userId, key } = fresh();
    const unbalanced = topup(userId, 1_000, key);
    const [bank, wallet] = unbalanced.postings;
    if (!bank || !wallet) throw new Error('a top-up has two postings');
    const cases: EntryInput[] = [
      { ...unbalanced, postings: [bank, { ...wallet, amount: -999 }] },
      { ...unbalanced, postings: [bank] },
      { ...unbalanced, postings: [bank, { ...wallet, currency: 'IRR' }] },
      { ...unbalanced, postings: [bank, wallet, { ...bank, amount: 0 }] },
      { ...unbalanced, key: '' },
    ];
    for (const entry of cases) await expect(post(db(), entry)).rejects.toThrow(LedgerError);
    expect(await walletOf(userId)).toBe(0);
    // Nothing of the refused attempts holds the key.
    expect((await post(db(), unbalanced)).created).toBe(true);
    expect(await walletOf(userId)).toBe(1_000);
  });

  it('posts a key once: the same entry again moves nothing, other postings under it are a bug', async () => {
    const { userId, key } = fresh();
    const first = await post(db(), topup(userId, 1_000, key));
    const again = await post(db(), topup(userId, 1_000, key));
    expect(again).toEqual({ entryId: first.entryId, created: false });
    expect(await walletOf(userId)).toBe(1_000);
    await expect(post(db(), topup(userId, 2_000, key))).rejects.toThrow(/other postings/);
    // The same key in another tenant is another event.
    const elsewhere = await post(db(), { ...topup(userId, 1_000, key), tenant: 'sepehran' });
    expect(elsewhere.created).toBe(true);
    expect(await walletOf(userId)).toBe(1_000);
  });

  it('never takes a wallet below zero, and says so with insufficientCredit', async () => {
    const { userId } = fresh();
    await post(db(), topup(userId, 500));
    const overdraft = post(db(), spend(userId, 501));
    await expect(overdraft).rejects.toBeInstanceOf(AppError);
    await expect(post(db(), spend(userId, 501))).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      messageKey: 'insufficientCredit',
    });
    expect(await walletOf(userId)).toBe(500);
    await post(db(), spend(userId, 500));
    expect(await walletOf(userId)).toBe(0);
    await expect(post(db(), spend(userId, 1))).rejects.toMatchObject({
      messageKey: 'insufficientCredit',
    });
    // The refused spend rolled back with its transaction: its key is free.
    const { key } = fresh();
    await expect(post(db(), spend(userId, 10, key))).rejects.toBeInstanceOf(AppError);
    await post(db(), topup(userId, 10));
    expect((await post(db(), spend(userId, 10, key))).created).toBe(true);
  });

  it('lets an agency spend its credit line down to minus its limit, not further', async () => {
    const { userId: agencyId } = fresh();
    const line = agencyCreditAccount(agencyId);
    await db().transaction((tx) =>
      setCreditLimit(tx, {
        tenant: testTenant,
        agencyId,
        currency: testCurrency,
        limit: 1_000,
        setBy: 1,
        reason: 'opened',
      }),
    );
    const use = (amount: number): EntryInput => ({
      tenant: testTenant,
      key: fresh().key,
      kind: 'payment',
      description: 'flight on credit',
      occurredAt: new Date(),
      postings: [
        { account: line, amount, currency: testCurrency },
        { account: revenueAccount('flight'), amount: -amount, currency: testCurrency },
      ],
    });
    await post(db(), use(600));
    await expect(post(db(), use(401))).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'creditLimitExceeded',
    });
    await post(db(), use(400));
    expect(await balanceOf(db(), testTenant, line, testCurrency)).toBe(-1_000);
  });

  it('refuses an account whose code is kept as another kind', async () => {
    const { userId } = fresh();
    await post(db(), topup(userId, 100));
    const entry = topup(userId, 100);
    const [bank, wallet] = entry.postings;
    if (!bank || !wallet) throw new Error('a top-up has two postings');
    const misnamed = {
      ...wallet,
      account: { ...bankClearingAccount('x'), code: wallet.account.code },
    };
    await expect(post(db(), { ...entry, postings: [bank, misnamed] })).rejects.toThrow(
      /kept as wallet/,
    );
  });

  it('refuses an entry written outside a transaction, at once', async () => {
    const { userId } = fresh();
    // Each statement commits alone: the entry's head commits without postings and is refused.
    expect(await refusal(postEntry(db(), topup(userId, 100)))).toBe('23514 ledger_entry_balanced');
    expect(await walletOf(userId)).toBe(0);
  });

  it('sums every currency’s postings to zero in the trial balance', async () => {
    const { userId } = fresh();
    await post(db(), topup(userId, 2_500));
    await post(db(), spend(userId, 1_500));
    await post(db(), {
      ...topup(userId, 70_000),
      postings: [
        { account: bankClearingAccount('sandbox'), amount: 70_000, currency: 'IRR' },
        { account: walletAccount(userId), amount: -70_000, currency: 'IRR' },
      ],
    });
    for (const tenant of [testTenant, undefined]) {
      const books = await trialBalance(db(), tenant);
      expect(books.map((b) => b.currency).sort()).toEqual(['IRR', 'USD']);
      for (const book of books) {
        expect(book.sum).toBe(0);
        expect(book.runningBalancesAgree).toBe(true);
        const debits = book.kinds.reduce((total, line) => total + line.debits, 0);
        const credits = book.kinds.reduce((total, line) => total + line.credits, 0);
        expect(debits).toBe(credits);
      }
    }
    const usd = (await trialBalance(db(), testTenant)).find((b) => b.currency === 'USD');
    const wallets = usd?.kinds.find((line) => line.kind === 'wallet');
    expect(wallets?.normalSide).toBe('credit');
    expect(wallets?.balance).toBeGreaterThanOrEqual(1_000);
  });
});
