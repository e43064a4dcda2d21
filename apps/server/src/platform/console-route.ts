import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import { signedInUser } from './auth/authenticate';
import { postRoute, type Handler, type RouteSpec } from './envelope';

// The operator's console: endpoints of the brand's operator alone, listed under 'admin'.

/** The brand and its operator behind a console call, as a change's audit record names them. */
export interface ConsoleActor {
  tenant: TenantId;
  actorId: number;
}

/** Registers `POST /api/<path>` for the operator alone: a guest is told 401, any other role 403. */
export function consoleRoute<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<B, R>, 'tags' | 'roles'>,
  handler: Handler<B, R>,
): void {
  postRoute(app, { ...spec, tags: ['admin'], roles: ['operator'] }, handler);
}

/** Who calls a console route (its hook has checked that an operator does). */
export function consoleActor(request: FastifyRequest): ConsoleActor {
  return { tenant: request.tenant.id, actorId: signedInUser(request).id };
}
