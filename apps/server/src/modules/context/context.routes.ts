import type { FastifyInstance } from 'fastify';
import {
  headerFooterSchema,
  initialConfigSchema,
  menuHtmlSchema,
  menuPageSchema,
  menuRequestSchema,
} from '@parvaz/domain/contracts/context';
import { postRoute } from '../../platform/envelope';
import { mapConfig } from '../../platform/map-tiles';
import { headerFooter, initialConfig, publicNavigation, roleMenu } from './context.service';

const tags = ['context'];

/** The tenant's public configuration, menus and site content (spec section 7, "At start"). */
export async function contextRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'context/getInitialConfig',
      summary: "The tenant's public configuration",
      tags,
      response: initialConfigSchema,
    },
    async (_input, request) =>
      initialConfig(request.tenant, request.lang, new Date(), mapConfig(app.mapTiles)),
  );

  postRoute(
    app,
    {
      path: 'context/getMenuPage',
      summary: "The caller's panel menu",
      tags,
      body: menuRequestSchema,
      response: menuPageSchema,
    },
    async (_input, request) => ({ role: request.role, menu: roleMenu(request.role, request.t) }),
  );

  postRoute(
    app,
    {
      path: 'context/getMenuHtml',
      summary: 'The public site navigation',
      tags,
      body: menuRequestSchema,
      response: menuHtmlSchema,
    },
    async (_input, request) => ({ menuHtml: publicNavigation(request.t) }),
  );

  postRoute(
    app,
    {
      path: 'context/getHeaderFooter',
      summary: 'Footer address, phone and e-mail of the tenant',
      tags,
      response: headerFooterSchema,
    },
    async (_input, request) => headerFooter(app.db, request.tenant, request.lang),
  );
}
