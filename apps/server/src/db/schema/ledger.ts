import { sql } from 'drizzle-orm';
import { partyKinds } from '@parvaz/domain/ledger/accounts';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The double-entry ledger (issue 17). Only `modules/ledger/ledger.repository.ts` writes these
// tables. Migration 0009 adds what drizzle's schema cannot say: postings and entries are
// append-only, a posting moves its account's running balance and must be in its currency, and
// an entry whose postings do not sum to zero per currency cannot commit.

/** One account per tenant, code and currency (codes from `@parvaz/domain/ledger/accounts`). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    normalSide: text('normal_side', { enum: ['debit', 'credit'] }).notNull(),
    /** Money (an ISO 4217 code) or a unit that is no money ('MILE'; decision 019). */
    currency: text('currency').notNull(),
    /**
     * Whose money it is (decision 019): the brand (id: the tenant), a customer, an agency or a
     * GSA (id: their row's), an airline (id: its IATA code). Fixed when opened.
     */
    partyKind: text('party_kind', { enum: partyKinds }).notNull(),
    partyId: text('party_id').notNull(),
    /** The lowest balance allowed (natural sign, minor units); null when none. */
    floor: bigint('floor', { mode: 'number' }),
    /**
     * The sum of the account's postings in its natural sign, kept by the posting trigger in the
     * posting's transaction: no code sets it, and its row lock makes writers of one account
     * queue, so the floor CHECK sees every spend.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.tenant, t.code, t.currency),
    // A credit line's floor only marks its balance as kept: how low it may go is the limit in
    // force at each posting (`ledger_credit_limits`), checked by the posting trigger (decision 020).
    check(
      'ledger_accounts_floor_check',
      sql`${t.floor} is null or ${t.kind} = 'agency_credit' or ${t.balance} >= ${t.floor}`,
    ),
    // A new account starts at zero, so its floor must allow zero.
    check('ledger_accounts_floor_sign_check', sql`${t.floor} is null or ${t.floor} <= 0`),
    check('ledger_accounts_side_check', sql`${t.normalSide} in ('debit','credit')`),
    // ISO 4217 codes are three capitals; a unit that is no money has four or more, so the two
    // never meet. Units are listed one by one: a new one is a decision, not a typo.
    check('ledger_accounts_currency_check', sql`${t.currency} ~ '^([A-Z]{3}|MILE)$'`),
    check(
      'ledger_accounts_party_check',
      sql`${t.partyKind} in ('brand','customer','agency','gsa','airline') and ${t.partyId} <> '' and (${t.partyKind} = 'brand') = (${t.partyId} = ${t.tenant})`,
    ),
    index('ledger_accounts_party_idx').on(t.tenant, t.partyKind, t.partyId),
  ],
);

/** A journal entry: two or more postings that sum to zero per currency, once per business key. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** The business event, e.g. 'payment:123:settled': the same key never posts twice. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** What was bought, when the entry is about a purchase. */
    purchaseKind: text('purchase_kind'),
    purchaseId: bigint('purchase_id', { mode: 'number' }),
    /** When the business event happened (a payment settled), which may precede the write. */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_key_uq').on(t.tenant, t.key),
    index('ledger_entries_purchase_idx')
      .on(t.purchaseKind, t.purchaseId)
      .where(sql`${t.purchaseKind} is not null`),
    index('ledger_entries_occurred_idx').on(t.tenant, t.occurredAt),
    check(
      'ledger_entries_purchase_check',
      sql`(${t.purchaseKind} is null) = (${t.purchaseId} is null)`,
    ),
  ],
);

/** One side of an entry: integer minor units, debit positive and credit negative. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    /**
     * No foreign key: the posting trigger finds the account (in the posting's currency and the
     * entry's tenant) or refuses the posting, and accounts are never removed. A foreign key
     * would share-lock the account's row for every posting, and the platform's accounts take a
     * posting from every payment: those locks queue concurrent payments (migration 0013).
     */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * The account's balance right after this posting (natural sign), set by the posting trigger
     * under the account's lock — true in the order the postings took effect, whatever their ids —
     * for an account whose balance is kept (one with a floor); null for the others.
     */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    // An account's statement, newest first, and the sums of a trial balance.
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * An agency credit line's limits (decision 020), append-only: each says how far below zero the
 * line may be spent from `effective_from` on. The limit in force at a posting is the latest to
 * take effect by then (of two at one moment, the one set last); the posting trigger of migration
 * 0025 refuses a spend past it. Setting one takes the account's row lock, as a posting does, so a
 * limit is ordered before or after a sale, never between its check and its write.
 */
export const ledgerCreditLimits = pgTable(
  'ledger_credit_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Minor units of the account's currency, zero or more. */
    limit: bigint('limit', { mode: 'number' }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true, mode: 'date' }).notNull(),
    /** The user who set it; null for a limit brought from an account's floor by migration 0026. */
    setBy: bigint('set_by', { mode: 'number' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_credit_limits_account_idx').on(t.accountId, t.effectiveFrom, t.id),
    check('ledger_credit_limits_limit_check', sql`${t.limit} >= 0`),
    check('ledger_credit_limits_reason_check', sql`${t.reason} <> ''`),
  ],
);
