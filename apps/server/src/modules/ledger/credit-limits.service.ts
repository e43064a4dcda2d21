// An agency credit line's limits (decision 020): set by the back offices (the GSA's, the
// agency's, later) with who and why, kept with their history, and read back with the one in
// force. The database compares every spend with the limit in force (migration 0026): nothing
// here checks a posting.
import type { Currency } from '@parvaz/domain/format/money';
import { agencyCreditAccount } from '@parvaz/domain/ledger/accounts';
import { creditLimitProblem, limitInForce } from '@parvaz/domain/ledger/credit-limits';
import type { Database } from '../../db/client';
import { LedgerError } from './ledger-error';
import { openPartyAccounts } from './ledger.service';
import {
  accountsByCode,
  creditLimitsOf,
  insertCreditLimit,
  lockAccount,
  type LedgerCreditLimitRow,
} from './ledger.repository';

export interface CreditLimitInput {
  tenant: string;
  agencyId: number;
  /** The line's currency: an agency has one line per currency, each with its own limits. */
  currency: Currency;
  /** Minor units, zero or more (`creditLimitProblem` of the domain says what is refused). */
  limit: number;
  /** From when it counts; omitted, from the moment it is written (the database's clock). */
  effectiveFrom?: Date;
  /** The user setting it. */
  setBy: number;
  /** Why, for whoever reads the line's history. */
  reason: string;
}

export interface CreditLimitSet {
  id: number;
  limit: number;
  effectiveFrom: Date;
  setBy: number | null;
  reason: string;
  createdAt: Date;
}

const asSet = (row: LedgerCreditLimitRow): CreditLimitSet => ({
  id: row.id,
  limit: row.limit,
  effectiveFrom: row.effectiveFrom,
  setBy: row.setBy,
  reason: row.reason,
  createdAt: row.createdAt,
});

async function creditLineId(db: Database, tenant: string, agencyId: number, currency: Currency) {
  const code = agencyCreditAccount(agencyId).code;
  const [row] = (await accountsByCode(db, tenant, [code])).filter((a) => a.currency === currency);
  return row?.id;
}

/**
 * Sets an agency's credit limit inside the caller's transaction, opening its line if it has none
 * yet. A limit may be raised or lowered, now or from a later moment; one lowered below what the
 * agency has already spent is set all the same: the line is then over its limit, nothing is
 * undone, and every further spend is refused until repayments bring it back under.
 *
 * It takes the line's row lock, as every posting to the line does: a limit set during a sale is
 * written wholly before the sale's check or after its write, never between them. Input the caller
 * should have refused (a negative or fractional limit, no reason) is a `LedgerError`.
 */
export async function setCreditLimit(
  tx: Database,
  input: CreditLimitInput,
): Promise<CreditLimitSet> {
  const problem =
    creditLimitProblem(input.limit) ??
    (input.reason.trim() === '' ? 'a credit limit is set with a reason' : null) ??
    (input.effectiveFrom && Number.isNaN(input.effectiveFrom.getTime())
      ? 'a credit limit needs a valid moment to take effect'
      : null);
  if (problem) throw new LedgerError(`agency ${input.agencyId}: ${problem}`);
  await openPartyAccounts(tx, input.tenant, [agencyCreditAccount(input.agencyId)], input.currency);
  const accountId = await creditLineId(tx, input.tenant, input.agencyId, input.currency);
  if (accountId === undefined) throw new LedgerError(`agency ${input.agencyId} has no credit line`);
  await lockAccount(tx, accountId);
  const row = await insertCreditLimit(tx, {
    accountId,
    limit: input.limit,
    ...(input.effectiveFrom ? { effectiveFrom: input.effectiveFrom } : {}),
    setBy: input.setBy,
    reason: input.reason.trim(),
  });
  return asSet(row);
}

export interface CreditLine {
  /** The limit in force at `at`. */
  limit: number;
  /** Every limit set, in the order they take effect. */
  history: CreditLimitSet[];
}

/** An agency's credit line in one currency: its limit in force at `at` and every limit set. */
export async function creditLineOf(
  db: Database,
  tenant: string,
  agencyId: number,
  currency: Currency,
  at: Date = new Date(),
): Promise<CreditLine> {
  const accountId = await creditLineId(db, tenant, agencyId, currency);
  const history = accountId === undefined ? [] : (await creditLimitsOf(db, accountId)).map(asSet);
  return { limit: limitInForce(history, at), history };
}
