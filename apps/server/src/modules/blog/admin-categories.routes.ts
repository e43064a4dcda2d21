import type { FastifyInstance } from 'fastify';
import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  saveCategorySchema,
} from '@parvaz/domain/contracts/admin-posts';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { categoriesOfBrand, saveCategory } from './category-editing.service';

const tags = ['admin'];
const roles = ['operator' as const];

/** The operator's console for the blog's categories: the list, add, rename, reorder. */
export async function adminCategoryRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getCategories',
      summary: "The blog's categories named in every language, with their posts (operator)",
      tags,
      response: adminCategoriesResponseSchema,
      roles,
    },
    async (_input, request) => ({ items: await categoriesOfBrand(app.db, request.tenant.id) }),
  );

  postRoute(
    app,
    {
      path: 'admin/saveCategory',
      summary: 'Add a category, or rename, re-address or move one, audited (operator)',
      tags,
      body: saveCategorySchema,
      response: adminCategorySchema,
      roles,
    },
    async (input, request) =>
      saveCategory(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id, now: app.now() },
        input,
      ),
  );
}
