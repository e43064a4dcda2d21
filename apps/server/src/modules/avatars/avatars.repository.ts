import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteUserFile, uploadedFileFacts } from '../../platform/uploaded-files';
import { avatarsOfPeople, swapAvatar } from '../users/users.api';

/** The user's avatar file, if any. */
export async function avatarOf(
  db: Database,
  userId: number,
): Promise<{ id: string; name: string; mediaType: string } | null> {
  const [row] = await db
    .select({
      id: uploadedFileFacts.id,
      name: uploadedFileFacts.name,
      mediaType: uploadedFileFacts.mediaType,
    })
    .from(uploadedFileFacts)
    .innerJoin(avatarsOfPeople, eq(avatarsOfPeople.avatar, uploadedFileFacts.id))
    .where(and(eq(avatarsOfPeople.id, userId), eq(uploadedFileFacts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Points the user at a new avatar file; answers the previous one's id (its row is deleted). */
export async function replaceAvatar(
  tx: Database,
  userId: number,
  fileId: string,
): Promise<string | null> {
  const previous = await swapAvatar(tx, userId, fileId);
  if (previous && previous !== fileId) {
    await deleteUserFile(tx, previous, userId);
  }
  return previous;
}
