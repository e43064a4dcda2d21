import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /**
     * The kind of purchase the payment is for ('booking', 'services', 'topup', …), as the
     * capability that sells it registered it with the app.
     */
    purpose: text('purpose').notNull(),
    /**
     * The id of what was bought, as its kind reads it (a booking; the customer of a top-up).
     * Payments hold no other column of a product and no key into a product's table: a product
     * finds its payments by (`purpose`, `purchase_id`) through `payments.api`.
     */
    purchaseId: bigint('purchase_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    /** The provider's token for this payment; one payment per token. */
    providerToken: text('provider_token').notNull(),
    /**
     * Where the payer goes to pay it, as the provider answered when it was opened: a product
     * shows it again for a payment still open without knowing which provider it is at.
     */
    paymentUrl: text('payment_url'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_token_uq').on(t.provider, t.providerToken),
    // The browser's return names a payment by its token alone, whatever the provider.
    index('payments_token_idx').on(t.providerToken),
    index('payments_purchase_idx').on(t.purpose, t.purchaseId),
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

/**
 * The server-to-server notifications a provider sent us, by their own id: one is acted on once,
 * and the same id again (a replay, by the provider's retry or by anyone who caught it) is refused.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('payment_notifications_uq').on(t.provider, t.notificationId)],
);

/**
 * The comparison of a provider's settled movements with the ledger's bank clearing account, per
 * tenant, provider, day (in the provider's zone) and currency, as the daily job or the command
 * last found it; running the day again replaces its rows.
 */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** Net of the day's movements, minor units, money coming to us positive. */
    bankTotal: bigint('bank_total', { mode: 'number' }).notNull(),
    /** Net of the day's postings on the bank clearing account, debit positive. */
    ledgerTotal: bigint('ledger_total', { mode: 'number' }).notNull(),
    /** Every difference found, as `bankDifferenceSchema` of the domain's contract reads it. */
    differences: jsonb('differences').$type<unknown[]>().notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('bank_reconciliations_day_uq').on(t.tenant, t.provider, t.day, t.currency)],
);
