import type { FastifyInstance } from 'fastify';
import {
  adminFooterRequestSchema,
  adminFooterSchema,
  saveFooterSchema,
} from '@parvaz/domain/contracts/admin-footer';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { footerForEditing, saveFooter } from './footer-editing.service';

const tags = ['admin'];
const roles = ['operator' as const];

/** The operator's console for the footer: open a language, save it. */
export async function adminFooterRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getFooter',
      summary:
        "The footer's address, phone, e-mail, hours and copyright in one language (operator)",
      tags,
      body: adminFooterRequestSchema,
      response: adminFooterSchema,
      roles,
    },
    async (input, request) => footerForEditing(app.db, request.tenant.id, input.lang),
  );

  postRoute(
    app,
    {
      path: 'admin/saveFooter',
      summary:
        "Save the footer of one language and the brand's phone and e-mail, with an audit record (operator)",
      tags,
      body: saveFooterSchema,
      response: adminFooterSchema,
      roles,
    },
    async (input, request) =>
      saveFooter(
        app.db,
        { tenant: request.tenant, actorId: signedInUser(request).id },
        input,
        app.now(),
      ),
  );
}
