import type { FastifyInstance } from 'fastify';
import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  saveCategorySchema,
} from '@parvaz/domain/contracts/admin-posts';
import { consoleActor, consoleRoute } from '../../platform/console-route';
import { categoriesOfBrand, saveCategory } from './category-editing.service';

/** The operator's console for the blog's categories: the list, add, rename, reorder. */
export async function adminCategoryRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getCategories',
      summary: "The blog's categories named in every language, with their posts (operator)",
      response: adminCategoriesResponseSchema,
    },
    async (_input, request) => ({ items: await categoriesOfBrand(app.db, request.tenant.id) }),
  );

  consoleRoute(
    app,
    {
      path: 'admin/saveCategory',
      summary: 'Add a category, or rename, re-address or move one, audited (operator)',
      body: saveCategorySchema,
      response: adminCategorySchema,
    },
    async (input, request) =>
      saveCategory(app.db, { ...consoleActor(request), now: app.now() }, input),
  );
}
