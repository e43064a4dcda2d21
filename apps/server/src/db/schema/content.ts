import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Editable site content of a tenant (footer address, phone, e-mail, …), one row per language. */
export const siteContent = pgTable(
  'site_content',
  {
    tenant: text('tenant').notNull(),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.key, t.lang] })],
);
