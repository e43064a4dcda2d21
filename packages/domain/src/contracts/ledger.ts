import { z } from 'zod';
import { accountKinds, normalSides } from '../ledger/accounts';
import { currencySchema } from './money';

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
      currency: currencySchema,
      sum: z.int(),
      runningBalancesAgree: z.boolean(),
      kinds: z.array(trialBalanceLineSchema),
    }),
  ),
});
export type TrialBalanceResponse = z.infer<typeof trialBalanceResponseSchema>;
