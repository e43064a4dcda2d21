import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The operator's exchange-rate table (decision 11): from `valid_from` on, 1 `base` is worth
 * `rate` `quote`. Rows are only added, never changed: a booking names the row it was charged by,
 * and a correction is a new row of the same day (the newest wins).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    /** An exact decimal: 14 digits before the point, 10 after. */
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    /** The first day (in the rate table's zone, Asia/Tehran) the rate applies. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** The operator who set it; null for the demo data. */
    setBy: bigint('set_by', { mode: 'number' }),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_rates_pair_idx').on(t.base, t.quote, t.validFrom),
    check(
      'exchange_rates_currencies_check',
      sql`${t.base} in ('IRR','USD','KWD') and ${t.quote} in ('IRR','USD','KWD') and ${t.base} <> ${t.quote}`,
    ),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
