// Accounts carry their party (decision 019): opened per party on demand, kept under it, and
// counted in miles as well as in money, each unit balanced on its own.
import {
  agencyReceivableAccount,
  airlinePayableAccount,
  commissionPayableAccount,
  deferredRevenueAccount,
  milesAccount,
  milesIssuedAccount,
  purchaseClearingAccount,
} from '@parvaz/domain/ledger/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { AppError } from '../../platform/app-error';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { balanceOf, LedgerError, openPartyAccounts, trialBalance } from './ledger.api';
import { fresh, post, testTenant } from './ledger-test-kit';

const partyRows = z.array(
  z.object({
    code: z.string(),
    party_kind: z.string(),
    party_id: z.string(),
    balance: z.coerce.number(),
  }),
);

describe.each(databaseKinds)('parties and units of the ledger (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;
  const partiesOf = async (codes: string[]) =>
    partyRows.parse(
      rowsOf(
        await db().execute(
          sql`select code, party_kind, party_id, balance from ledger_accounts
               where tenant = ${testTenant} and code in ${codes} order by code`,
        ),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("opens an airline's, an agency's and a GSA's accounts on demand, at zero, under their party", async () => {
    const accounts = [
      airlinePayableAccount('W5'),
      agencyReceivableAccount(41),
      commissionPayableAccount({ kind: 'gsa', id: 17 }),
    ];
    await db().transaction((tx) => openPartyAccounts(tx, testTenant, accounts, 'USD'));
    // Again: nothing changes.
    await db().transaction((tx) => openPartyAccounts(tx, testTenant, accounts, 'USD'));
    expect(await partiesOf(accounts.map((a) => a.code))).toEqual([
      { code: 'agency_receivable:agency:41', party_kind: 'agency', party_id: '41', balance: 0 },
      { code: 'airline_payable:airline:W5', party_kind: 'airline', party_id: 'W5', balance: 0 },
      { code: 'commission_payable:gsa:17', party_kind: 'gsa', party_id: '17', balance: 0 },
    ]);
    // The brand's accounts are the tenant's.
    await db().transaction((tx) =>
      openPartyAccounts(tx, testTenant, [deferredRevenueAccount('miles')], 'USD'),
    );
    expect(await partiesOf(['deferred_revenue:miles'])).toEqual([
      { code: 'deferred_revenue:miles', party_kind: 'brand', party_id: testTenant, balance: 0 },
    ]);
    // A party's account is its own: the database keeps it so.
    await expect(
      db().execute(
        sql`update ledger_accounts set party_id = '42' where code = 'agency_receivable:agency:41'`,
      ),
    ).rejects.toThrow();
    // One code, two parties: refused before anything is written.
    await expect(
      db().transaction((tx) =>
        openPartyAccounts(
          tx,
          testTenant,
          [
            airlinePayableAccount('W5'),
            { ...airlinePayableAccount('W5'), party: { kind: 'airline', id: 'IR' } },
          ],
          'USD',
        ),
      ),
    ).rejects.toThrow(LedgerError);
  });

  it('counts miles apart from money: balanced per unit, never below zero, in books of their own', async () => {
    const { userId, key } = fresh();
    // Miles sold for money: the money is deferred revenue, the miles a member's, in one entry.
    const sold = await post(db(), {
      tenant: testTenant,
      key,
      kind: 'sale',
      description: 'miles bought',
      occurredAt: new Date(),
      postings: [
        { account: purchaseClearingAccount(), amount: 2_500, currency: 'USD' },
        { account: deferredRevenueAccount('miles'), amount: -2_500, currency: 'USD' },
        { account: milesIssuedAccount(), amount: 1_000, currency: 'MILE' },
        { account: milesAccount(userId), amount: -1_000, currency: 'MILE' },
      ],
    });
    expect(sold.created).toBe(true);
    expect(await balanceOf(db(), testTenant, milesAccount(userId), 'MILE')).toBe(1_000);
    expect(await balanceOf(db(), testTenant, milesAccount(userId), 'USD')).toBe(0);
    // Miles never pay for money.
    await expect(
      post(db(), {
        tenant: testTenant,
        key: fresh().key,
        kind: 'sale',
        description: 'miles for dollars',
        occurredAt: new Date(),
        postings: [
          { account: milesAccount(userId), amount: 100, currency: 'MILE' },
          { account: deferredRevenueAccount('miles'), amount: -100, currency: 'USD' },
        ],
      }),
    ).rejects.toThrow(LedgerError);
    // A member spends no more miles than they have.
    await expect(
      post(db(), {
        tenant: testTenant,
        key: fresh().key,
        kind: 'redeem',
        description: 'too many miles',
        occurredAt: new Date(),
        postings: [
          { account: milesAccount(userId), amount: 1_001, currency: 'MILE' },
          { account: milesIssuedAccount(), amount: -1_001, currency: 'MILE' },
        ],
      }),
    ).rejects.toThrow(AppError);
    const books = await trialBalance(db(), testTenant);
    const miles = books.find((b) => b.currency === 'MILE');
    expect(miles?.sum).toBe(0);
    expect(miles?.runningBalancesAgree).toBe(true);
    expect(miles?.kinds.find((k) => k.kind === 'miles')?.balance).toBeGreaterThanOrEqual(1_000);
    for (const book of books) expect(book.sum).toBe(0);
  });
});
