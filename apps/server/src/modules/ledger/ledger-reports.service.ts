import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Currency } from '@parvaz/domain/format/money';
import {
  accountKinds,
  balanceChange,
  normalSides,
  partyKinds,
  type AccountKind,
  type LedgerAccount,
  type Party,
  type ProductKind,
  type NormalSide,
} from '@parvaz/domain/ledger/accounts';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { saleSourceKinds, type SaleOnBooks } from '@parvaz/domain/ledger/sale-lines';
import { ledgerUnits, type LedgerUnit } from '@parvaz/domain/ledger/units';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { LedgerError } from './ledger-error';
import {
  accountBalance,
  kindTotals,
  postingsOccurredBetween,
  purchaseTotals,
  statementPage,
  type StatementFilter,
} from './ledger-reports.repository';
import { entriesByKeys } from './ledger.repository';

export type { StatementFilter } from './ledger-reports.repository';

const accountKindSchema = z.enum(accountKinds);
const normalSideSchema = z.enum(normalSides);
const partyKindSchema = z.enum(partyKinds);
const ledgerUnitSchema = z.enum(ledgerUnits);

/**
 * An account's balance in its natural sign (a wallet holding 500 reads 500), minor units of
 * `currency`; 0 for an account never posted to. Outside a transaction it reads what has
 * committed; inside one it also sees that transaction's postings.
 */
export async function balanceOf(
  db: Database,
  tenant: string,
  account: Pick<LedgerAccount, 'code'>,
  currency: LedgerUnit,
): Promise<number> {
  return (await accountBalance(db, tenant, account.code, currency)) ?? 0;
}

/** What an entry says was bought, when it names a purchase. */
function purchaseOfEntry(row: {
  purchaseKind: string | null;
  purchaseId: number | null;
}): { kind: string; id: number } | null {
  return row.purchaseKind !== null && row.purchaseId !== null
    ? { kind: row.purchaseKind, id: row.purchaseId }
    : null;
}

export interface StatementLine {
  postingId: number;
  entryId: number;
  /** The entry's business key, kind and description. */
  key: string;
  kind: string;
  description: string;
  purchase: { kind: string; id: number } | null;
  occurredAt: Date;
  /** As posted: debit positive, credit negative. */
  amount: number;
  /** What the posting did to the balance, in the account's natural sign. */
  change: number;
  /**
   * The account's balance right after this posting (natural sign), for an account whose balance
   * is kept (one with a floor: a wallet, a prepaid balance, a credit line); null for the others.
   */
  balanceAfter: number | null;
}

export const statementPageSizeMax = 100;

/**
 * One page (1-based) of an account's postings, newest written first, with each one's entry and
 * the balance after it; optionally only entries of some kinds or between two instants. `total`
 * counts the postings the filter keeps.
 */
export async function statement(
  db: Database,
  tenant: string,
  account: Pick<LedgerAccount, 'code'>,
  currency: LedgerUnit,
  paging: { page: number; pageSize: number },
  filter: StatementFilter = {},
): Promise<{ items: StatementLine[]; total: number }> {
  const { page, pageSize } = paging;
  if (!Number.isSafeInteger(page) || page < 1)
    throw new LedgerError('a statement page is 1 or more');
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > statementPageSizeMax)
    throw new LedgerError(`a statement page holds 1 to ${statementPageSizeMax} lines`);
  const { rows, total } = await statementPage(
    db,
    { tenant, code: account.code, currency },
    filter,
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return {
    total,
    items: rows.map((row) => {
      const side = normalSideSchema.parse(row.normalSide);
      return {
        postingId: row.postingId,
        entryId: row.entryId,
        key: row.key,
        kind: row.kind,
        description: row.description,
        purchase: purchaseOfEntry(row),
        occurredAt: row.occurredAt,
        amount: row.amount,
        change: balanceChange(side, row.amount),
        balanceAfter: row.balanceAfter,
      };
    }),
  };
}

/** A posting on an account, with the entry it belongs to. */
export interface AccountPosting {
  postingId: number;
  entryId: number;
  /** The entry's business key ('payment:123:settled'), kind and purchase. */
  key: string;
  kind: string;
  purchase: { kind: string; id: number } | null;
  occurredAt: Date;
  /** As posted: debit positive, credit negative. */
  amount: number;
  currency: Currency;
}

/**
 * An account's postings, in every currency it is kept in, whose entries happened in [from, to)
 * (the entry's `occurredAt`, not the time it was written), oldest first: what a reconciliation
 * compares with another party's record of the same days.
 */
export async function postingsBetween(
  db: Database,
  tenant: string,
  account: Pick<LedgerAccount, 'code'>,
  window: { from: Date; to: Date },
): Promise<AccountPosting[]> {
  if (!(window.from.getTime() < window.to.getTime()))
    throw new LedgerError('a window of postings starts before it ends');
  const rows = await postingsOccurredBetween(db, { tenant, code: account.code }, window);
  return rows.map((row) => ({
    postingId: row.postingId,
    entryId: row.entryId,
    key: row.key,
    kind: row.kind,
    purchase: purchaseOfEntry(row),
    occurredAt: row.occurredAt,
    amount: row.amount,
    currency: currencySchema.parse(row.currency),
  }));
}

export interface TrialBalanceLine {
  kind: AccountKind;
  normalSide: NormalSide;
  /** Sums of the kind's debit postings and (as a positive number) of its credit postings. */
  debits: number;
  credits: number;
  /** Debits less credits, read in the kind's natural sign. */
  balance: number;
}

export interface TrialBalance {
  /** A currency, or a unit that is no money ('MILE'): each has books of its own. */
  currency: LedgerUnit;
  /** The sum of every posting in the currency, debit positive: zero when the books balance. */
  sum: number;
  kinds: TrialBalanceLine[];
  /**
   * Whether the running balances kept (accounts with a floor) add up to their postings, kind by
   * kind (no balance drifted).
   */
  runningBalancesAgree: boolean;
}

function safe(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new LedgerError(`a ledger total of ${value} is too large`);
  return n;
}

/**
 * The books of one tenant (or of every tenant), per currency: the sum of all postings, which
 * must be zero, and the totals of each kind of account. Read from the postings themselves; each
 * kind's running balances are checked against them.
 */
export async function trialBalance(db: Database, tenant?: string): Promise<TrialBalance[]> {
  const byCurrency = new Map<LedgerUnit, TrialBalance>();
  for (const row of await kindTotals(db, tenant)) {
    const currency = ledgerUnitSchema.parse(row.currency);
    const normalSide = normalSideSchema.parse(row.normalSide);
    const debits = BigInt(row.debits);
    const credits = BigInt(row.credits);
    const net = debits + credits;
    const balance = normalSide === 'debit' ? net : -net;
    const book = byCurrency.get(currency) ?? {
      currency,
      sum: 0,
      kinds: [],
      runningBalancesAgree: true,
    };
    book.sum = safe(BigInt(book.sum) + net);
    book.kinds.push({
      kind: accountKindSchema.parse(row.kind),
      normalSide,
      debits: safe(debits),
      credits: safe(-credits),
      balance: safe(balance),
    });
    const keptNet = BigInt(row.keptDebits) + BigInt(row.keptCredits);
    const kept = normalSide === 'debit' ? keptNet : -keptNet;
    if (BigInt(row.running) !== kept) book.runningBalancesAgree = false;
    byCurrency.set(currency, book);
  }
  return [...byCurrency.values()];
}

/** An account as the ledger keeps it, named again as code names it. */
function accountOfRow(row: {
  code: string;
  accountKind: string;
  normalSide: string;
  floor: number | null;
  partyKind: string;
  partyId: string;
}): LedgerAccount {
  const kind = partyKindSchema.parse(row.partyKind);
  const party: Party =
    kind === 'brand'
      ? { kind }
      : kind === 'airline'
        ? { kind, id: row.partyId }
        : { kind, id: z.coerce.number().int().positive().parse(row.partyId) };
  return {
    code: row.code,
    kind: accountKindSchema.parse(row.accountKind),
    normalSide: normalSideSchema.parse(row.normalSide),
    floor: row.floor,
    party,
  };
}

/**
 * What the sale of a purchase left on the books in `currency` (what its source gave and each
 * other line it posted) and what the refunds before `refundKey` took back of each line, read from
 * the ledger's entries about it; undefined when it was never sold there. A refund reads it to
 * give back every line's share (`refundLines`), passing its own entry key: a replayed refund then
 * computes the same lines as the first time.
 */
export async function saleOnBooks(
  db: Database,
  tenant: string,
  sold: { product: ProductKind; purchase: { kind: string; id: number } },
  currency: Currency,
  refundKey: string,
): Promise<SaleOnBooks | undefined> {
  const rows = await purchaseTotals(db, tenant, sold.purchase, currency, refundKey);
  const sale = rows.filter((r) => r.kind === entryKinds.sale && Number(r.total) !== 0);
  const isSource = (r: { accountKind: string }) =>
    saleSourceKinds.some((kind) => kind === r.accountKind);
  const charged = sale.filter(isSource).reduce((sum, r) => sum + Number(r.total), 0);
  if (charged <= 0) return undefined;
  const lines = sale
    .filter((r) => !isSource(r))
    .map((r) => ({ account: accountOfRow(r), amount: Number(r.total) }));
  const codes = new Set(lines.map((l) => l.account.code));
  const taken = new Map<string, number>();
  for (const r of rows)
    if (r.kind === entryKinds.refund && codes.has(r.code))
      taken.set(r.code, (taken.get(r.code) ?? 0) + Number(r.total));
  return { product: sold.product, charged, lines, taken };
}

/**
 * What the refunds of a purchase before `refundKey` gave back in `currency`, by where they went:
 * to a customer's wallet, or to the card (credited to the purchase clearing account, from which
 * payments return it to the card), read from the ledger's refund entries about it. A refund split
 * between a wallet and a card reads it to keep each source within what it gave.
 */
export async function refundedBySource(
  db: Database,
  tenant: string,
  purchase: { kind: string; id: number },
  currency: Currency,
  refundKey: string,
): Promise<{ wallet: number; card: number }> {
  const rows = await purchaseTotals(db, tenant, purchase, currency, refundKey);
  const backTo = (kind: AccountKind) =>
    rows
      .filter((r) => r.kind === entryKinds.refund && r.accountKind === kind)
      .reduce((sum, r) => sum - Number(r.total), 0);
  return { wallet: backTo('wallet'), card: backTo('purchase_clearing') };
}

/**
 * The postings of the entries posted under `keys` (debit positive), by key; a key with no entry is
 * absent: a movement that must be undone exactly (a part held from a wallet given back) reads what
 * it moved. One read for all of them.
 */
export async function postingsOfEntries(
  db: Database,
  tenant: string,
  keys: readonly string[],
): Promise<Map<string, Array<{ code: string; amount: number; currency: string }>>> {
  return entriesByKeys(db, tenant, keys);
}

/** The postings of the one entry posted under `key`, or undefined when there is none. */
export async function postingsOfEntry(
  db: Database,
  tenant: string,
  key: string,
): Promise<Array<{ code: string; amount: number; currency: string }> | undefined> {
  return (await entriesByKeys(db, tenant, [key])).get(key);
}
