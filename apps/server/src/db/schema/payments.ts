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

export const invoiceStatuses = ['open', 'paid', 'void'] as const;

/**
 * An invoice a purchase is paid against by bank transfer, possibly in parts (decision 022): what
 * it asks of whom, for which purchase, under a reference the payer writes on the transfer. It is
 * `open` until what its transfers brought (and whatever else covers the purchase) reaches what
 * the purchase owes and the purchase is delivered (`paid`), or it is given up (`void`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** 'INV-2026-000123': the year it was issued and its id (`invoiceReference` in the domain). */
    reference: text('reference').notNull(),
    /** The purchase, as a payment names it: its kind and the id that kind reads. */
    purpose: text('purpose').notNull(),
    purchaseId: bigint('purchase_id', { mode: 'number' }).notNull(),
    /** Who pays, as the ledger names a party: an agency or a customer, by id. */
    payerKind: text('payer_kind', { enum: ['agency', 'customer'] }).notNull(),
    payerId: bigint('payer_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_reference_uq').on(t.tenant, t.reference),
    // One open invoice per purchase: a second is issued only once the first is paid or void.
    uniqueIndex('invoices_open_purchase_uq')
      .on(t.tenant, t.purpose, t.purchaseId)
      .where(sql`${t.status} = 'open'`),
    check('invoices_status_check', sql`${t.status} in ('open','paid','void')`),
    check(
      'invoices_payer_check',
      sql`${t.payerKind} in ('agency','customer') and ${t.payerId} > 0`,
    ),
    check('invoices_amount_check', sql`${t.amount} > 0`),
    check('invoices_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('invoices_reference_check', sql`${t.reference} ~ '^INV-[0-9]{4}-[0-9]{6,15}$'`),
    check('invoices_due_check', sql`${t.dueOn} >= ${t.issuedOn}`),
    check('invoices_purchase_check', sql`${t.purchaseId} > 0`),
  ],
);

/**
 * Every bank transfer the brand's bank reported, once by the bank's own reference: `matched` to
 * an open invoice (then it is a `bank_transfer` payment of the invoice's purchase), or
 * `unmatched` with the reason (an unknown or void invoice, another currency), kept for a person
 * to match by hand so that no money received is lost from sight.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    bankReference: text('bank_reference').notNull(),
    /** The invoice reference the transfer named, as it named it. */
    invoiceReference: text('invoice_reference').notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: ['matched', 'unmatched'] }).notNull(),
    /** Why an unmatched transfer was not taken: 'unknownInvoice', 'invoiceVoid', … */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The same transfer reported twice (a statement imported again) is recorded once.
    uniqueIndex('bank_transfers_reference_uq').on(t.tenant, t.bankReference),
    uniqueIndex('bank_transfers_payment_uq').on(t.paymentId),
    index('bank_transfers_invoice_idx').on(t.invoiceId),
    check('bank_transfers_amount_check', sql`${t.amount} > 0`),
    check(
      'bank_transfers_status_check',
      sql`(${t.status} = 'matched' and ${t.paymentId} is not null and ${t.invoiceId} is not null and ${t.reason} is null)
        or (${t.status} = 'unmatched' and ${t.paymentId} is null and ${t.reason} is not null)`,
    ),
  ],
);
