import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes that match an address before the router starts, so the browser
 * renders the same tree the server sent instead of a fallback (a hydration mismatch).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
