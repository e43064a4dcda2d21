// The only file of the server that writes the ledger's tables (a test reads the source to prove
// it). Migration 0009's triggers keep the rules whatever runs here: postings and entries are
// append-only, a posting moves its account's running balance, and an entry balances at commit.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
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

function ofAccount(tenant: string, code: string, currency: string) {
  return and(
    eq(ledgerAccounts.tenant, tenant),
    eq(ledgerAccounts.code, code),
    eq(ledgerAccounts.currency, currency),
  );
}

/** The account's running balance in its natural sign; undefined when it was never opened. */
export async function accountBalance(
  db: Database,
  tenant: string,
  code: string,
  currency: string,
): Promise<number | undefined> {
  // A kept balance (an account with a floor) is its row's; any other is its postings' sum.
  const [row] = await db
    .select({
      id: ledgerAccounts.id,
      floor: ledgerAccounts.floor,
      balance: ledgerAccounts.balance,
      normalSide: ledgerAccounts.normalSide,
    })
    .from(ledgerAccounts)
    .where(ofAccount(tenant, code, currency));
  if (!row) return undefined;
  if (row.floor !== null) return row.balance;
  const [sum] = await db
    .select({
      posted: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(String),
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, row.id));
  const posted = Number(sum?.posted ?? 0);
  return row.normalSide === 'debit' ? posted : 0 - posted;
}

/** Which of an account's postings a statement shows: by their entry's kind and time. */
export interface StatementFilter {
  kinds?: readonly string[] | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

/**
 * One page of an account's postings, newest first, each with its entry and the balance it left
 * (kept on the posting by the trigger); `total` counts the postings the filter keeps.
 */
export async function statementPage(
  db: Database,
  account: { tenant: string; code: string; currency: string },
  filter: StatementFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    ofAccount(account.tenant, account.code, account.currency),
    filter.kinds ? inArray(ledgerEntries.kind, [...filter.kinds]) : undefined,
    filter.from ? gte(ledgerEntries.occurredAt, filter.from) : undefined,
    filter.until ? lt(ledgerEntries.occurredAt, filter.until) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        postingId: ledgerPostings.id,
        amount: ledgerPostings.amount,
        balanceAfter: ledgerPostings.balanceAfter,
        entryId: ledgerEntries.id,
        key: ledgerEntries.key,
        kind: ledgerEntries.kind,
        description: ledgerEntries.description,
        purchaseKind: ledgerEntries.purchaseKind,
        purchaseId: ledgerEntries.purchaseId,
        occurredAt: ledgerEntries.occurredAt,
        normalSide: ledgerAccounts.normalSide,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * The postings of an account code, in every currency, whose entries happened (`occurred_at`) in
 * [from, to), with their entries' keys, oldest first.
 */
export async function postingsOccurredBetween(
  db: Database,
  account: { tenant: string; code: string },
  window: { from: Date; to: Date },
) {
  return db
    .select({
      postingId: ledgerPostings.id,
      amount: ledgerPostings.amount,
      currency: ledgerPostings.currency,
      entryId: ledgerEntries.id,
      key: ledgerEntries.key,
      kind: ledgerEntries.kind,
      purchaseKind: ledgerEntries.purchaseKind,
      purchaseId: ledgerEntries.purchaseId,
      occurredAt: ledgerEntries.occurredAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerEntries.tenant, account.tenant),
        gte(ledgerEntries.occurredAt, window.from),
        lt(ledgerEntries.occurredAt, window.to),
        eq(ledgerAccounts.tenant, account.tenant),
        eq(ledgerAccounts.code, account.code),
      ),
    )
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerPostings.id));
}

/**
 * Per currency and account kind: the postings' debits, credits and net (debit positive), and
 * the sum of the accounts' running balances (natural sign), of one tenant or of all.
 */
export async function kindTotals(db: Database, tenant?: string) {
  const perAccount = db
    .select({
      accountId: ledgerPostings.accountId,
      debits: sql<string>`sum(greatest(${ledgerPostings.amount}, 0))`.as('debits'),
      credits: sql<string>`sum(least(${ledgerPostings.amount}, 0))`.as('credits'),
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.accountId)
    .as('per_account');
  return db
    .select({
      currency: ledgerAccounts.currency,
      kind: ledgerAccounts.kind,
      normalSide: ledgerAccounts.normalSide,
      // Sums of bigints are numerics: read as text, so no driver rounds them.
      debits: sql<string>`coalesce(sum(${perAccount.debits}), 0)`.mapWith(String),
      credits: sql<string>`coalesce(sum(${perAccount.credits}), 0)`.mapWith(String),
      // Only accounts with a floor keep a running balance: compared with their own postings.
      running: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)`.mapWith(String),
      keptDebits:
        sql<string>`coalesce(sum(${perAccount.debits}) filter (where ${ledgerAccounts.floor} is not null), 0)`.mapWith(
          String,
        ),
      keptCredits:
        sql<string>`coalesce(sum(${perAccount.credits}) filter (where ${ledgerAccounts.floor} is not null), 0)`.mapWith(
          String,
        ),
    })
    .from(ledgerAccounts)
    .leftJoin(perAccount, eq(perAccount.accountId, ledgerAccounts.id))
    .where(tenant === undefined ? undefined : eq(ledgerAccounts.tenant, tenant))
    .groupBy(ledgerAccounts.currency, ledgerAccounts.kind, ledgerAccounts.normalSide)
    .orderBy(ledgerAccounts.currency, ledgerAccounts.kind);
}

/**
 * Per entry kind and account: the sum of the postings in `currency` of the entries about one
 * purchase (a sale and its refunds), read as text so no driver rounds them, with what the account
 * is. The entry keyed `exceptKey` is left out: a refund reading the books before it posts counts
 * the refunds before it, not its own postings when it is replayed.
 */
export async function purchaseTotals(
  db: Database,
  tenant: string,
  purchase: { kind: string; id: number },
  currency: string,
  exceptKey: string,
) {
  return db
    .select({
      kind: ledgerEntries.kind,
      code: ledgerAccounts.code,
      accountKind: ledgerAccounts.kind,
      normalSide: ledgerAccounts.normalSide,
      floor: ledgerAccounts.floor,
      partyKind: ledgerAccounts.partyKind,
      partyId: ledgerAccounts.partyId,
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(String),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerEntries.tenant, tenant),
        eq(ledgerEntries.purchaseKind, purchase.kind),
        eq(ledgerEntries.purchaseId, purchase.id),
        eq(ledgerPostings.currency, currency),
        ne(ledgerEntries.key, exceptKey),
      ),
    )
    .groupBy(
      ledgerEntries.kind,
      ledgerAccounts.code,
      ledgerAccounts.kind,
      ledgerAccounts.normalSide,
      ledgerAccounts.floor,
      ledgerAccounts.partyKind,
      ledgerAccounts.partyId,
    )
    .orderBy(ledgerAccounts.code);
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
