// The ledger's reads for reports: balances, statements, totals by kind and by purchase. It only
// reads; ledger.repository.ts is the one file that writes the ledger's tables (a test reads the
// source of both to prove it).
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema/ledger';

/** The sum of the postings a read groups or filters, as a string of the exact amount. */
const postedSum = () => sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(String);

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
      posted: postedSum(),
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
      total: postedSum(),
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
