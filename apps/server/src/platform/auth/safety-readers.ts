import { and, eq, exists, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema/support';
import { staffPermissions } from '../../db/schema/users';

/**
 * Whether staff member `staffId` may see the support request of the query: every request but a
 * confidential safety report, which only staff named for safety reports (`staff_permissions`
 * 'safetyReports') read. The one place this rule lives: the desk's queries and the file download
 * both put it in their WHERE, so no screen or endpoint can show such a report to anyone else.
 */
export function readableByStaff(db: Database, staffId: number): SQL {
  const named = db
    .select({ one: sql`1` })
    .from(staffPermissions)
    .where(
      and(eq(staffPermissions.userId, staffId), eq(staffPermissions.permission, 'safetyReports')),
    );
  return or(not(supportRequests.confidential), exists(named)) ?? sql`false`;
}
