// An agency's credit line as the property tests follow it (decision 020), whoever spends it (a
// sale posted on credit, a purchase's part held from it): the limits set on it, what it should
// hold, and the limit in force as it last spent. Every spend is checked against the domain's rule
// in one place, so the ledger's proof and the money core's proof hold the line to the same check.
import {
  creditSpendRefused,
  limitInForce,
  type CreditLimit,
} from '@parvaz/domain/ledger/credit-limits';
import { expect } from 'vitest';
import { AppError } from '../../platform/app-error';
import type { CreditLimitSet } from './ledger.api';

const minute = 60_000;

/** Whether an error is the ledger refusing a spend past a credit line's limit: a 409. */
export const overLimit = (error: unknown) =>
  error instanceof AppError && error.status === 409 && error.messageKey === 'creditLimitExceeded';

/** When a limit a test sets takes effect. */
export type LimitFrom = 'past' | 'now' | 'tomorrow';

export type CreditLineModel = ReturnType<typeof creditLineModel>;

/** A credit line with no limit yet and nothing spent. */
export function creditLineModel() {
  const limits: CreditLimit[] = [];
  let balance = 0;
  let limitAtLastSpend: number | null = null;
  return {
    /**
     * The moment a limit set now from `from` takes effect (undefined: now). A past moment is a few
     * minutes back, each earlier than the last: a later limit may take effect before an earlier
     * one, as a back office may set it.
     */
    effectiveFrom(from: LimitFrom): Date | undefined {
      if (from === 'past') return new Date(Date.now() - (limits.length + 1) * minute);
      return from === 'tomorrow' ? new Date(Date.now() + 1_440 * minute) : undefined;
    },
    /** A limit the ledger has set on the line. */
    limitSet(set: CreditLimitSet) {
      limits.push({ limit: set.limit, effectiveFrom: set.effectiveFrom });
    },
    /**
     * Spends `amount` of the line by `spend`, which posts it: refused (a 409, nothing posted)
     * exactly when the domain's rule refuses it under the limit in force now, and when taken the
     * line is never below that limit. Answers what `spend` answered, or 'refused'.
     */
    async spend<T>(amount: number, spend: () => Promise<T>): Promise<T | 'refused'> {
      const limit = limitInForce(limits, new Date());
      const refused = creditSpendRefused(balance, 0 - amount, limit);
      const outcome = await spend().catch((error: unknown) => {
        if (overLimit(error)) return 'refused' as const;
        throw error;
      });
      expect(outcome === 'refused', `${amount} spent of ${balance} under ${limit}`).toBe(refused);
      if (outcome !== 'refused') {
        balance -= amount;
        limitAtLastSpend = limit;
        expect(balance).toBeGreaterThanOrEqual(0 - limit);
      }
      return outcome;
    },
    /** Money back on the line (a refund, a part given back), which always passes. */
    raised(amount: number) {
      balance += amount;
    },
    /**
     * The line's balance as the ledger reads it: what the model says it holds, and never below the
     * limit in force as it last spent, as the limits stood then (one set later from a moment
     * before that spend does not undo it).
     */
    expectBalance(read: number) {
      expect(read).toBe(balance);
      if (limitAtLastSpend !== null) expect(read).toBeGreaterThanOrEqual(0 - limitAtLastSpend);
    },
  };
}
