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

// Sandbox Pay's own tables (modules/sandbox-pay): a provider of the other common shape, which
// tells the merchant by a signed server-to-server notification; payments read none of them.

export const sandboxPayStatuses = [
  'open',
  'authorized',
  'declined',
  'cancelled',
  'captured',
  'reversed',
] as const;

/**
 * A payment as Sandbox Pay keeps it: opened by the merchant, authorised (or declined, cancelled)
 * by the payer on its hosted page, captured by the merchant once notified, or reversed.
 */
export const sandboxPayPayments = pgTable(
  'sandbox_pay_payments',
  {
    token: text('token').primaryKey(),
    merchant: text('merchant').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Where the payer's browser goes back when done on the hosted page. */
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: sandboxPayStatuses }).notNull().default('open'),
    reference: text('reference'),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_pay_refunded_check', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
    check(
      'sandbox_pay_status_check',
      sql`${t.status} in ('open','authorized','declined','cancelled','captured','reversed')`,
    ),
  ],
);

export const sandboxPayMovementKinds = ['captured', 'reversed', 'refunded'] as const;

/** Money Sandbox Pay moved for a merchant, one row per move: its settlement report's lines. */
export const sandboxPayMovements = pgTable(
  'sandbox_pay_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token')
      .notNull()
      .references(() => sandboxPayPayments.token),
    kind: text('kind', { enum: sandboxPayMovementKinds }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sandbox_pay_movements_at_idx').on(t.at),
    check('sandbox_pay_movements_kind_check', sql`${t.kind} in ('captured','reversed','refunded')`),
    check('sandbox_pay_movements_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Sandbox Pay's outbox of notifications to the merchant: written when the payer decides, sent
 * at once (or, when the payer asked the sandbox to hold it, later), and sent again until the
 * merchant answers 2xx or 409, each time with the same id.
 */
export const sandboxPayNotifications = pgTable(
  'sandbox_pay_notifications',
  {
    id: text('id').primaryKey(),
    token: text('token')
      .notNull()
      .references(() => sandboxPayPayments.token),
    type: text('type').notNull(),
    held: boolean('held').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sandbox_pay_notifications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
