import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminFaqItemSchema,
  adminFaqListSchema,
  adminFaqRequestSchema,
  deleteFaqSchema,
  saveFaqSchema,
} from '@parvaz/domain/contracts/admin-faq';
import { consoleActor, consoleRoute } from '../../platform/console-route';
import { deleteFaq, faqForEditing, saveFaq } from './faq-editing.service';

/** The operator's console for the brand's FAQ: list a language, add or change, remove. */
export async function adminFaqRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getFaqs',
      summary: "The brand's questions in one language, every topic (operator)",
      body: adminFaqRequestSchema,
      response: adminFaqListSchema,
    },
    async (input, request) => ({
      items: await faqForEditing(app.db, request.tenant.id, input.lang),
    }),
  );

  consoleRoute(
    app,
    {
      path: 'admin/saveFaq',
      summary:
        'Add a question or change one, its answer sanitised, with an audit record (operator)',
      body: saveFaqSchema,
      response: adminFaqItemSchema,
    },
    async (input, request) => saveFaq(app.db, consoleActor(request), input, app.now()),
  );

  consoleRoute(
    app,
    {
      path: 'admin/deleteFaq',
      summary: 'Remove a question, kept in the audit log (operator)',
      body: deleteFaqSchema,
      response: z.object({ id: z.number().int() }),
    },
    async (input, request) => {
      await deleteFaq(app.db, consoleActor(request), input.id);
      return { id: input.id };
    },
  );
}
