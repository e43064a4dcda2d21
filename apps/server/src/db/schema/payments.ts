import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
