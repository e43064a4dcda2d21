import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

const account = {
  id: users.id,
  role: users.role,
  mobile: users.mobile,
  nationalCode: users.nationalCode,
  passwordHash: users.passwordHash,
  verifiedAt: users.verifiedAt,
  lockedUntil: users.lockedUntil,
};

/**
 * The account a username names on this tenant: its national code, or its mobile when the
 * username reads as one. A national-code match wins over a mobile match.
 */
export async function findByUsername(
  db: Database,
  tenant: TenantId,
  nationalCode: string,
  mobile: string | null,
) {
  const rows = await db
    .select(account)
    .from(users)
    .where(
      and(
        eq(users.tenant, tenant),
        mobile
          ? or(eq(users.nationalCode, nationalCode), eq(users.mobile, mobile))
          : eq(users.nationalCode, nationalCode),
      ),
    )
    .limit(2);
  return rows.find((r) => r.nationalCode === nationalCode) ?? rows[0] ?? null;
}

export async function findByMobile(db: Database, tenant: TenantId, mobile: string) {
  const [row] = await db
    .select(account)
    .from(users)
    .where(and(eq(users.tenant, tenant), eq(users.mobile, mobile)));
  return row ?? null;
}

export async function findPasswordHash(db: Database, tenant: TenantId, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
  return row?.passwordHash ?? null;
}

/** Accounts that already hold this mobile or this national code on the tenant. */
export async function findClaimants(
  db: Database,
  tenant: TenantId,
  mobile: string,
  nationalCode: string,
) {
  return db
    .select({ id: users.id, verifiedAt: users.verifiedAt })
    .from(users)
    .where(
      and(
        eq(users.tenant, tenant),
        or(eq(users.mobile, mobile), eq(users.nationalCode, nationalCode)),
      ),
    )
    .for('update');
}

export async function referrerExists(db: Database, tenant: TenantId, code: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenant, tenant), eq(users.referralCode, code), isNotNull(users.verifiedAt)),
    );
  return !!row;
}

/** Removes unverified sign-ups a new sign-up replaces (they never signed in, so own nothing). */
export async function deleteUnverified(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(users).where(and(inArray(users.id, ids), isNull(users.verifiedAt)));
}

export interface NewCustomer {
  tenant: TenantId;
  mobile: string;
  nationalCode: string;
  passwordHash: string;
  referralCode: string;
  referredBy: string | null;
  createdAt: Date;
}

export async function insertCustomer(db: Database, values: NewCustomer) {
  await db.insert(users).values({ ...values, role: 'customer' });
}

export interface NewStaffAccount {
  tenant: TenantId;
  role: 'agency' | 'airline';
  mobile: string;
  nationalCode: string;
  email: string | null;
  agencyId: number | null;
  passwordHash: string;
  referralCode: string;
  now: Date;
}

/** A staff account whose mobile is already confirmed; answers its id. */
export async function insertStaffAccount(db: Database, values: NewStaffAccount) {
  const { now, ...account } = values;
  const [row] = await db
    .insert(users)
    .values({ ...account, verifiedAt: now, createdAt: now })
    .returning({ id: users.id });
  if (!row) throw new Error('account not inserted');
  return row.id;
}

/** A sign-up started again before it was verified: the same row takes the new details. */
export async function updateUnverified(
  db: Database,
  id: number,
  values: Pick<NewCustomer, 'mobile' | 'nationalCode' | 'passwordHash' | 'referredBy'>,
) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), isNull(users.verifiedAt)));
}

/** Marks the mobile verified; answers the user, or null when there is no such sign-up. */
export async function markVerified(db: Database, tenant: TenantId, mobile: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ verifiedAt: now })
    .where(and(eq(users.tenant, tenant), eq(users.mobile, mobile), isNull(users.verifiedAt)))
    .returning({ id: users.id });
  return row ?? null;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

export async function recordFailedLogin(
  db: Database,
  userId: number,
  failures: number,
  lockedUntil: Date | null,
) {
  await db
    .update(users)
    .set({ failedLogins: failures, ...(lockedUntil ? { lockedUntil } : {}) })
    .where(eq(users.id, userId));
}

export async function clearFailedLogins(db: Database, userId: number) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}
