import type { FastifyInstance } from 'fastify';
import {
  adminPageKeySchema,
  adminPageListSchema,
  adminPageSchema,
  previewHtmlResponseSchema,
  previewHtmlSchema,
  savePageSchema,
} from '@parvaz/domain/contracts/admin-pages';
import { emptyRequestSchema } from '@parvaz/domain/contracts/envelope';
import { contentPageSchema } from '@parvaz/domain/contracts/pages';
import { consoleActor, consoleRoute } from '../../platform/console-route';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { brandPages, pageForEditing, savePage } from './pages.service';

/** The operator's console for the brand's pages: list, open a language, preview, save. */
export async function adminPageRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getPages',
      summary: "The brand's pages with the languages each is written in (operator)",
      body: emptyRequestSchema,
      response: adminPageListSchema,
    },
    async (_input, request) => ({ items: await brandPages(app.db, request.tenant.id) }),
  );

  consoleRoute(
    app,
    {
      path: 'admin/getPage',
      summary:
        'One language of a page as the editor opens it; null when not written yet (operator)',
      body: adminPageKeySchema,
      response: adminPageSchema,
    },
    async (input, request) => pageForEditing(app.db, request.tenant.id, input.url, input.lang),
  );

  consoleRoute(
    app,
    {
      path: 'admin/previewHtml',
      summary: 'HTML as it would be published: sanitised, not saved (operator)',
      body: previewHtmlSchema,
      response: previewHtmlResponseSchema,
    },
    async (input) => ({ html: sanitizeHtml(input.html) }),
  );

  consoleRoute(
    app,
    {
      path: 'admin/savePage',
      summary:
        'Create or replace a page in one language, sanitised, with an audit record (operator)',
      body: savePageSchema,
      response: contentPageSchema,
    },
    async (input, request) => savePage(app.db, { ...input, ...consoleActor(request) }, app.now()),
  );
}
