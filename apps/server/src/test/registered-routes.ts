import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** As registered, parameters included: '/api/files/:id'. */
  url: string;
}

/** `├── name (GET, HEAD)` under a prefix of `│   ` or four spaces per level. */
const treeLine = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app with its methods. Fastify keeps no public list once the routes are
 * registered, so this reads the tree `printRoutes` draws, where a child's name continues its
 * parent's path ('/api/flight/getCities' then 'ByProvinceId').
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = treeLine.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = `${depth > 0 ? (parents[depth - 1] ?? '') : ''}${match[2] ?? ''}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
