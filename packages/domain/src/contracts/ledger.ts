import { z } from 'zod';
import { accountKinds, normalSides } from '../ledger/accounts';
import { ledgerUnits } from '../ledger/units';

/**
 * `ledger/getTrialBalance` (operator): the brand's books per currency — the sum of every posting,
 * which is zero when the books balance, and the totals of each kind of account.
 */
export const trialBalanceRequestSchema = z.object({}).strict();

export const trialBalanceLineSchema = z.object({
  kind: z.enum(accountKinds),
  normalSide: z.enum(normalSides),
  debits: z.int(),
  credits: z.int(),
  balance: z.int(),
});

export const trialBalanceResponseSchema = z.object({
  currencies: z.array(
    z.object({
      /** A currency, or a unit that is no money ('MILE', decision 019). */
      currency: z.enum(ledgerUnits),
      sum: z.int(),
      runningBalancesAgree: z.boolean(),
      kinds: z.array(trialBalanceLineSchema),
    }),
  ),
});
export type TrialBalanceResponse = z.infer<typeof trialBalanceResponseSchema>;
