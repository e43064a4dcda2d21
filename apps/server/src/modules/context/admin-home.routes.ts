import type { FastifyInstance } from 'fastify';
import {
  adminHomePageSchema,
  adminHomeRequestSchema,
  saveHomePageSchema,
} from '@parvaz/domain/contracts/home-page';
import { consoleActor, consoleRoute } from '../../platform/console-route';
import { homeForEditing, saveHome } from './home-editing.service';

/** The operator's console for the home page's blocks, one language at a time. */
export async function adminHomeRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getHomePage',
      summary:
        "The home page's slides, claims, routes and popular hotels in one language, with the hotels one may pick (operator)",
      body: adminHomeRequestSchema,
      response: adminHomePageSchema,
    },
    async (input, request) => homeForEditing(app.db, request.tenant.id, input.lang),
  );

  consoleRoute(
    app,
    {
      path: 'admin/saveHomePage',
      summary:
        "Replace the home page's blocks in one language, checked and with an audit record (operator)",
      body: saveHomePageSchema,
      response: adminHomePageSchema,
    },
    async (input, request) => saveHome(app.db, consoleActor(request), input, app.now()),
  );
}
