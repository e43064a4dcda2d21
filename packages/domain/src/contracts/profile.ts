import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import { currencyExponent, type Currency } from '../format/money';
import { currencySchema } from './money';
import type { MessageKey } from '../messages';
import { bookingHeadFields } from './booking';
import { pagingFieldsUpTo } from './paging';

// ---------------------------------------------------------------------------------------------
// user/getUserCredit, user/increaseCredit (API.md "Accounts")

export const userCreditSchema = z.object({ amount: z.number().int(), currency: currencySchema });
export type UserCredit = z.infer<typeof userCreditSchema>;

/** What one top-up may add, in major units of the wallet's currency (as the customer types it). */
export const topupLimits: Record<Currency, { min: number; max: number }> = {
  IRR: { min: 100_000, max: 1_000_000_000 },
  USD: { min: 1, max: 5_000 },
  KWD: { min: 1, max: 1_500 },
};

/**
 * A typed amount in major units (Persian and Arabic digits accepted, thousands separators
 * ignored) to minor units of the currency; null when it is not a number the currency can hold.
 */
export function majorToMinor(text: string, currency: Currency): number | null {
  const clean = normalizeDigits(text.trim()).replace(/[,\s٬']/g, '');
  const decimals = currencyExponent(currency);
  const pattern = decimals > 0 ? new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`) : /^(\d+)$/;
  const match = pattern.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(decimals, '0') || '0');
  const minor = whole * 10 ** decimals + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

export const increaseCreditRequestSchema = z.object({
  /** Major units as typed; checked against the wallet currency's limits by the server. */
  amount: z
    .union([z.number(), z.string()], { error: 'required' satisfies MessageKey })
    .transform((value) => String(value))
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: 'required' satisfies MessageKey })
        .max(32, { error: 'tooLarge' satisfies MessageKey }),
    ),
  bankId: z
    .string({ error: 'required' satisfies MessageKey })
    .trim()
    .max(32),
});
export type IncreaseCreditRequest = z.output<typeof increaseCreditRequestSchema>;

export const increaseCreditResponseSchema = z.object({ paymentUrl: z.string() });

/**
 * `payment/getBanksList`: the banks a top-up can be paid at, each a payment provider (`provider`
 * names it as a payment's row does; `id` is what `increaseCredit` takes as `bankId`).
 */
export const banksListSchema = z.array(
  z.object({ id: z.string(), name: z.string(), logo: z.string(), provider: z.string() }),
);

// ---------------------------------------------------------------------------------------------
// user/getTransactions

export const walletEntryKinds = ['topup', 'payment', 'refund', 'adjustment'] as const;
export const walletEntryKindSchema = z.enum(walletEntryKinds, {
  error: 'invalidValue' satisfies MessageKey,
});

export const transactionsPageSizeLimit = 50;

const isoDay = z
  .string()
  .trim()
  .transform((v) => normalizeDigits(v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidValue' satisfies MessageKey }));
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const pagingFields = pagingFieldsUpTo(transactionsPageSizeLimit);

export const transactionsRequestSchema = z.object({
  ...pagingFields,
  type: optionalText(walletEntryKindSchema),
  /** Local dates in the tenant's zone, both ends included. */
  from: optionalText(isoDay),
  to: optionalText(isoDay),
});
export type TransactionsRequest = z.output<typeof transactionsRequestSchema>;

export const walletTransactionSchema = z.object({
  code: z.string(),
  /** Local date and time in the tenant's zone: 'YYYY-MM-DD', 'HH:mm'. */
  date: z.string(),
  time: z.string(),
  description: z.string(),
  type: walletEntryKindSchema,
  /** Signed minor units: positive adds credit. */
  amount: z.number().int(),
  currency: currencySchema,
  balanceAfter: z.number().int(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const transactionsResponseSchema = z.object({
  items: z.array(walletTransactionSchema),
  total: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// user/getMyTickets

export const myTicketsRequestSchema = z.object(pagingFields);
export type MyTicketsRequest = z.output<typeof myTicketsRequestSchema>;

export const myBookingSchema = z.object({
  ...bookingHeadFields,
  createdAt: z.string(),
  flights: z.array(
    z.object({
      direction: z.enum(['departure', 'return']),
      flightNumber: z.string(),
      airline: z.string(),
      origin: z.string(),
      destination: z.string(),
      /** ISO 8601 with the origin airport's offset. */
      departureTime: z.string(),
    }),
  ),
  tickets: z.array(
    z.object({
      passenger: z.string(),
      ticketNumber: z.string().nullable(),
      status: z.string(),
    }),
  ),
  /** Opens the booking's ticket, PDF and refund (`ticket/*` calls' `access`), for 2 hours. */
  access: z.string(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myTicketsResponseSchema = z.object({
  items: z.array(myBookingSchema),
  total: z.number().int(),
});
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;
