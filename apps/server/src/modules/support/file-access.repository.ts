import { eq } from 'drizzle-orm';
import type { Role } from '@parvaz/domain/roles';
import type { Database } from '../../db/client';
import { supportMessages, supportRequests } from '../../db/schema/support';
import { uploadedFileFacts } from '../../platform/uploaded-files';
import type { FileCaller } from '../../platform/uploads';
import { people } from '../users/users.api';
import { readableByStaff } from './safety-readers.repository';

// Who may download an uploaded file (`GET /api/files/:id`): the rule is support's, since the
// files others may read are those of its cases; the platform's uploads plugin is handed it at
// composition.

const deskRoles: readonly Role[] = ['supporter', 'operator'];

/**
 * A file row the caller may read: their own upload; a file of a support request that is theirs;
 * or, for the supporter desk, a file of any request of the same tenant (a visitor's case too)
 * but a confidential safety report's, which only the staff named for them read.
 */
export async function visibleFile(db: Database, id: string, caller: FileCaller) {
  const [row] = await db
    .select({
      id: uploadedFileFacts.id,
      name: uploadedFileFacts.name,
      mediaType: uploadedFileFacts.mediaType,
      ownerId: uploadedFileFacts.userId,
      ownerTenant: people.tenant,
      requestOwner: supportRequests.userId,
      requestTenant: supportRequests.tenant,
      deskMayRead: readableByStaff(db, caller.id),
    })
    .from(uploadedFileFacts)
    .leftJoin(people, eq(people.id, uploadedFileFacts.userId))
    .leftJoin(supportMessages, eq(supportMessages.id, uploadedFileFacts.messageId))
    .leftJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(eq(uploadedFileFacts.id, id))
    .limit(1);
  if (!row) return null;
  if (row.ownerId === caller.id && row.ownerTenant === caller.tenant) return row;
  if (row.requestTenant !== caller.tenant) return null;
  if (row.requestOwner === caller.id) return row;
  if (deskRoles.includes(caller.role) && row.deskMayRead === true) return row;
  return null;
}
