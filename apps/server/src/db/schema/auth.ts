import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes sent by SMS: hashed, single use, short-lived, with limited attempts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'signRequest'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_mobile_idx').on(t.tenant, t.mobile, t.purpose, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('register','reset','signRequest')`),
  ],
);
