import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadedFiles } from '../../db/schema/platform';
import { avatarsOfPeople, swapAvatar } from '../users/users.api';

/** The user's avatar file, if any. */
export async function avatarOf(
  db: Database,
  userId: number,
): Promise<{ id: string; name: string; mediaType: string } | null> {
  const [row] = await db
    .select({ id: uploadedFiles.id, name: uploadedFiles.name, mediaType: uploadedFiles.mediaType })
    .from(uploadedFiles)
    .innerJoin(avatarsOfPeople, eq(avatarsOfPeople.avatar, uploadedFiles.id))
    .where(and(eq(avatarsOfPeople.id, userId), eq(uploadedFiles.userId, userId)))
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
    await tx
      .delete(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.id, previous),
          eq(uploadedFiles.userId, userId),
          isNull(uploadedFiles.messageId),
        ),
      );
  }
  return previous;
}
