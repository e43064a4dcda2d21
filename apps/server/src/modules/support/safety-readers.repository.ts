import { not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema/support';
import { namedFor } from '../users/users.api';

/**
 * Whether staff member `staffId` may see the support request of the query: every request but a
 * confidential safety report, which only staff named for safety reports (`staff_permissions`
 * 'safetyReports') read. The one place this rule lives: the desk's queries and the file download
 * both put it in their WHERE, so no screen or endpoint can show such a report to anyone else.
 */
export function readableByStaff(db: Database, staffId: number): SQL {
  return (
    or(not(supportRequests.confidential), namedFor(db, staffId, 'safetyReports')) ?? sql`false`
  );
}
