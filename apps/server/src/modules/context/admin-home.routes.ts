import type { FastifyInstance } from 'fastify';
import {
  adminHomePageSchema,
  adminHomeRequestSchema,
  saveHomePageSchema,
} from '@parvaz/domain/contracts/home-page';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { homeForEditing, saveHome } from './home-editing.service';

const tags = ['admin'];
const roles = ['operator' as const];

/** The operator's console for the home page's blocks, one language at a time. */
export async function adminHomeRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getHomePage',
      summary:
        "The home page's slides, claims, routes and popular hotels in one language, with the hotels one may pick (operator)",
      tags,
      body: adminHomeRequestSchema,
      response: adminHomePageSchema,
      roles,
    },
    async (input, request) => homeForEditing(app.db, request.tenant.id, input.lang),
  );

  postRoute(
    app,
    {
      path: 'admin/saveHomePage',
      summary:
        "Replace the home page's blocks in one language, checked and with an audit record (operator)",
      tags,
      body: saveHomePageSchema,
      response: adminHomePageSchema,
      roles,
    },
    async (input, request) =>
      saveHome(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id },
        input,
        app.now(),
      ),
  );
}
