import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { uploadedFiles } from '../../db/schema/platform';
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
  await db.insert(uploadedFiles).values({
    id: image.id,
    userId: by,
    purpose: blogImagePurpose,
    name: image.name,
    mediaType: image.mediaType,
    size: image.size,
    createdAt: now,
  });
}

/** A blog image uploaded on the brand; undefined for any other file, or another brand's. */
export async function blogImageOfBrand(db: Database, tenant: TenantId, id: string) {
  const [row] = await db
    .select({ id: uploadedFiles.id, mediaType: uploadedFiles.mediaType })
    .from(uploadedFiles)
    .innerJoin(people, eq(people.id, uploadedFiles.userId))
    .where(
      and(
        eq(uploadedFiles.id, id),
        eq(uploadedFiles.purpose, blogImagePurpose),
        eq(people.tenant, tenant),
      ),
    );
  return row;
}
