import type { FastifyInstance } from 'fastify';
import {
  adminFooterRequestSchema,
  adminFooterSchema,
  saveFooterSchema,
} from '@parvaz/domain/contracts/admin-footer';
import { signedInUser } from '../../platform/auth/authenticate';
import { consoleRoute } from '../../platform/console-route';
import { footerForEditing, saveFooter } from './footer-editing.service';

/** The operator's console for the footer: open a language, save it. */
export async function adminFooterRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getFooter',
      summary:
        "The footer's address, phone, e-mail, hours and copyright in one language (operator)",
      body: adminFooterRequestSchema,
      response: adminFooterSchema,
    },
    async (input, request) => footerForEditing(app.db, request.tenant.id, input.lang),
  );

  consoleRoute(
    app,
    {
      path: 'admin/saveFooter',
      summary:
        "Save the footer of one language and the brand's phone and e-mail, with an audit record (operator)",
      body: saveFooterSchema,
      response: adminFooterSchema,
    },
    // The footer checks the phone by the brand's own numbering: it takes the brand's settings
    // whole, not only the id consoleActor gives.
    async (input, request) =>
      saveFooter(
        app.db,
        { tenant: request.tenant, actorId: signedInUser(request).id },
        input,
        app.now(),
      ),
  );
}
