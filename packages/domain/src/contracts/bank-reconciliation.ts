import { z } from 'zod';
import { daysBetween, isIsoDate, parseIsoDate } from '../calendar/plain-date';
import { currencySchema } from './money';

/**
 * The reconciliation of a payment provider's settlement report with the ledger's bank clearing
 * account (issue 17): per tenant, provider, day and currency, both totals and every difference.
 * Amounts are signed minor units seen from the clearing account: money the provider took for us
 * is positive (a verified payment, a `settled` ledger entry), money given back negative.
 */

/** What moved: a payment verified, a verified payment given back whole, or part of it refunded. */
export const bankMovementKinds = ['settled', 'reversed', 'refunded', 'other'] as const;
export type BankMovementKind = (typeof bankMovementKinds)[number];

/**
 * Why a payment's movement is listed: the bank moved money the ledger has no entry for, the
 * ledger has an entry the bank has no movement for, or both have it with other amounts.
 */
export const bankDifferenceReasons = ['missingInLedger', 'missingAtBank', 'amountDiffers'] as const;
export type BankDifferenceReason = (typeof bankDifferenceReasons)[number];

export const bankDifferenceSchema = z.object({
  reason: z.enum(bankDifferenceReasons),
  /** `other`: a ledger entry on the clearing account that belongs to no payment. */
  movement: z.enum(bankMovementKinds),
  /** Null when the token names no payment of ours, or the entry names no payment. */
  paymentId: z.int().nullable(),
  token: z.string().nullable(),
  /** The ledger entries of this payment's movement on the day (none when missing there). */
  entryKeys: z.array(z.string()),
  /** The day's sum on each side, 0 where the side has nothing. */
  bankAmount: z.int(),
  ledgerAmount: z.int(),
  /**
   * The neighbouring day on which the other side recorded the same movement, when it did: a
   * movement near midnight, booked by one side before it and by the other after.
   */
  otherDay: z.string().nullable(),
});
export type BankDifference = z.infer<typeof bankDifferenceSchema>;

/** One day and currency of one provider, as the daily job or the command last found it. */
export const bankReconciliationDaySchema = z.object({
  /** 'YYYY-MM-DD' in the provider's time zone (Asia/Tehran for the sandbox bank). */
  day: z.string(),
  provider: z.string(),
  currency: currencySchema,
  bankTotal: z.int(),
  ledgerTotal: z.int(),
  differences: z.array(bankDifferenceSchema),
  /** When the comparison ran (ISO 8601). */
  ranAt: z.string(),
});
export type BankReconciliationDay = z.infer<typeof bankReconciliationDaySchema>;

/** The longest range one request may ask for, in days. */
export const bankReconciliationRangeMaxDays = 93;

/**
 * What is wrong with a range of days asked for, or null: the end before the start, or more days
 * than one answer holds. The request's schema and the operator's form both ask this.
 */
export function reconciliationRangeProblem(from: string, to: string): 'invalid' | 'tooLong' | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'invalid';
  const span = daysBetween(parseIsoDate(from), parseIsoDate(to));
  if (span < 0) return 'invalid';
  return span < bankReconciliationRangeMaxDays ? null : 'tooLong';
}

/** `ledger/getBankReconciliation` (operator): the stored results of the days from `from` to `to`. */
export const bankReconciliationRequestSchema = z
  .object({
    from: z.string().refine(isIsoDate, { message: 'invalidValue' }),
    to: z.string().refine(isIsoDate, { message: 'invalidValue' }),
  })
  .refine(({ from, to }) => reconciliationRangeProblem(from, to) === null, {
    message: 'invalidValue',
    path: ['to'],
  });
export type BankReconciliationRequest = z.infer<typeof bankReconciliationRequestSchema>;

/** Newest day first; within a day, by provider and currency. */
export const bankReconciliationResponseSchema = z.object({
  items: z.array(bankReconciliationDaySchema),
});
export type BankReconciliationResponse = z.infer<typeof bankReconciliationResponseSchema>;
