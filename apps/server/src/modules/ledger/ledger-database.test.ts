// The database keeps the ledger's rules by itself (migration 0009): each write here goes past the
// ledger's code, by raw SQL, as a bug elsewhere or a hand at the console would.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { fresh, post, refusal, testTenant, topup } from './ledger-test-kit';

const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/** The id in the first row a raw statement answers (`insert … returning id`, `select id`). */
async function firstId(db: Database, statement: SQL): Promise<number> {
  const [row] = idRows.parse(await db.execute(statement)).rows;
  if (!row) throw new Error('nothing inserted');
  return row.id;
}

describe.each(databaseKinds)('the database guards the ledger (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;
  /** A wallet (credit normal, floor 0) and the bank (debit normal), opened by a first top-up. */
  let wallet: number;
  let bank: number;
  let entryId: number;

  const rawEntry = (tx: Database, tenant = testTenant) =>
    firstId(
      tx,
      sql`insert into ledger_entries (tenant, key, kind, description, occurred_at)
          values (${tenant}, ${fresh().key}, 'raw', 'written past the service', now()) returning id`,
    );
  const rawPosting = (
    tx: Database,
    entry: number,
    account: number,
    amount: number,
    currency = 'USD',
  ) =>
    tx.execute(
      sql`insert into ledger_postings (entry_id, account_id, amount, currency)
          values (${entry}, ${account}, ${amount}, ${currency})`,
    );
  const accountId = async (code: string) =>
    firstId(
      db(),
      sql`select id from ledger_accounts where tenant = ${testTenant} and code = ${code} and currency = 'USD'`,
    );
  const balanceOfId = async (id: number) => {
    const rows = z
      .object({ rows: z.array(z.object({ balance: z.coerce.number() })) })
      .parse(await db().execute(sql`select balance from ledger_accounts where id = ${id}`)).rows;
    return rows[0]?.balance;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { userId } = fresh();
    entryId = (await post(db(), topup(userId, 1_000))).entryId;
    wallet = await accountId(`wallet:user:${userId}`);
    bank = await accountId('bank_clearing:sandbox');
  });
  afterAll(async () => t?.close());

  it('takes a balanced entry written by hand, and moves the kept balance itself', async () => {
    await db().transaction(async (tx) => {
      const entry = await rawEntry(tx);
      await rawPosting(tx, entry, bank, 100);
      await rawPosting(tx, entry, wallet, -100);
    });
    expect(await balanceOfId(wallet)).toBe(1_100);
    // The bank's clearing account has no floor: no running balance is kept (nor locked) for it,
    // its balance is the sum of its postings.
    expect(await balanceOfId(bank)).toBe(0);
  });

  it('refuses to commit an entry that does not balance, or has fewer than two postings', async () => {
    const attempts: Array<(tx: Database) => Promise<void>> = [
      async (tx) => {
        const entry = await rawEntry(tx);
        await rawPosting(tx, entry, bank, 100);
        await rawPosting(tx, entry, wallet, -99);
      },
      async (tx) => {
        const entry = await rawEntry(tx);
        await rawPosting(tx, entry, bank, 100);
        await rawPosting(tx, entry, bank, -100);
        await rawPosting(tx, entry, wallet, -1);
      },
      async (tx) => {
        const entry = await rawEntry(tx);
        await rawPosting(tx, entry, bank, -100);
      },
      async (tx) => {
        await rawEntry(tx);
      },
      // A posting added later to an entry that balanced when it was written.
      async (tx) => {
        await rawPosting(tx, entryId, bank, 5);
      },
    ];
    for (const attempt of attempts)
      expect(await refusal(db().transaction(attempt))).toBe('23514 ledger_entry_balanced');
    expect(await balanceOfId(wallet)).toBe(1_100);
  });

  it('refuses a posting in another currency than its account’s, or to another tenant’s account', async () => {
    expect(
      await refusal(
        db().transaction(async (tx) => {
          const entry = await rawEntry(tx);
          await rawPosting(tx, entry, bank, 100, 'IRR');
          await rawPosting(tx, entry, wallet, -100, 'IRR');
        }),
      ),
    ).toBe('23514 ledger_postings_account_check');
    expect(
      await refusal(
        db().transaction(async (tx) => {
          const entry = await rawEntry(tx, 'sepehran');
          await rawPosting(tx, entry, bank, 100);
          await rawPosting(tx, entry, wallet, -100);
        }),
      ),
    ).toBe('23514 ledger_postings_account_check');
  });

  it('never changes or removes a posting or an entry', async () => {
    const writes = [
      sql`update ledger_postings set amount = amount * 2 where entry_id = ${entryId}`,
      sql`update ledger_postings set amount = 1 where false`,
      sql`delete from ledger_postings where entry_id = ${entryId}`,
      sql`truncate ledger_postings`,
      sql`update ledger_entries set description = 'changed' where id = ${entryId}`,
      sql`delete from ledger_entries where id = ${entryId}`,
      sql`truncate ledger_entries cascade`,
    ];
    for (const write of writes)
      expect(await refusal(db().execute(write))).toMatch(
        /^23514 ledger_(postings|entries)_append_only$/,
      );
    // Inside a transaction too, before or after a posting of its own.
    expect(
      await refusal(
        db().transaction(async (tx) => {
          await tx.execute(sql`delete from ledger_postings where entry_id = ${entryId}`);
        }),
      ),
    ).toBe('23514 ledger_postings_append_only');
  });

  it('lets no one set a balance, rename an account or remove one', async () => {
    const refused = [
      sql`update ledger_accounts set balance = 1000000 where id = ${wallet}`,
      sql`update ledger_accounts set code = 'wallet:user:1' where id = ${wallet}`,
      sql`update ledger_accounts set currency = 'IRR' where id = ${wallet}`,
      sql`delete from ledger_accounts where id = ${wallet}`,
      sql`insert into ledger_accounts (tenant, code, kind, normal_side, currency, floor, balance)
          values (${testTenant}, 'wallet:user:424242', 'wallet', 'credit', 'USD', 0, 500)`,
    ];
    const answers = [];
    for (const write of refused) answers.push(await refusal(db().execute(write)));
    expect(answers).toEqual([
      '23514 ledger_accounts_guard',
      '23514 ledger_accounts_guard',
      '23514 ledger_accounts_guard',
      '23514 ledger_accounts_append_only',
      '23514 ledger_accounts_guard',
    ]);
    expect(await balanceOfId(wallet)).toBe(1_100);
    // A floor may change (migration 0026 set the credit lines' to zero), within the balance held.
    await db().execute(sql`update ledger_accounts set floor = -50 where id = ${wallet}`);
    expect(
      await refusal(db().execute(sql`update ledger_accounts set floor = 5 where id = ${wallet}`)),
    ).toMatch(/^23514 ledger_accounts_floor_(sign_)?check$/);
    await db().execute(sql`update ledger_accounts set floor = 0 where id = ${wallet}`);
  });

  it('refuses a posting that takes a wallet below zero, whatever wrote it', async () => {
    expect(
      await refusal(
        db().transaction(async (tx) => {
          const entry = await rawEntry(tx);
          await rawPosting(tx, entry, wallet, 1_101);
          await rawPosting(tx, entry, bank, -1_101);
        }),
      ),
    ).toBe('23514 ledger_accounts_floor_check');
    expect(await balanceOfId(wallet)).toBe(1_100);
  });
});
