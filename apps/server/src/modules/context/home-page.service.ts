import type { HomePage } from '@parvaz/domain/contracts/home-page';
import type { Language } from '@parvaz/domain/languages';
import { cityByCode } from '@parvaz/domain/reference/cities';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { recentPosts } from '../blog/blog.api';
import type { RouteLowFare } from '../flights/flights.api';
import { hotelCards } from '../hotels/hotels.api';
import { readHomeContent, type HomeContentRow } from './home-content.repository';

// context/getHomePage: the brand's home blocks in the visitor's language (English's when the
// language has none), the routes priced live, the popular hotels as cards and the newest posts.

export interface HomePageDeps {
  db: Database;
  /** The routes' cheapest fares over the coming weeks, each kept a short while per process. */
  lowFares: (routes: readonly { origin: string; destination: string }[]) => Promise<RouteLowFare[]>;
}

/** How many of the blog's newest posts the home page shows. */
const recentPostCount = 3;

const cityName = (code: string, lang: Language) => cityByCode(code)?.name[lang] ?? code;

/** The content's routes with their live cheapest fare, cities named in the visitor's language. */
async function pricedRoutes(
  deps: HomePageDeps,
  content: HomeContentRow | undefined,
  lang: Language,
): Promise<HomePage['routes']> {
  const routes = (content?.routes ?? []).map(([origin, destination]) => ({ origin, destination }));
  const fares = await deps.lowFares(routes);
  return fares.map((fare) => ({
    ...fare,
    originName: cityName(fare.origin, lang),
    destinationName: cityName(fare.destination, lang),
  }));
}

export async function homePage(
  deps: HomePageDeps,
  tenant: TenantId,
  lang: Language,
  now: Date,
): Promise<HomePage> {
  const { own, english } = await readHomeContent(deps.db, tenant, lang);
  const content = own ?? english;
  const [routes, hotels, posts] = await Promise.all([
    pricedRoutes(deps, content, lang),
    hotelCards(deps.db, content?.hotelIds ?? [], lang),
    recentPosts(deps.db, { tenant, lang, now, limit: recentPostCount }),
  ]);
  return {
    lang: content?.lang === 'en' ? 'en' : lang,
    slides: content?.slides ?? [],
    claims: content?.claims ?? [],
    routes,
    hotels,
    posts: posts.map((post) => ({ ...post, publishedAt: post.publishedAt.toISOString() })),
  };
}

/** `flight/lowFareSearchCash` (spec section 7): the home page's routes alone, priced live. */
export async function homeRouteFares(
  deps: HomePageDeps,
  tenant: TenantId,
  lang: Language,
): Promise<HomePage['routes']> {
  const { own, english } = await readHomeContent(deps.db, tenant, lang);
  return pricedRoutes(deps, own ?? english, lang);
}
