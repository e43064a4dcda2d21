// Migration 0026 brings every credit line's limit, kept until then as its floor, into the limits'
// history (decision 020): a database of the migrations before it is filled with lines as the
// ledger's code then opened them, migrated on, and read again: every balance and posting is what
// it was, each line's limit is its old floor, in force since it was opened, and it still refuses
// a spend past it.
import { agencyCreditAccount } from '@parvaz/domain/ledger/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { AppError } from '../../platform/app-error';
import { migrationsDir } from '../../paths';
import { databaseKinds } from '../../test/test-app';
import { balanceOf, creditLineOf } from './ledger.api';
import { migrationsBefore, openEmptyDatabase } from '../../db/migration-test-kit';
import { balances } from './ledger-migration-test-kit';
import { creditSale, post, testCurrency, testTenant } from './ledger-test-kit';

const migration = '0026_credit_limits';

/** Accounts as the ledger opened them before: [code, kind, side, floor, party kind, party id]. */
const oldAccounts: Array<[string, string, 'debit' | 'credit', number | null, string, string]> = [
  ['agency_credit:agency:3', 'agency_credit', 'credit', -1_000_000, 'agency', '3'],
  ['agency_credit:agency:4', 'agency_credit', 'credit', 0, 'agency', '4'],
  ['wallet:user:5', 'wallet', 'credit', 0, 'customer', '5'],
  ['bank_clearing:sandbox', 'bank_clearing', 'debit', null, 'brand', testTenant],
  ['revenue:flight', 'revenue', 'credit', null, 'brand', testTenant],
];

/** Entries of the old shape: [key, [code, amount][]]. */
const oldEntries: Array<[string, Array<[string, number]>]> = [
  [
    'agency:3:sale',
    [
      ['agency_credit:agency:3', 300_000],
      ['revenue:flight', -300_000],
    ],
  ],
  [
    'topup:1',
    [
      ['bank_clearing:sandbox', 50_000],
      ['wallet:user:5', -50_000],
    ],
  ],
];

async function fillOldBooks(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [code, kind, side, floor, partyKind, partyId] of oldAccounts)
      await tx.execute(sql`insert into ledger_accounts
        (tenant, code, kind, normal_side, currency, floor, party_kind, party_id, created_at)
        values (${testTenant}, ${code}, ${kind}, ${side}, ${testCurrency}, ${floor}, ${partyKind},
                ${partyId}, '2026-01-01T00:00:00Z')`);
    for (const [key, postings] of oldEntries) {
      const inserted =
        await tx.execute(sql`insert into ledger_entries (tenant, key, kind, description, occurred_at)
        values (${testTenant}, ${key}, 'sale', 'before credit limits', now()) returning id`);
      const entryId = z.array(z.object({ id: z.coerce.number() })).parse(rowsOf(inserted))[0]?.id;
      for (const [code, amount] of postings)
        await tx.execute(sql`insert into ledger_postings (entry_id, account_id, amount, currency)
          select ${entryId}, a.id, ${amount}, ${testCurrency} from ledger_accounts a
           where a.tenant = ${testTenant} and a.code = ${code} and a.currency = ${testCurrency}`);
    }
  });
}

const floors = z.array(z.object({ code: z.string(), floor: z.coerce.number().nullable() }));

describe.each(databaseKinds)(
  'migration 0026 brings credit limits into their history (%s)',
  (kind) => {
    const before = migrationsBefore(migration);
    afterAll(() => before.drop());

    it('keeps every balance and makes each line’s floor its first limit', async () => {
      const database = await openEmptyDatabase(kind);
      try {
        await database.migrate(before.folder);
        await fillOldBooks(database.db);
        const was = await balances(database.db);

        await database.migrate(migrationsDir);

        expect(await balances(database.db)).toEqual(was);
        const line = await creditLineOf(database.db, testTenant, 3, testCurrency);
        expect(line.limit).toBe(1_000_000);
        expect(line.history).toEqual([
          expect.objectContaining({
            limit: 1_000_000,
            effectiveFrom: new Date('2026-01-01T00:00:00Z'),
            setBy: null,
          }),
        ]);
        // A line with no credit had no limit to bring: it has none, and still no credit.
        expect((await creditLineOf(database.db, testTenant, 4, testCurrency)).history).toEqual([]);
        expect(
          floors
            .parse(
              rowsOf(
                await database.db.execute(
                  sql`select code, floor from ledger_accounts where tenant = ${testTenant} order by code`,
                ),
              ),
            )
            .map((a) => [a.code, a.floor]),
        ).toEqual([
          ['agency_credit:agency:3', 0],
          ['agency_credit:agency:4', 0],
          ['bank_clearing:sandbox', null],
          ['revenue:flight', null],
          ['wallet:user:5', 0],
        ]);
        // The limit brought in still holds: 700,000 more may be spent, not one unit past it.
        await expect(post(database.db, creditSale(3, 700_001))).rejects.toSatisfy(
          (error: unknown) =>
            error instanceof AppError && error.messageKey === 'creditLimitExceeded',
        );
        await post(database.db, creditSale(3, 700_000));
        expect(await balanceOf(database.db, testTenant, agencyCreditAccount(3), testCurrency)).toBe(
          -1_000_000,
        );
      } finally {
        await database.close();
      }
    });
  },
);
