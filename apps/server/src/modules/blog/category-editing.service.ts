import type { AdminCategory, SaveCategoryRequest } from '@parvaz/domain/contracts/admin-posts';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { lockForSave, saveAudited } from '../audit/audit.api';
import {
  categoriesForEditing,
  categorySlugUsed,
  lockCategory,
  writeCategory,
  type CategoryRecord,
} from './admin-posts.repository';
import type { Editor } from './blog-editing.service';
import { isUniqueViolation } from '../../platform/database-errors';

// The operator's categories of the brand's blog: named in the four languages, in an order,
// each change audited and shown to visitors at once.

const audited = (category: CategoryRecord) => ({
  slug: category.slug,
  name: category.name,
  position: category.position,
});

/** The brand's categories in their order, each with its posts of every state and language. */
export async function categoriesOfBrand(db: Database, tenant: TenantId): Promise<AdminCategory[]> {
  return categoriesForEditing(db, tenant);
}

/** Adds a category or renames, re-addresses or moves one of the brand's. */
export async function saveCategory(
  db: Database,
  editor: Editor,
  input: SaveCategoryRequest,
): Promise<AdminCategory> {
  const slugTaken = () => new AppError('CONFLICT', 'slugTaken', { fields: { slug: 'slugTaken' } });
  const notFound = () =>
    new AppError('NOT_FOUND', 'categoryNotFound', { fields: { id: 'categoryNotFound' } });
  const saved = await saveAudited(db, editor, {
    entity: 'category',
    entityKey: (after) => String(after.id),
    audited,
    read: async (tx) => {
      const before = await lockForSave(
        input.id,
        (id) => lockCategory(tx, editor.tenant, id),
        notFound,
      );
      if (await categorySlugUsed(tx, editor.tenant, input.slug, before?.id)) throw slugTaken();
      return before;
    },
    write: (tx, before) =>
      writeCategory(tx, before?.id, {
        tenant: editor.tenant,
        slug: input.slug,
        name: input.name,
        position: input.position,
      }),
  }).catch((error: unknown) => {
    // Two saves racing for one address: the unique index decides, the loser is told.
    throw isUniqueViolation(error) ? slugTaken() : error;
  });
  contentChanged();
  const listed = (await categoriesForEditing(db, editor.tenant)).find((c) => c.id === saved.id);
  return listed ?? { ...saved, posts: 0 };
}
