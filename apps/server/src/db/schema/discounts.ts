import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DiscountProduct } from '@parvaz/domain/discounts/discount-codes';

/**
 * Discount codes of a tenant: a percent or an amount off, for a time, a number of uses, routes,
 * products.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    code: text('code').notNull(),
    percent: integer('percent'),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** City pairs ('MHD-THRC') the code is good for; null for every route. */
    routes: jsonb('routes').$type<string[]>(),
    /** What the code is good for (`discountProducts` of the domain); null for every product. */
    products: jsonb('products').$type<DiscountProduct[]>(),
  },
  (t) => [
    uniqueIndex('discount_codes_tenant_code_uq').on(t.tenant, t.code),
    check('discount_codes_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.maxUses}`),
    check(
      'discount_codes_kind_check',
      sql`(${t.percent} is not null and ${t.percent} between 1 and 100 and ${t.amount} is null) or (${t.percent} is null and ${t.amount} > 0 and ${t.currency} is not null)`,
    ),
    check(
      'discount_codes_products_check',
      sql`${t.products} is null or (jsonb_typeof(${t.products}) = 'array' and ${t.products} <@ '["flight","hotel"]'::jsonb)`,
    ),
  ],
);
