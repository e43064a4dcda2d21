import { z } from 'zod';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { currencySchema } from './money';
import {
  integerField,
  proseField,
  requiredProseField,
  requiredTextField,
} from '../validation/fields';

// The home page's editable blocks (issue 19): context/getHomePage for visitors, and the
// operator's admin/getHomePage and admin/saveHomePage. Every text here is plain text, shown as
// text; the routes' prices are live.

/** What the home page's blocks may hold. */
export const homeLimits = {
  slides: 8,
  claims: 8,
  routes: 6,
  hotels: 8,
  slideTitle: 80,
  slideText: 200,
  claimTitle: 60,
  claimText: 240,
  link: 300,
  image: 300,
} as const;

/**
 * An image the site serves itself (its drawings under /blog/, /hotels/ and /brands/<brand>/), or
 * one uploaded through the console (/api/blog/images/<id>); never another site's address.
 */
export const homeImagePattern =
  /^(?:\/(?:blog|hotels|brands(?:\/[a-z0-9-]+)?)\/[a-z0-9][a-z0-9-]*\.(?:svg|png|jpe?g|webp|avif)|\/api\/blog\/images\/[a-f0-9]{32})$/;

/** A path of this site (`/hotels`, `/blogs/a-post?x=1`), never `//host`; or an https address. */
export function isHomeLink(link: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(link)) return true;
  if (!/^https:\/\/[^\s\\]+$/.test(link)) return false;
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

const imageField = requiredTextField(homeLimits.image).refine(
  (value) => homeImagePattern.test(value),
  { error: 'imageNotAllowed' satisfies MessageKey },
);
const linkField = requiredTextField(homeLimits.link).refine(isHomeLink, {
  error: 'linkNotAllowed' satisfies MessageKey,
});
const cityCodeField = requiredTextField(8).transform((value) => value.toUpperCase());

export const homeSlideInputSchema = z.object({
  image: imageField,
  title: requiredProseField(homeLimits.slideTitle),
  text: proseField(homeLimits.slideText),
  link: linkField,
});
export const homeClaimInputSchema = z.object({
  title: requiredProseField(homeLimits.claimTitle),
  text: requiredProseField(homeLimits.claimText),
});
export const homeRouteInputSchema = z.object({
  origin: cityCodeField,
  destination: cityCodeField,
});

const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: 'invalidValue' satisfies MessageKey })
    .max(max)
    .optional()
    .transform((value) => value ?? []);

export const saveHomePageSchema = z.object({
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
  slides: listOf(homeSlideInputSchema, homeLimits.slides),
  claims: listOf(homeClaimInputSchema, homeLimits.claims),
  /** Exactly six; the server checks each is a pair of known cities. */
  routes: z
    .array(homeRouteInputSchema, { error: 'homeRoutesSix' satisfies MessageKey })
    .length(homeLimits.routes, { error: 'homeRoutesSix' satisfies MessageKey }),
  hotelIds: listOf(integerField().pipe(z.number().int().min(1)), homeLimits.hotels),
});
export type SaveHomePageRequest = z.output<typeof saveHomePageSchema>;

export const adminHomeRequestSchema = z.object({
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
});

const slideSchema = z.object({
  image: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
});
export type HomeSlideView = z.infer<typeof slideSchema>;
const claimSchema = z.object({ title: z.string(), text: z.string() });
export type HomeClaimView = z.infer<typeof claimSchema>;

/** A hotel the console can pick as popular, named in the console's language. */
export const homeHotelChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  stars: z.number().int(),
});
export type HomeHotelChoice = z.infer<typeof homeHotelChoiceSchema>;

/** `admin/getHomePage` and `admin/saveHomePage`'s answer: the language's blocks as stored. */
export const adminHomePageSchema = z.object({
  lang: z.enum(languages),
  slides: z.array(slideSchema),
  claims: z.array(claimSchema),
  routes: z.array(z.object({ origin: z.string(), destination: z.string() })),
  hotelIds: z.array(z.number().int()),
  /** Null when the language has no blocks of its own yet (visitors see English's). */
  updatedAt: z.string().nullable(),
  /** Every active hotel, for the popular hotels' picker. */
  hotelChoices: z.array(homeHotelChoiceSchema),
});
export type AdminHomePage = z.infer<typeof adminHomePageSchema>;

export const homeRouteSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: z.string(),
  destinationName: z.string(),
  /** The cheapest day over the coming weeks; null when nothing is on sale. */
  date: z.string().nullable(),
  price: z.number().int().nullable(),
  currency: currencySchema.nullable(),
});
export type HomeRoute = z.infer<typeof homeRouteSchema>;

/** `flight/lowFareSearchCash`: the home page's routes alone, priced live. */
export const homeRoutesSchema = z.array(homeRouteSchema);

export const homeHotelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  stars: z.number().int(),
  image: z.string(),
  imageAlt: z.string(),
  rating: z.object({ score: z.number(), count: z.number().int() }),
  /** The band its rating puts it in (1–4), null with too few reviews. */
  popularity: z.number().int().nullable(),
});
export type HomeHotel = z.infer<typeof homeHotelSchema>;

export const homePostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  publishedAt: z.string(),
});
export type HomePost = z.infer<typeof homePostSchema>;

/** `context/getHomePage`: the brand's blocks in the caller's language (English's when it has none). */
export const homePageSchema = z.object({
  /** The language the blocks are written in. */
  lang: z.enum(languages),
  slides: z.array(slideSchema),
  claims: z.array(claimSchema),
  routes: z.array(homeRouteSchema),
  hotels: z.array(homeHotelSchema),
  posts: z.array(homePostSchema),
});
export type HomePage = z.infer<typeof homePageSchema>;
