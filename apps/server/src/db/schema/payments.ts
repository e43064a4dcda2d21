import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking';

export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'reversed'] as const;

/**
 * A payment the site asked a provider for. Its state only moves forward by conditional
 * updates, and every move is recorded in `payment_events`; rows are never deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** A booking, a wallet top-up, or services added to a booking after the sale. */
    purpose: text('purpose', { enum: ['booking', 'topup', 'services'] }).notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
    /** Whose wallet a top-up credits. */
    userId: bigint('user_id', { mode: 'number' }),
    provider: text('provider').notNull(),
    /** The provider's token for this payment; one payment per token. */
    providerToken: text('provider_token').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_token_uq').on(t.provider, t.providerToken),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending','paid','failed','cancelled','reversed')`,
    ),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** What happened to a payment, in order: created, callback, verified, settled, declined, … */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId),
    // A payment settles once, however many callbacks race for it.
    uniqueIndex('payment_events_settled_uq')
      .on(t.paymentId)
      .where(sql`${t.type} = 'settled'`),
  ],
);

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
