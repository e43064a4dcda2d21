// The only file of the server that writes the ledger's tables (a test reads the source to prove
// it; ledger-reports.repository.ts reads them for reports). Migration 0009's triggers keep the rules whatever runs here: postings and entries are
// append-only, a posting moves its account's running balance, and an entry balances at commit.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import {
  ledgerAccounts,
  ledgerCreditLimits,
  ledgerEntries,
  ledgerPostings,
} from '../../db/schema/ledger';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type NewLedgerAccount = Pick<
  typeof ledgerAccounts.$inferInsert,
  'tenant' | 'code' | 'kind' | 'normalSide' | 'currency' | 'floor' | 'partyKind' | 'partyId'
>;
export type LedgerCreditLimitRow = typeof ledgerCreditLimits.$inferSelect;
export type NewLedgerEntry = Pick<
  typeof ledgerEntries.$inferInsert,
  'tenant' | 'key' | 'kind' | 'description' | 'purchaseKind' | 'purchaseId' | 'occurredAt'
>;
export type NewLedgerPosting = Pick<
  typeof ledgerPostings.$inferInsert,
  'entryId' | 'accountId' | 'amount' | 'currency'
>;

/** The tenant's accounts of these codes, in any currency. */
export async function accountsByCode(
  tx: Database,
  tenant: string,
  codes: readonly string[],
): Promise<LedgerAccountRow[]> {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenant, tenant), inArray(ledgerAccounts.code, [...codes])));
}

/**
 * Opens accounts; one another transaction opened first is left as it is (the caller reads the
 * accounts again). Always at a zero balance: only postings move it.
 */
export async function openAccounts(tx: Database, accounts: readonly NewLedgerAccount[]) {
  if (accounts.length === 0) return;
  await tx
    .insert(ledgerAccounts)
    .values([...accounts])
    .onConflictDoNothing({
      target: [ledgerAccounts.tenant, ledgerAccounts.code, ledgerAccounts.currency],
    });
}

/**
 * Writes an entry's postings in the given order; the trigger moves each account's balance and
 * takes its row lock in that order. A floor the move would cross fails the statement.
 */
export async function insertPostings(tx: Database, postings: readonly NewLedgerPosting[]) {
  await tx.insert(ledgerPostings).values([...postings]);
}

/** A posting named by what its account is: found by tenant, code and currency, of this kind and side. */
export interface PostingByCode {
  code: string;
  kind: string;
  normalSide: 'debit' | 'credit';
  amount: number;
  currency: string;
}

/**
 * Writes an entry and all its postings in one statement, when every account is open and is what
 * the posting says it is; otherwise writes the entry's head alone (`posted` 0), and the caller
 * opens the accounts and writes the postings. `entryId` null: the key was written before, and
 * nothing was written now. Postings go in account order, as `insertPostings` writes them.
 */
export async function insertEntryWithPostings(
  tx: Database,
  entry: NewLedgerEntry,
  postings: readonly PostingByCode[],
): Promise<{ entryId: number | null; posted: number }> {
  const wanted = sql.join(
    postings.map(
      (p) =>
        sql`(${p.code}::text, ${p.kind}::text, ${p.normalSide}::text, ${p.amount}::bigint, ${p.currency}::text)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted (code, kind, normal_side, amount, currency) as (values ${wanted}),
    matched as (
      select a.id as account_id, w.amount, w.currency
        from wanted w
        join ${ledgerAccounts} a
          on a.tenant = ${entry.tenant} and a.code = w.code and a.currency = w.currency
         and a.kind = w.kind and a.normal_side = w.normal_side
    ),
    entry as (
      insert into ${ledgerEntries} (tenant, key, kind, description, purchase_kind, purchase_id, occurred_at)
      values (${entry.tenant}, ${entry.key}, ${entry.kind}, ${entry.description},
              ${entry.purchaseKind ?? null}, ${entry.purchaseId ?? null}::bigint, ${entry.occurredAt.toISOString()}::timestamptz)
      on conflict (tenant, key) do nothing
      returning id
    ),
    posted as (
      insert into ${ledgerPostings} (entry_id, account_id, amount, currency)
      select entry.id, m.account_id, m.amount, m.currency
        from entry cross join matched m
       where (select count(*) from matched) = ${postings.length}
       order by m.account_id
      returning 1
    )
    select (select id from entry) as entry_id, (select count(*) from posted) as posted`);
  const [row] = rowsOf<{ entry_id: string | number | null; posted: string | number }>(result);
  return {
    entryId: row?.entry_id == null ? null : Number(row.entry_id),
    posted: Number(row?.posted ?? 0),
  };
}

/** The postings of the entries under `keys`, each with its entry's id and key, in order. */
function postingsUnderKeys(tx: Database, tenant: string, keys: readonly string[]) {
  return tx
    .select({
      entryId: ledgerEntries.id,
      key: ledgerEntries.key,
      code: ledgerAccounts.code,
      amount: ledgerPostings.amount,
      currency: ledgerPostings.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerEntries.tenant, tenant), inArray(ledgerEntries.key, [...keys])))
    .orderBy(asc(ledgerPostings.id));
}

/** An entry written earlier under a key, with its postings by account code. */
export async function entryByKey(tx: Database, tenant: string, key: string) {
  const rows = await postingsUnderKeys(tx, tenant, [key]);
  const first = rows[0];
  return first ? { entryId: first.entryId, postings: rows } : undefined;
}

/** The postings of the entries under several keys, in one read: by key, each entry's in order. */
export async function entriesByKeys(tx: Database, tenant: string, keys: readonly string[]) {
  const byKey = new Map<string, Array<{ code: string; amount: number; currency: string }>>();
  for (const { key, code, amount, currency } of await postingsUnderKeys(tx, tenant, keys)) {
    const postings = byKey.get(key) ?? [];
    postings.push({ code, amount, currency });
    byKey.set(key, postings);
  }
  return byKey;
}

/**
 * Takes the account's row lock until the transaction ends: the lock a posting's trigger takes
 * when it moves the kept balance (an UPDATE of no key column), so a limit set under it is
 * ordered before or after every posting of the account (migration 0026).
 */
export async function lockAccount(tx: Database, accountId: number): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('no key update');
}

/**
 * Appends a credit line's limit; without `effectiveFrom`, effective from the database's clock as
 * it is written (the clock the posting trigger compares with).
 */
export async function insertCreditLimit(
  tx: Database,
  limit: { accountId: number; limit: number; effectiveFrom?: Date; setBy: number; reason: string },
): Promise<LedgerCreditLimitRow> {
  const [row] = await tx
    .insert(ledgerCreditLimits)
    .values({
      accountId: limit.accountId,
      limit: limit.limit,
      effectiveFrom: limit.effectiveFrom ?? sql`clock_timestamp()`,
      setBy: limit.setBy,
      reason: limit.reason,
    })
    .returning();
  if (!row) throw new Error('a credit limit was not written');
  return row;
}

/** A credit line's limits as set, in the order they take effect (of one moment, as set). */
export async function creditLimitsOf(db: Database, accountId: number) {
  return db
    .select()
    .from(ledgerCreditLimits)
    .where(eq(ledgerCreditLimits.accountId, accountId))
    .orderBy(asc(ledgerCreditLimits.effectiveFrom), asc(ledgerCreditLimits.id));
}
