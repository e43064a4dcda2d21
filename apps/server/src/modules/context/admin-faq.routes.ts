import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminFaqItemSchema,
  adminFaqListSchema,
  adminFaqRequestSchema,
  deleteFaqSchema,
  saveFaqSchema,
} from '@parvaz/domain/contracts/admin-faq';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { deleteFaq, faqForEditing, saveFaq } from './faq-editing.service';

const tags = ['admin'];
const roles = ['operator' as const];

/** The operator's console for the brand's FAQ: list a language, add or change, remove. */
export async function adminFaqRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getFaqs',
      summary: "The brand's questions in one language, every topic (operator)",
      tags,
      body: adminFaqRequestSchema,
      response: adminFaqListSchema,
      roles,
    },
    async (input, request) => ({
      items: await faqForEditing(app.db, request.tenant.id, input.lang),
    }),
  );

  postRoute(
    app,
    {
      path: 'admin/saveFaq',
      summary:
        'Add a question or change one, its answer sanitised, with an audit record (operator)',
      tags,
      body: saveFaqSchema,
      response: adminFaqItemSchema,
      roles,
    },
    async (input, request) =>
      saveFaq(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id },
        input,
        app.now(),
      ),
  );

  postRoute(
    app,
    {
      path: 'admin/deleteFaq',
      summary: 'Remove a question, kept in the audit log (operator)',
      tags,
      body: deleteFaqSchema,
      response: z.object({ id: z.number().int() }),
      roles,
    },
    async (input, request) => {
      await deleteFaq(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id },
        input.id,
      );
      return { id: input.id };
    },
  );
}
