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
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { brandPages, pageForEditing, savePage } from './pages.service';

const tags = ['admin'];
const roles = ['operator'] as const;

/** The operator's console for the brand's pages: list, open a language, preview, save. */
export async function adminPageRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getPages',
      summary: "The brand's pages with the languages each is written in (operator)",
      tags,
      body: emptyRequestSchema,
      response: adminPageListSchema,
      roles: [...roles],
    },
    async (_input, request) => ({ items: await brandPages(app.db, request.tenant.id) }),
  );

  postRoute(
    app,
    {
      path: 'admin/getPage',
      summary:
        'One language of a page as the editor opens it; null when not written yet (operator)',
      tags,
      body: adminPageKeySchema,
      response: adminPageSchema,
      roles: [...roles],
    },
    async (input, request) => pageForEditing(app.db, request.tenant.id, input.url, input.lang),
  );

  postRoute(
    app,
    {
      path: 'admin/previewHtml',
      summary: 'HTML as it would be published: sanitised, not saved (operator)',
      tags,
      body: previewHtmlSchema,
      response: previewHtmlResponseSchema,
      roles: [...roles],
    },
    async (input) => ({ html: sanitizeHtml(input.html) }),
  );

  postRoute(
    app,
    {
      path: 'admin/savePage',
      summary:
        'Create or replace a page in one language, sanitised, with an audit record (operator)',
      tags,
      body: savePageSchema,
      response: contentPageSchema,
      roles: [...roles],
    },
    async (input, request) =>
      savePage(
        app.db,
        { ...input, tenant: request.tenant.id, actorId: signedInUser(request).id },
        app.now(),
      ),
  );
}
