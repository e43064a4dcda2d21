import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { insertUploadedFiles, uploadedFileFacts } from '../../platform/uploaded-files';
import { people } from '../users/users.api';
import type { StoredFile } from '../../platform/uploads';

// The blog's images among the uploaded files: marked by their purpose, uploaded by an operator
// of the brand whose pages show them.

export const blogImagePurpose = 'blogImage';

export async function insertBlogImage(
  db: Database,
  image: StoredFile,
  by: number,
  now: Date,
): Promise<void> {
  await insertUploadedFiles(db, [
    {
      id: image.id,
      userId: by,
      purpose: blogImagePurpose,
      name: image.name,
      mediaType: image.mediaType,
      size: image.size,
      createdAt: now,
    },
  ]);
}

/** A blog image uploaded on the brand; undefined for any other file, or another brand's. */
export async function blogImageOfBrand(db: Database, tenant: TenantId, id: string) {
  const [row] = await db
    .select({ id: uploadedFileFacts.id, mediaType: uploadedFileFacts.mediaType })
    .from(uploadedFileFacts)
    .innerJoin(people, eq(people.id, uploadedFileFacts.userId))
    .where(
      and(
        eq(uploadedFileFacts.id, id),
        eq(uploadedFileFacts.purpose, blogImagePurpose),
        eq(people.tenant, tenant),
      ),
    );
  return row;
}
