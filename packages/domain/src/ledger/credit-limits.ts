/**
 * An agency's credit line and its limit (issue 31, item 2; decision 020). A limit is data with
 * history: each is set with the moment it takes effect, and none is ever changed or removed, so
 * the limit in force at any moment can be read again later. Pure: the server keeps the limits
 * (`ledger_credit_limits`) and the database applies the same rule at every posting; these
 * functions say what it decides, for the back offices and the tests.
 *
 * Amounts are minor units of the line's one currency. A credit line's balance is read in its
 * natural (credit) sign: spending lowers it, below zero it is what the agency owes us.
 */

/** One limit as set: from `effectiveFrom` on (until a later one takes over). */
export interface CreditLimit {
  /** Minor units, zero or more: how far below zero the line's balance may be spent. */
  limit: number;
  effectiveFrom: Date;
}

/** What makes a limit unfit to set, or null. */
export function creditLimitProblem(limit: number): string | null {
  if (!Number.isSafeInteger(limit) || limit < 0)
    return 'a credit limit is a whole amount in minor units, zero or more';
  return null;
}

/**
 * The limit in force at `at`: of those effective by then, the latest to take effect; of two
 * taking effect at the same moment, the one set last (later in `limits`). A line with none in
 * force has no credit: zero.
 */
export function limitInForce(limits: readonly CreditLimit[], at: Date): number {
  let found: CreditLimit | undefined;
  for (const candidate of limits) {
    if (candidate.effectiveFrom.getTime() > at.getTime()) continue;
    if (!found || candidate.effectiveFrom.getTime() >= found.effectiveFrom.getTime())
      found = candidate;
  }
  return found?.limit ?? 0;
}

/**
 * Whether a posting that moves the line's balance from `balance` by `change` is refused under
 * `limit`: a spend (the balance lowered) may not leave it below minus the limit. What raises the
 * balance (a refund, a repayment) always passes, even on a line still over a limit lowered since
 * it was spent: nothing is undone, and every repayment brings the line nearer its limit.
 */
export function creditSpendRefused(balance: number, change: number, limit: number): boolean {
  return change < 0 && balance + change < 0 - limit;
}
