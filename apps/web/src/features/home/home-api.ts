import type {
  HomeClaimView,
  HomeHotel,
  HomePage,
  HomePost,
  HomeRoute,
  HomeSlideView,
} from '@parvaz/domain/contracts/home-page';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';

// context/getHomePage: the home page's blocks. The home page keeps zod out of its first load, so
// the answer is read by hand: anything missing reads as empty rather than breaking the page.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number => (typeof value === 'number' ? value : 0);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

function readRoute(route: Record<string, unknown>): HomeRoute {
  const currency = route.currency;
  return {
    origin: text(route.origin),
    destination: text(route.destination),
    originName: text(route.originName),
    destinationName: text(route.destinationName),
    date: typeof route.date === 'string' ? route.date : null,
    price: typeof route.price === 'number' ? route.price : null,
    currency: currency === 'IRR' || currency === 'USD' || currency === 'KWD' ? currency : null,
  };
}

function readHotel(hotel: Record<string, unknown>): HomeHotel {
  const rating = isRecord(hotel.rating) ? hotel.rating : {};
  return {
    id: whole(hotel.id),
    name: text(hotel.name),
    city: text(hotel.city),
    stars: whole(hotel.stars),
    image: text(hotel.image),
    imageAlt: text(hotel.imageAlt),
    rating: { score: whole(rating.score), count: whole(rating.count) },
    popularity: typeof hotel.popularity === 'number' ? hotel.popularity : null,
  };
}

export function readHomePage(data: unknown): HomePage {
  if (!isRecord(data)) throw new TypeError('getHomePage: not an object');
  const lang = data.lang;
  return {
    lang: lang === 'fa' || lang === 'ar' || lang === 'tr' ? lang : 'en',
    slides: records(data.slides).map((slide): HomeSlideView => ({
      image: text(slide.image),
      title: text(slide.title),
      text: text(slide.text),
      link: text(slide.link),
    })),
    claims: records(data.claims).map((claim): HomeClaimView => ({
      title: text(claim.title),
      text: text(claim.text),
    })),
    routes: records(data.routes).map(readRoute),
    hotels: records(data.hotels).map(readHotel),
    posts: records(data.posts).map((post): HomePost => ({
      slug: text(post.slug),
      title: text(post.title),
      summary: text(post.summary),
      image: text(post.image),
      publishedAt: text(post.publishedAt),
    })),
  };
}

export const homePageKeys = { all: ['context', 'home'] as const };

/** The brand's home blocks in the language; kept a minute, like the page itself. */
export function homePageQuery(language: Language) {
  return queryOptions({
    queryKey: [...homePageKeys.all, language],
    queryFn: async ({ signal }) =>
      unwrap(await apiCall('context/getHomePage', {}, { signal, language, parse: readHomePage })),
    staleTime: 60_000,
  });
}
