import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { staffPermissions, users } from '../../db/schema/users';

/**
 * What other modules may read of a person (decision 017), as a view they join like a table:
 * `leftJoin(people, eq(people.id, auditLog.actorId))`. A list and its people's names stay one
 * statement (PostgreSQL folds the view into the query), while the users table's shape stays the
 * users module's: only these columns are promised.
 */
export const people = new QueryBuilder()
  .select({
    id: users.id,
    tenant: users.tenant,
    /** First and last name, or null when neither is given. */
    // Named apart: a computed column of a view is written unqualified, and the tables joined to
    // it may have a `name` of their own.
    name: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`.as(
      'person_name',
    ),
    mobile: users.mobile,
    email: users.email,
  })
  .from(users)
  .as('people');

export async function mobileOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return row?.mobile ?? null;
}

/** A user of the tenant with the role and, for agency staff, the agency. */
export async function userOfTenant(db: Database, tenant: string, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, agencyId: users.agencyId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
  return row;
}

/** The tenant of each of these users (an id that names no user is left out). */
export async function tenantsOfUsers(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, tenant: users.tenant })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.tenant]));
}

export async function updateNamesAndEmail(
  db: Database,
  tenant: string,
  userId: number,
  values: { firstName: string; lastName: string; email: string | null },
): Promise<void> {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
}

/** Each person's avatar file, for the avatars module to join to the file it names. */
export const avatarsOfPeople = new QueryBuilder()
  .select({ id: users.id, avatar: users.avatar })
  .from(users)
  .as('avatars_of_people');

/** Points the user at a new avatar file; answers the previous one's id (the row locked first). */
export async function swapAvatar(tx: Database, userId: number, fileId: string) {
  const [user] = await tx
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await tx.update(users).set({ avatar: fileId }).where(eq(users.id, userId));
  return user?.avatar ?? null;
}

/**
 * Whether the staff member is named for this permission beyond their role (staff_permissions),
 * as a condition another module puts in its WHERE.
 */
export function namedFor(db: Database, staffId: number, permission: 'safetyReports'): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(staffPermissions)
      .where(
        and(eq(staffPermissions.userId, staffId), eq(staffPermissions.permission, permission)),
      ),
  );
}

/** The role of a user of this tenant (a signed-in session's), or null when none is there. */
export async function accountOf(db: Database, userId: number, tenant: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
  return row ?? null;
}
