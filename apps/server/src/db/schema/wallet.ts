import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The wallet as an append-only ledger: a credit top-up, a payment, a refund. The balance is the
 * running sum, kept on each row so that a conditional insert can refuse going below zero.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Transaction code shown to the customer. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['topup', 'payment', 'refund', 'adjustment'] }).notNull(),
    /** Signed: positive adds credit. Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Position of the entry in the user's ledger: one writer per position. */
    sequence: integer('sequence').notNull(),
    description: text('description').notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_user_sequence_uq').on(t.userId, t.currency, t.sequence),
    uniqueIndex('wallet_entries_code_uq').on(t.code),
    // A top-up is credited once and a booking is paid from the wallet once.
    uniqueIndex('wallet_entries_topup_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'topup'`),
    uniqueIndex('wallet_entries_booking_payment_uq')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'payment'`),
    check('wallet_entries_balance_check', sql`${t.balanceAfter} >= 0`),
    check('wallet_entries_kind_check', sql`${t.kind} in ('topup','payment','refund','adjustment')`),
  ],
);
