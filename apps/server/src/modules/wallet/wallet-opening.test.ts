// A database from before the ledger: wallets kept as rows of `wallet_entries`, each with its
// running balance, written here by SQL as that version wrote them. Brought into the ledger at
// start, every wallet reads the balance its last row held, once, whoever runs it how often.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { transactionsResponseSchema, userCreditSchema } from '@parvaz/domain/contracts/profile';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import type { Database } from '../../db/client';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { balanceOf, statement, trialBalance } from '../ledger/ledger.api';
import { tenantsOfUsers } from '../users/users.api';
import { bringLegacyWalletsIntoLedger } from './wallet.api';

const dataOf = <T extends z.ZodType>(schema: T, answer: { json: unknown }): z.output<T> =>
  schema.parse(z.object({ data: z.unknown() }).parse(answer.json).data);

type LegacyKind = 'topup' | 'payment' | 'refund' | 'adjustment';

let codeSerial = 0;

/**
 * Writes a wallet's rows as the version before the ledger did: each movement with the running
 * balance after it and its position in the wallet. Answers the balance the last row holds.
 */
async function writeLegacyWallet(
  db: Database,
  userId: number,
  currency: string,
  movements: ReadonlyArray<[LegacyKind, number]>,
): Promise<number> {
  let balance = 0;
  let sequence = 0;
  for (const [kind, amount] of movements) {
    balance += amount;
    sequence += 1;
    codeSerial += 1;
    await db.execute(
      sql`insert into wallet_entries
            (user_id, code, kind, amount, currency, balance_after, sequence, description, created_at)
          values (${userId}, ${`L${Date.now() % 1_000_000}${codeSerial}`}, ${kind}, ${amount},
                  ${currency}, ${balance}, ${sequence}, ${`legacy ${kind}`},
                  now() - make_interval(days => ${100 - sequence}))`,
    );
  }
  return balance;
}

const legacyRow = z.object({
  user_id: z.coerce.number(),
  tenant: z.string(),
  currency: currencySchema,
  balance_after: z.coerce.number(),
});

/** Each wallet of the old table with the running balance of its last row, read by SQL. */
async function legacyBalances(db: Database) {
  const result = await db.execute(
    sql`select distinct on (w.user_id, w.currency) w.user_id, u.tenant, w.currency, w.balance_after
          from wallet_entries w join users u on u.id = w.user_id
         order by w.user_id, w.currency, w.sequence desc`,
  );
  return z.object({ rows: z.array(legacyRow) }).parse(result).rows;
}

/** How many ledger entries bring an old wallet in. */
async function openingEntries(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select count(*) as n from ledger_entries where key like 'opening:wallet:%'`,
  );
  return (
    z.object({ rows: z.array(z.object({ n: z.coerce.number() })) }).parse(result).rows[0]?.n ?? 0
  );
}

describe.each(databaseKinds)('wallets kept before the ledger, brought in (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;
  const at = new Date('2026-11-01T09:30:00Z');

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const expectBooksBalance = async () => {
    for (const book of await trialBalance(db())) {
      expect(book.sum, book.currency).toBe(0);
      expect(book.runningBalancesAgree, book.currency).toBe(true);
    }
  };

  it('reads every wallet as its last row did, once, and moves nothing the second time', async () => {
    const rials = await buildSignedInUser(db(), { tenant: 'sepehran' });
    const dollars = await buildSignedInUser(db(), { tenant: 'turk' });
    const both = await buildSignedInUser(db(), { tenant: 'sepehran' });
    const spentAll = await buildSignedInUser(db(), { tenant: 'oman' });
    const refilled = await buildSignedInUser(db(), { tenant: 'sepehran' });
    const expected = {
      rials: await writeLegacyWallet(db(), rials.id, 'IRR', [
        ['topup', 5_000_000],
        ['payment', -1_200_000],
        ['refund', 300_000],
      ]),
      dollars: await writeLegacyWallet(db(), dollars.id, 'USD', [
        ['topup', 1_250],
        ['adjustment', 50],
      ]),
      bothRials: await writeLegacyWallet(db(), both.id, 'IRR', [['topup', 2_000_000]]),
      bothDollars: await writeLegacyWallet(db(), both.id, 'USD', [['adjustment', 700]]),
      spentAll: await writeLegacyWallet(db(), spentAll.id, 'USD', [
        ['topup', 1_000],
        ['payment', -1_000],
      ]),
      refilled: await writeLegacyWallet(db(), refilled.id, 'IRR', [
        ['topup', 900_000],
        ['payment', -900_000],
        ['topup', 250_000],
      ]),
    };
    expect(expected).toEqual({
      rials: 4_100_000,
      dollars: 1_300,
      bothRials: 2_000_000,
      bothDollars: 700,
      spentAll: 0,
      refilled: 250_000,
    });
    const before = await openingEntries(db());

    // Five wallets hold money; the one spent to zero has nothing to bring.
    expect(await bringLegacyWalletsIntoLedger(db(), at, tenantsOfUsers)).toBe(5);
    expect(await openingEntries(db())).toBe(before + 5);

    const old = await legacyBalances(db());
    expect(old).toHaveLength(6);
    for (const wallet of old)
      expect(
        await balanceOf(db(), wallet.tenant, walletAccount(wallet.user_id), wallet.currency),
        `${wallet.user_id} ${wallet.currency}`,
      ).toBe(wallet.balance_after);
    const credit = async (user: { headers: Record<string, string> }) =>
      dataOf(userCreditSchema, await t.post('user/getUserCredit', {}, user.headers));
    expect(await credit(rials)).toEqual({ amount: 4_100_000, currency: 'IRR' });
    expect(await credit(dollars)).toEqual({ amount: 1_300, currency: 'USD' });
    expect(await credit(both)).toEqual({ amount: 2_000_000, currency: 'IRR' });
    expect(await balanceOf(db(), 'sepehran', walletAccount(both.id), 'USD')).toBe(700);
    expect(await credit(spentAll)).toEqual({ amount: 0, currency: 'USD' });
    expect(await credit(refilled)).toEqual({ amount: 250_000, currency: 'IRR' });

    // The customer's statement starts with one line: the balance brought in, when it was.
    const lines = dataOf(
      transactionsResponseSchema,
      await t.post('user/getTransactions', {}, rials.headers),
    );
    expect(lines).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          type: 'adjustment',
          amount: 4_100_000,
          balanceAfter: 4_100_000,
          date: '2026-11-01',
          time: '13:00',
        }),
      ],
    });
    const zero = await statement(db(), 'oman', walletAccount(spentAll.id), 'USD', {
      page: 1,
      pageSize: 10,
    });
    expect(zero.total).toBe(0);

    // Every start runs it again: nothing moves.
    expect(await bringLegacyWalletsIntoLedger(db(), new Date(), tenantsOfUsers)).toBe(0);
    expect(await openingEntries(db())).toBe(before + 5);
    expect(await credit(rials)).toEqual({ amount: 4_100_000, currency: 'IRR' });
    expect(await credit(dollars)).toEqual({ amount: 1_300, currency: 'USD' });
    await expectBooksBalance();
  });

  it('brings each wallet in once when two servers start at the same time', async () => {
    const first = await buildSignedInUser(db(), { tenant: 'sepehran' });
    const second = await buildSignedInUser(db(), { tenant: 'turk' });
    await writeLegacyWallet(db(), first.id, 'IRR', [['topup', 3_000_000]]);
    await writeLegacyWallet(db(), second.id, 'USD', [['topup', 4_200]]);
    const before = await openingEntries(db());

    const moved = await Promise.all([
      bringLegacyWalletsIntoLedger(db(), at, tenantsOfUsers),
      bringLegacyWalletsIntoLedger(db(), at, tenantsOfUsers),
    ]);
    expect(moved[0] + moved[1]).toBe(2);
    expect(await openingEntries(db())).toBe(before + 2);
    expect(await balanceOf(db(), 'sepehran', walletAccount(first.id), 'IRR')).toBe(3_000_000);
    expect(await balanceOf(db(), 'turk', walletAccount(second.id), 'USD')).toBe(4_200);
    await expectBooksBalance();
  });
});
