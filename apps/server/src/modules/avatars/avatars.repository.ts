import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadedFiles } from '../../db/schema/platform';
import { users } from '../../db/schema/users';

/** The user's avatar file, if any. */
export async function avatarOf(
  db: Database,
  userId: number,
): Promise<{ id: string; name: string; mediaType: string } | null> {
  const [row] = await db
    .select({ id: uploadedFiles.id, name: uploadedFiles.name, mediaType: uploadedFiles.mediaType })
    .from(users)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, users.avatar))
    .where(and(eq(users.id, userId), eq(uploadedFiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Points the user at a new avatar file; answers the previous one's id (its row is deleted). */
export async function replaceAvatar(
  tx: Database,
  userId: number,
  fileId: string,
): Promise<string | null> {
  const [user] = await tx
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await tx.update(users).set({ avatar: fileId }).where(eq(users.id, userId));
  const previous = user?.avatar ?? null;
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
