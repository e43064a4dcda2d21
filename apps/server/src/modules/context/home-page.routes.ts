import type { FastifyInstance } from 'fastify';
import { emptyRequestSchema } from '@parvaz/domain/contracts/envelope';
import { homePageSchema, homeRoutesSchema } from '@parvaz/domain/contracts/home-page';
import { postRoute } from '../../platform/envelope';
import { routeLowFareReader } from '../flights/flights.api';
import { homePage, homeRouteFares } from './home-page.service';

const tags = ['context'];
/** A route's cheapest fare changes slowly; each process reads it again at most this often. */
const lowFareCacheMs = 2 * 60_000;

/** The home page's blocks (API.md, "Content"), and its routes alone as the spec's flight call. */
export async function homePageRoutes(app: FastifyInstance): Promise<void> {
  const lowFares = routeLowFareReader({
    db: app.db,
    now: app.now,
    // Tests run without the short-lived caches, and so see every change at once.
    ttlMs: app.searchCacheMs > 0 ? lowFareCacheMs : 0,
  });

  postRoute(
    app,
    {
      path: 'context/getHomePage',
      summary:
        "The brand's home page in the caller's language: slides, claims, the six routes with their live cheapest fare, popular hotels and the newest posts",
      tags,
      body: emptyRequestSchema,
      response: homePageSchema,
    },
    async (_input, request) =>
      homePage({ db: app.db, lowFares }, request.tenant.id, request.lang, app.now()),
  );

  postRoute(
    app,
    {
      path: 'flight/lowFareSearchCash',
      summary:
        "The cheapest fare over the coming weeks of each route the brand's home page shows (the routes are content)",
      tags: ['flights'],
      response: homeRoutesSchema,
    },
    async (_input, request) =>
      homeRouteFares({ db: app.db, lowFares }, request.tenant.id, request.lang),
  );
}
