import { partyIdOf, type LedgerAccount } from '@parvaz/domain/ledger/accounts';
import type { LedgerUnit } from '@parvaz/domain/ledger/units';
import { entryProblem } from '@parvaz/domain/ledger/entry-balance';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { LedgerError } from './ledger-error';
import {
  accountsByCode,
  entryByKey,
  insertEntryWithPostings,
  insertPostings,
  openAccounts,
  type LedgerAccountRow,
} from './ledger.repository';

/** One side of an entry: minor units, debit positive and credit negative, never zero. */
export interface PostingInput {
  /** Built with `@parvaz/domain/ledger/accounts` (walletAccount(42), revenueAccount('flight')…). */
  account: LedgerAccount;
  amount: number;
  /** A currency, or a unit that is no money ('MILE'), balanced on its own like a currency. */
  currency: LedgerUnit;
}

const sameParty = (a: LedgerAccount['party'], b: LedgerAccount['party']) =>
  a.kind === b.kind && (a.kind === 'brand' || ('id' in b && a.id === b.id));

export interface EntryInput {
  tenant: string;
  /**
   * The business event this entry records, unique per tenant: 'payment:123:settled',
   * 'refund:55'. Posting the same key again moves nothing.
   */
  key: string;
  /** What kind of event, for statements and reports: 'payment', 'refund', 'topup', … */
  kind: string;
  description: string;
  /** What was bought, when the entry is about a purchase. */
  purchase?: { kind: string; id: number };
  /** When the event happened (statements show it); the write's own time is kept apart. */
  occurredAt: Date;
  postings: readonly PostingInput[];
}

export interface PostedEntry {
  entryId: number;
  /** False when the key had been posted before: nothing moved this time. */
  created: boolean;
}

const keyMaxLength = 200;

/** What makes the entry's head unfit to write, or null. */
function headProblem(entry: EntryInput): string | null {
  if (entry.tenant.length === 0) return 'an entry needs a tenant';
  if (entry.key.length === 0 || entry.key.length > keyMaxLength)
    return `an entry's key has 1 to ${keyMaxLength} characters`;
  if (entry.kind.length === 0) return 'an entry needs a kind';
  if (Number.isNaN(entry.occurredAt.getTime())) return 'an entry needs the time it happened';
  if (entry.purchase && (!Number.isSafeInteger(entry.purchase.id) || entry.purchase.id <= 0))
    return 'a purchase id is a positive whole number';
  return null;
}

/** One code names one account: two postings under it must agree on what it is. */
function definitionProblem(postings: readonly PostingInput[]): string | null {
  const byCode = new Map<string, LedgerAccount>();
  for (const { account } of postings) {
    const seen = byCode.get(account.code);
    if (
      seen &&
      (seen.kind !== account.kind ||
        seen.normalSide !== account.normalSide ||
        seen.floor !== account.floor ||
        !sameParty(seen.party, account.party))
    )
      return `account ${account.code} is given two ways`;
    byCode.set(account.code, account);
  }
  return null;
}

const accountKey = (code: string, currency: string) => `${code} ${currency}`;

/**
 * The entry's accounts by code and currency, opening the missing ones (with the kind, side and
 * floor their builder gave). An account found under a code must be what the code says it is.
 */
async function ensureAccounts(
  tx: Database,
  tenant: string,
  postings: readonly PostingInput[],
): Promise<Map<string, LedgerAccountRow>> {
  const wanted = new Map(postings.map((p) => [accountKey(p.account.code, p.currency), p]));
  const codes = [...new Set(postings.map((p) => p.account.code))];
  const index = (rows: LedgerAccountRow[]) =>
    new Map(rows.map((row) => [accountKey(row.code, row.currency), row]));
  let found = index(await accountsByCode(tx, tenant, codes));
  const missing = [...wanted].filter(([key]) => !found.has(key));
  if (missing.length > 0) {
    // Opened in one order everywhere, so two writers opening the same accounts never deadlock.
    missing.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    await openAccounts(
      tx,
      missing.map(([, p]) => ({
        tenant,
        code: p.account.code,
        kind: p.account.kind,
        normalSide: p.account.normalSide,
        currency: p.currency,
        floor: p.account.floor,
        partyKind: p.account.party.kind,
        partyId: partyIdOf(p.account.party, tenant),
      })),
    );
    found = index(await accountsByCode(tx, tenant, codes));
  }
  for (const [key, { account }] of wanted) {
    const row = found.get(key);
    if (!row) throw new LedgerError(`account ${key} could not be opened`);
    if (row.kind !== account.kind || row.normalSide !== account.normalSide)
      throw new LedgerError(`account ${account.code} is kept as ${row.kind} (${row.normalSide})`);
    if (row.partyKind !== account.party.kind || row.partyId !== partyIdOf(account.party, tenant))
      throw new LedgerError(`account ${account.code} is kept as ${row.partyKind} ${row.partyId}'s`);
  }
  return found;
}

/** The constraint the database named in refusing a write (of the error or what caused it). */
function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    if ('constraint' in e && typeof e.constraint === 'string') return e.constraint;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * Runs a write that posts; a floor crossed (a wallet overdrawn) or a credit line spent past the
 * limit in force (decision 020) becomes the user's conflict.
 */
async function refusingOverdraft<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === 'ledger_accounts_floor_check')
      throw new AppError('CONFLICT', 'insufficientCredit');
    if (constraint === 'ledger_credit_limit_check')
      throw new AppError('CONFLICT', 'creditLimitExceeded');
    throw error;
  }
}

const postingShape = (p: { code: string; currency: string; amount: number }) =>
  `${p.code} ${p.currency} ${p.amount}`;

/** A key posted before: the same postings again are a harmless replay, others are a bug. */
async function replayed(tx: Database, entry: EntryInput): Promise<PostedEntry> {
  const earlier = await entryByKey(tx, entry.tenant, entry.key);
  if (!earlier) throw new LedgerError(`entry ${entry.key} exists but cannot be read`);
  const before = earlier.postings.map(postingShape).sort();
  const now = entry.postings
    .map((p) => postingShape({ code: p.account.code, currency: p.currency, amount: p.amount }))
    .sort();
  if (before.join('\n') !== now.join('\n'))
    throw new LedgerError(`entry ${entry.key} was posted before with other postings`);
  return { entryId: earlier.entryId, created: false };
}

/**
 * Posts one journal entry inside the caller's transaction (`tx` must be one: the database checks
 * the entry balances when the transaction commits, and refuses an entry written outside one).
 *
 * - The postings must number two or more and sum to zero per currency; a `LedgerError` says so
 *   before anything is written.
 * - Accounts are opened on first use, with the kind, side and floor their builder gave.
 * - Idempotent by `key`: a key posted before answers `created: false` and moves nothing. The
 *   same key with other postings is a `LedgerError`.
 * - A posting that would take an account below its floor (a wallet below zero) fails with
 *   `AppError('CONFLICT', 'insufficientCredit')`; a spend of a credit line past the limit in
 *   force (decision 020) with `AppError('CONFLICT', 'creditLimitExceeded')`. The database
 *   decides this under the account's row lock, so it holds under any race; the transaction is
 *   then aborted and must roll back (throwing out of it does).
 *
 * Every posting locks its account's row until commit, and every payment posts to the same bank
 * and revenue accounts: post late in a transaction, after the slow work, to hold those locks
 * briefly. Postings are written in account order, so two entries never deadlock each other.
 */
export async function postEntry(tx: Database, entry: EntryInput): Promise<PostedEntry> {
  const problem =
    headProblem(entry) ?? entryProblem(entry.postings) ?? definitionProblem(entry.postings);
  if (problem) throw new LedgerError(`entry ${entry.key}: ${problem}`);
  const head = {
    tenant: entry.tenant,
    key: entry.key,
    kind: entry.kind,
    description: entry.description,
    purchaseKind: entry.purchase?.kind ?? null,
    purchaseId: entry.purchase?.id ?? null,
    occurredAt: entry.occurredAt,
  };
  const byCode = entry.postings.map((p) => ({
    code: p.account.code,
    kind: p.account.kind,
    normalSide: p.account.normalSide,
    amount: p.amount,
    currency: p.currency,
  }));
  const written = await refusingOverdraft(() => insertEntryWithPostings(tx, head, byCode));
  const entryId = written.entryId;
  if (entryId === null) return replayed(tx, entry);
  if (written.posted === entry.postings.length) return { entryId, created: true };
  // An account's first posting (or one kept as something else): open it, then post.
  const accounts = await ensureAccounts(tx, entry.tenant, entry.postings);
  const accountIdOf = (p: PostingInput): number => {
    const row = accounts.get(accountKey(p.account.code, p.currency));
    if (!row) throw new LedgerError(`account ${p.account.code} ${p.currency} is not open`);
    return row.id;
  };
  const postings = entry.postings
    .map((p) => ({ entryId, accountId: accountIdOf(p), amount: p.amount, currency: p.currency }))
    .sort((a, b) => a.accountId - b.accountId);
  await refusingOverdraft(() => insertPostings(tx, postings));
  return { entryId, created: true };
}

/**
 * Opens a party's accounts before anything is posted to them (an agency's receivable and
 * commission payable when it is created, an airline's payable), in one currency or unit; an
 * account already open is left as it is. Posting opens an account as well: this is for the
 * back offices that show a party's accounts at zero before its first sale.
 */
export async function openPartyAccounts(
  tx: Database,
  tenant: string,
  accounts: readonly LedgerAccount[],
  currency: LedgerUnit,
): Promise<void> {
  const problem = definitionProblem(accounts.map((account) => ({ account, amount: 0, currency })));
  if (problem) throw new LedgerError(problem);
  await ensureAccounts(
    tx,
    tenant,
    accounts.map((account) => ({ account, amount: 0, currency })),
  );
}
