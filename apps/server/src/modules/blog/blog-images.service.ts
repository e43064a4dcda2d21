import type { Readable } from 'node:stream';
import { blogImageBytes, blogImageTypes } from '@parvaz/domain/contracts/admin-posts';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { checkFiles, readStoredFile, storeThen, type ReceivedFile } from '../../platform/uploads';
import { blogImageOfBrand, insertBlogImage } from './blog-images.repository';

// Images of the blog's posts (a cover, a picture in the text): one JPEG, PNG or WebP told by its
// bytes, at most 2 MB, kept in the uploads folder outside the web root under a random id and
// served to everyone from an address of the brand.

export interface ImageDeps {
  db: Database;
  uploadsDir: string;
}

/** The public address of an uploaded image. */
export const blogImageUrl = (id: string) => `/api/blog/images/${id}`;

export async function uploadBlogImage(
  deps: ImageDeps,
  uploader: { userId: number; now: Date },
  files: readonly ReceivedFile[],
): Promise<{ url: string }> {
  const [checked, ...more] = checkFiles(files, {
    allowed: blogImageTypes,
    maxBytes: blogImageBytes,
    maxFiles: 1,
  });
  if (!checked || more.length > 0)
    throw new AppError('VALIDATION', 'required', { fields: { image: 'required' } });
  const stored = await storeThen(deps.uploadsDir, [checked], async ([file]) => {
    if (!file) throw new Error('image not stored');
    await insertBlogImage(deps.db, file, uploader.userId, uploader.now);
    return file;
  });
  return { url: blogImageUrl(stored.id) };
}

/** An image uploaded for the brand's blog; 404 for any other id or file. */
export async function blogImage(
  deps: ImageDeps,
  tenant: TenantId,
  id: string,
): Promise<{ data: Readable; mediaType: string }> {
  const row = /^[a-f0-9]{32}$/.test(id) ? await blogImageOfBrand(deps.db, tenant, id) : undefined;
  const data = row ? await readStoredFile(deps.uploadsDir, row.id) : null;
  if (!row || !data) throw new AppError('NOT_FOUND', 'notFound');
  return { data, mediaType: row.mediaType };
}
