import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { uploadedFiles } from '../db/schema/platform';

// The rows of uploaded files, which the platform owns (decision 017): modules keep their
// attachments (CVs, avatars, blog images, support files, sign-up documents) through these and
// join the view below, and never query the table itself.

/** What a module may read of an uploaded file, joined like a table. */
export const uploadedFileFacts = new QueryBuilder()
  .select({
    id: uploadedFiles.id,
    userId: uploadedFiles.userId,
    purpose: uploadedFiles.purpose,
    messageId: uploadedFiles.messageId,
    signRequestId: uploadedFiles.signRequestId,
    name: uploadedFiles.name,
    mediaType: uploadedFiles.mediaType,
    size: uploadedFiles.size,
    createdAt: uploadedFiles.createdAt,
  })
  .from(uploadedFiles)
  .as('uploaded_file_facts');

export type NewUploadedFile = typeof uploadedFiles.$inferInsert;

/** Records files already written to disk. */
export async function insertUploadedFiles(
  db: Database,
  rows: readonly NewUploadedFile[],
): Promise<void> {
  if (rows.length > 0) await db.insert(uploadedFiles).values([...rows]);
}

/** The files attached to these support messages, in the order they were sent. */
export async function filesOfMessages(db: Database, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: uploadedFiles.id,
      messageId: uploadedFiles.messageId,
      name: uploadedFiles.name,
      mediaType: uploadedFiles.mediaType,
      size: uploadedFiles.size,
    })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.messageId, [...messageIds]))
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.name));
}

/** Deletes a user's own file that no message carries (a replaced avatar). */
export async function deleteUserFile(tx: Database, id: string, userId: number): Promise<void> {
  await tx
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, id),
        eq(uploadedFiles.userId, userId),
        isNull(uploadedFiles.messageId),
      ),
    );
}

/** Deletes a sign request's documents of these purposes; answers their ids. */
export async function deleteSignRequestFiles(
  db: Database,
  signRequestId: number,
  purposes: readonly string[],
): Promise<string[]> {
  if (purposes.length === 0) return [];
  const removed = await db
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.signRequestId, signRequestId),
        inArray(uploadedFiles.purpose, [...purposes]),
      ),
    )
    .returning({ id: uploadedFiles.id });
  return removed.map((row) => row.id);
}
