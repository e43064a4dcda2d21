// Migration 0024 brings every account kept before it to its party (decision 019): a database of
// the migrations before it is filled with accounts and entries of the old shape, by raw SQL as
// the ledger's code then wrote them, migrated on, and read again: every balance is what it was,
// and every account has the party its code names.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { migrationsBefore, openEmptyDatabase } from '../../db/migration-test-kit';
import { balances } from './ledger-migration-test-kit';
import { rowsOf } from '../../db/raw-rows';
import { migrationsDir } from '../../paths';
import { databaseKinds } from '../../test/test-app';

const migration = '0024_ledger_parties';

/** Accounts as the ledger opened them before parties (old codes, kinds, sides, floors). */
const oldAccounts: Array<[string, string, string, 'debit' | 'credit', string, number | null]> = [
  ['sepehran', 'wallet:user:5', 'wallet', 'credit', 'IRR', 0],
  ['sepehran', 'agency_credit:agency:3', 'agency_credit', 'credit', 'IRR', -1_000_000],
  ['sepehran', 'agency_prepaid:agency:3', 'agency_prepaid', 'credit', 'IRR', 0],
  ['sepehran', 'gsa:user:8', 'gsa', 'debit', 'IRR', null],
  ['sepehran', 'bank_clearing:sandbox', 'bank_clearing', 'debit', 'IRR', null],
  ['sepehran', 'purchase_clearing', 'purchase_clearing', 'credit', 'IRR', null],
  ['sepehran', 'revenue:flight', 'revenue', 'credit', 'IRR', null],
  ['sepehran', 'discount', 'discount', 'debit', 'IRR', null],
  ['sepehran', 'commission_payable', 'commission_payable', 'credit', 'IRR', null],
  ['turk', 'wallet:user:5', 'wallet', 'credit', 'USD', 0],
  ['turk', 'opening_balance', 'opening_balance', 'debit', 'USD', null],
];

/** Entries of the old shape: [tenant, key, currency, [code, amount][]]. */
const oldEntries: Array<[string, string, string, Array<[string, number]>]> = [
  [
    'sepehran',
    'payment:1:settled',
    'IRR',
    [
      ['bank_clearing:sandbox', 900_000],
      ['purchase_clearing', -900_000],
    ],
  ],
  [
    'sepehran',
    'topup:1',
    'IRR',
    [
      ['purchase_clearing', 500_000],
      ['wallet:user:5', -500_000],
    ],
  ],
  [
    'sepehran',
    'booking:1:sold',
    'IRR',
    [
      ['purchase_clearing', 400_000],
      ['discount', 50_000],
      ['revenue:flight', -450_000],
    ],
  ],
  [
    'sepehran',
    'booking:2:sold',
    'IRR',
    [
      ['wallet:user:5', 200_000],
      ['revenue:flight', -200_000],
    ],
  ],
  [
    'sepehran',
    'agency:3:sale',
    'IRR',
    [
      ['agency_credit:agency:3', 300_000],
      ['revenue:flight', -270_000],
      ['commission_payable', -30_000],
    ],
  ],
  [
    'sepehran',
    'agency:3:prepaid',
    'IRR',
    [
      ['gsa:user:8', 100_000],
      ['agency_prepaid:agency:3', -100_000],
    ],
  ],
  [
    'turk',
    'opening:wallet:5:USD',
    'USD',
    [
      ['opening_balance', 4_200],
      ['wallet:user:5', -4_200],
    ],
  ],
];

async function fillOldBooks(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [tenant, code, kind, side, currency, floor] of oldAccounts)
      await tx.execute(sql`insert into ledger_accounts (tenant, code, kind, normal_side, currency, floor)
        values (${tenant}, ${code}, ${kind}, ${side}, ${currency}, ${floor})`);
    for (const [tenant, key, currency, postings] of oldEntries) {
      const inserted =
        await tx.execute(sql`insert into ledger_entries (tenant, key, kind, description, occurred_at)
        values (${tenant}, ${key}, 'sale', 'before parties', now()) returning id`);
      const entryId = z.array(z.object({ id: z.coerce.number() })).parse(rowsOf(inserted))[0]?.id;
      for (const [code, amount] of postings)
        await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount, currency)
          select ${entryId}, a.id, ${amount}, ${currency} from ledger_accounts a
           where a.tenant = ${tenant} and a.code = ${code} and a.currency = ${currency}`);
    }
  });
}

describe.each(databaseKinds)('migration 0024 brings accounts to their parties (%s)', (kind) => {
  const before = migrationsBefore(migration);
  afterAll(() => before.drop());

  it('keeps every balance and gives each account the party its code names', async () => {
    const database = await openEmptyDatabase(kind);
    try {
      await database.migrate(before.folder);
      await fillOldBooks(database.db);
      const was = await balances(database.db);
      expect(was.find((a) => a.code === 'wallet:user:5' && a.tenant === 'sepehran')).toMatchObject({
        kept: 300_000,
        posted: -300_000,
      });

      await database.migrate(migrationsDir);

      expect(await balances(database.db)).toEqual(was);
      const parties = z
        .array(
          z.object({
            tenant: z.string(),
            code: z.string(),
            party_kind: z.string(),
            party_id: z.string(),
          }),
        )
        .parse(
          rowsOf(
            await database.db.execute(
              sql`select tenant, code, party_kind, party_id from ledger_accounts order by tenant, code`,
            ),
          ),
        );
      expect(parties.map((p) => [p.tenant, p.code, p.party_kind, p.party_id])).toEqual([
        ['sepehran', 'agency_credit:agency:3', 'agency', '3'],
        ['sepehran', 'agency_prepaid:agency:3', 'agency', '3'],
        ['sepehran', 'bank_clearing:sandbox', 'brand', 'sepehran'],
        ['sepehran', 'commission_payable', 'brand', 'sepehran'],
        ['sepehran', 'discount', 'brand', 'sepehran'],
        ['sepehran', 'gsa:user:8', 'gsa', '8'],
        ['sepehran', 'purchase_clearing', 'brand', 'sepehran'],
        ['sepehran', 'revenue:flight', 'brand', 'sepehran'],
        ['sepehran', 'wallet:user:5', 'customer', '5'],
        ['turk', 'opening_balance', 'brand', 'turk'],
        ['turk', 'wallet:user:5', 'customer', '5'],
      ]);
      // The party is fixed once set, as the code is.
      await expect(
        database.db.execute(
          sql`update ledger_accounts set party_id = '6' where code = 'wallet:user:5'`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
