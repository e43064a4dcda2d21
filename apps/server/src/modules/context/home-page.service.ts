import type { HomePage } from '@parvaz/domain/contracts/home-page';
import type { Language } from '@parvaz/domain/languages';
import { cityByCode } from '@parvaz/domain/reference/cities';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { recentPosts } from '../blog/blog.api';
import type { RouteLowFare } from '../flights/flights.api';
import { hotelCards } from '../hotels/hotels.api';
import { readHomeContent } from './home-content.repository';

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

export async function homePage(
  deps: HomePageDeps,
  tenant: TenantId,
  lang: Language,
  now: Date,
): Promise<HomePage> {
  const { own, english } = await readHomeContent(deps.db, tenant, lang);
  const content = own ?? english;
  const routes = (content?.routes ?? []).map(([origin, destination]) => ({ origin, destination }));
  const [fares, hotels, posts] = await Promise.all([
    deps.lowFares(routes),
    hotelCards(deps.db, content?.hotelIds ?? [], lang),
    recentPosts(deps.db, { tenant, lang, now, limit: recentPostCount }),
  ]);
  return {
    lang: content?.lang === 'en' ? 'en' : lang,
    slides: content?.slides ?? [],
    claims: content?.claims ?? [],
    routes: fares.map((fare) => ({
      ...fare,
      originName: cityName(fare.origin, lang),
      destinationName: cityName(fare.destination, lang),
    })),
    hotels,
    posts: posts.map((post) => ({ ...post, publishedAt: post.publishedAt.toISOString() })),
  };
}
