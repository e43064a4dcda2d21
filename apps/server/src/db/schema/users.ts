import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * People who sign in. Accounts belong to a tenant (PRODUCT.md decision 4): the same mobile on
 * another brand is another account. Staff roles sign in the same way.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    role: text('role', {
      enum: ['customer', 'agency', 'airline', 'gsa', 'cargo', 'supporter', 'operator'],
    }).notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    nationalCode: text('national_code').notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash` (base64). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** Stored file name of the avatar (under the uploads folder), if any. */
    avatar: text('avatar'),
    /** This user's own code to give to others, and the code of who referred them. */
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    /** The agency a staff user of an agency works for. */
    agencyId: integer('agency_id'),
    /** Until the mobile is verified the account cannot sign in. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_mobile_uq').on(t.tenant, t.mobile),
    uniqueIndex('users_tenant_national_code_uq').on(t.tenant, t.nationalCode),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
    check(
      'users_role_check',
      sql`${t.role} in ('customer','agency','airline','gsa','cargo','supporter','operator')`,
    ),
  ],
);

/** What a staff member may do beyond their role: read confidential safety reports. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    permission: text('permission', { enum: ['safetyReports'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permission] }),
    check('staff_permissions_permission_check', sql`${t.permission} in ('safetyReports')`),
  ],
);
