import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The sandbox bank's own tables (modules/sandbox-bank): a provider's side of its payments, as a
// real bank keeps it; payments read none of them.

export const sandboxStatuses = [
  'open',
  'paid',
  'declined',
  'cancelled',
  'verified',
  'reversed',
] as const;

/**
 * The built-in sandbox bank's own ledger, as a real bank would keep it on its side: what a
 * merchant asked to be paid, what the card holder did, and whether the merchant verified it.
 */
export const sandboxBankTransactions = pgTable(
  'sandbox_bank_transactions',
  {
    token: text('token').primaryKey(),
    merchant: text('merchant').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: sandboxStatuses }).notNull().default('open'),
    /** The card as a receipt shows it: first six and last four digits. */
    cardMask: text('card_mask'),
    /** The bank's reference number of a paid transaction. */
    reference: text('reference'),
    /** What the merchant has given back to the card so far (refunds), never above the amount. */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_bank_refunded_check', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
    check(
      'sandbox_bank_status_check',
      sql`${t.status} in ('open','paid','declined','cancelled','verified','reversed')`,
    ),
  ],
);

export const sandboxMovementKinds = ['paid', 'verified', 'reversed', 'refunded'] as const;

/**
 * The sandbox bank's own record of money moving, one row per move, as a real gateway's settlement
 * report lists it: `sandbox_bank_transactions` keeps only where each transaction stands now.
 * Amounts are positive; the kind says which way the money went. `settled` marks what the merchant
 * had committed: a verify, a refund, or the reversal of a verified transaction (a reversal of a
 * paid but unverified one gives back money that was never the merchant's).
 */
export const sandboxBankMovements = pgTable(
  'sandbox_bank_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token')
      .notNull()
      .references(() => sandboxBankTransactions.token),
    kind: text('kind', { enum: sandboxMovementKinds }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    settled: boolean('settled').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sandbox_bank_movements_at_idx').on(t.at),
    index('sandbox_bank_movements_token_idx').on(t.token),
    check(
      'sandbox_bank_movements_kind_check',
      sql`${t.kind} in ('paid','verified','reversed','refunded')`,
    ),
    check('sandbox_bank_movements_amount_check', sql`${t.amount} > 0`),
  ],
);
