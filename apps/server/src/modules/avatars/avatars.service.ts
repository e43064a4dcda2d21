import type { Readable } from 'node:stream';
import type { SupportFile } from '@parvaz/domain/contracts/support';
import { avatarMediaTypes, supportLimits } from '@parvaz/domain/support/limits';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  checkFiles,
  insertFileRows,
  readStoredFile,
  removeFiles,
  storeThen,
  type ReceivedFile,
} from '../../platform/uploads';
import { avatarOf, replaceAvatar } from './avatars.repository';

export interface AvatarDeps {
  db: Database;
  now: () => Date;
  uploadsDir: string;
}

/** A new avatar (JPEG, PNG or WebP, at most 1 MB) replaces the old one, whose file is removed. */
export async function uploadAvatar(
  deps: AvatarDeps,
  userId: number,
  files: readonly ReceivedFile[],
): Promise<SupportFile> {
  const [checked, ...more] = checkFiles(files, {
    allowed: avatarMediaTypes,
    maxBytes: supportLimits.avatarBytes,
    maxFiles: 1,
  });
  if (!checked || more.length > 0)
    throw new AppError('VALIDATION', 'required', { fields: { avatar: 'required' } });
  const now = deps.now();
  const { file, previous } = await storeThen(deps.uploadsDir, [checked], async ([stored]) => {
    if (!stored) throw new Error('avatar not stored');
    const previous = await deps.db.transaction(async (tx) => {
      await insertFileRows(tx, userId, null, [stored], now);
      return replaceAvatar(tx, userId, stored.id);
    });
    return { file: stored, previous };
  });
  if (previous && previous !== file.id) await removeFiles(deps.uploadsDir, [previous]);
  return { id: file.id, name: file.name, mediaType: file.mediaType, size: file.size };
}

/** The user's avatar image, or 404 when there is none. */
export async function avatarImage(
  deps: Pick<AvatarDeps, 'db' | 'uploadsDir'>,
  userId: number,
): Promise<{ data: Readable; name: string; mediaType: string }> {
  const avatar = await avatarOf(deps.db, userId);
  const data = avatar ? await readStoredFile(deps.uploadsDir, avatar.id) : null;
  if (!avatar || !data) throw new AppError('NOT_FOUND', 'notFound');
  return { data, name: avatar.name, mediaType: avatar.mediaType };
}
