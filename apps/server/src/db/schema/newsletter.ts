import { sql } from 'drizzle-orm';
import { bigserial, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An address on a brand's newsletter: pending until its owner follows the confirmation link
 * (double opt-in), then confirmed until they unsubscribe. One row per brand and address.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** The secret of the confirmation and unsubscribe links. */
    token: text('token').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_uq').on(t.tenant, t.email),
    uniqueIndex('newsletter_subscriptions_token_uq').on(t.token),
    check(
      'newsletter_subscriptions_status_check',
      sql`${t.status} in ('pending','confirmed','unsubscribed')`,
    ),
  ],
);
