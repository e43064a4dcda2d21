import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './reference';

/** A traveller's price alert on a route and date (`request/informMe`); belongs to a tenant. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    lang: text('lang').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    originCity: text('origin_city')
      .notNull()
      .references(() => cities.code),
    destinationCity: text('destination_city')
      .notNull()
      .references(() => cities.code),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    /** Alert when the cheapest adult price falls to this amount; without one, on any drop. */
    targetPrice: bigint('target_price', { mode: 'number' }),
    currency: text('currency'),
    /** The cheapest price when last looked at (null while no fare was on sale). */
    lastSeenPrice: bigint('last_seen_price', { mode: 'number' }),
    status: text('status', { enum: ['active', 'notified', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('price_alerts_active_idx')
      .on(t.departureDate)
      .where(sql`${t.status} = 'active'`),
    check('price_alerts_contact_check', sql`${t.mobile} is not null or ${t.email} is not null`),
    check('price_alerts_status_check', sql`${t.status} in ('active','notified','expired')`),
  ],
);
