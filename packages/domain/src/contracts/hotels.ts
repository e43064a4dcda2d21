import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import {
  facilityKeys,
  hotelSorts,
  hotelTypeKeys,
  mealKeys,
  popularityBands,
  starGrades,
  bedKinds,
  ratingCriteria,
} from '../hotels/catalog';
import { integerField, textField } from '../validation/fields';
import { currencySchema } from './money';
import { priceExchangeSchema } from './exchange-rates';
import { pagingFields } from './paging';

// hotel/searchHotels, hotel/getHotelCities, hotel/getHotel (API.md, "Hotels"). Dates are
// `YYYY-MM-DD`, the hotel's local nights; instants are ISO 8601 with the hotel's offset.

const isoDay = textField(10);

/** A form sends one value or several under one name; both read as a list. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(40, { error: 'tooLarge' satisfies MessageKey }),
  );
}

/** A whole number from a form among the allowed ones. */
function oneOf<const T extends readonly number[]>(values: T) {
  return integerField().refine((n) => (values as readonly number[]).includes(n), {
    error: 'invalidValue' satisfies MessageKey,
  }) as unknown as z.ZodType<T[number]>;
}

const keyOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalidValue' satisfies MessageKey });

/** One room of a search or reservation: who sleeps in it. */
export const roomOccupancySchema = z.object({
  adults: integerField({ fallback: 2 }),
  children: integerField({ fallback: 0 }),
  childAges: listOf(integerField()),
});

export const hotelSearchRequestSchema = z.object({
  city: textField(8).transform((v) => v.toUpperCase()),
  checkIn: isoDay,
  checkOut: isoDay,
  rooms: z
    .array(roomOccupancySchema, { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((rooms) => rooms ?? [{ adults: 2, children: 0, childAges: [] }]),
  priceMin: integerField({ fallback: 0 }).optional(),
  priceMax: integerField().optional(),
  stars: listOf(oneOf(starGrades)),
  types: listOf(oneOf(hotelTypeKeys)),
  popularity: listOf(oneOf(popularityBands)),
  facilities: listOf(keyOf(facilityKeys)),
  meals: listOf(keyOf(mealKeys)),
  q: textField(80).transform((v) => normalizeDigits(v)),
  sort: keyOf(hotelSorts)
    .optional()
    .transform((v) => v ?? 'popular'),
  /** Re-opens an earlier search (its criteria are in it), refused once expired. */
  searchId: z.string().max(2000).optional(),
  ...pagingFields,
});
export type HotelSearchRequest = z.output<typeof hotelSearchRequestSchema>;

const priceSchema = z.object({ perNight: z.int(), total: z.int(), currency: currencySchema });

export const hotelSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The hotel city's code; `cityName` in the request's language. */
  city: z.string(),
  cityName: z.string(),
  address: z.string(),
  stars: z.int(),
  type: z.int(),
  popularity: z.int().nullable(),
  rating: z.object({ score: z.number(), count: z.int() }),
  facilities: z.array(z.string()),
  meals: z.array(z.string()),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** The cheapest room for the whole stay, every room asked for. */
  price: priceSchema,
  freeCancellationUntil: z.string().optional(),
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;

/** How many of the search's hotels each option would keep, beside the option. */
const facetCounts = z.record(z.string(), z.int());

export const hotelSearchResponseSchema = z.object({
  searchId: z.string(),
  expiresAt: z.string(),
  /**
   * The rate every price (items and the price facet) was converted by into the asked currency
   * (the `currency` header, else the brand's); null when left in the hotels' own currency.
   */
  exchange: priceExchangeSchema.nullable(),
  items: z.array(hotelSummarySchema),
  total: z.int(),
  facets: z.object({
    stars: facetCounts,
    types: facetCounts,
    popularity: facetCounts,
    facilities: facetCounts,
    meals: facetCounts,
    price: z.object({ min: z.int(), max: z.int(), currency: currencySchema }),
  }),
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>;

export const hotelCitiesResponseSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    country: z.string(),
    countryCode: z.string(),
    timeZone: z.string(),
    hotels: z.int(),
  }),
);
export type HotelCities = z.infer<typeof hotelCitiesResponseSchema>;

export const hotelDetailRequestSchema = z.object({
  id: integerField(),
  checkIn: isoDay,
  checkOut: isoDay,
  rooms: z.array(roomOccupancySchema, { error: 'invalidValue' satisfies MessageKey }).optional(),
  reviewsPage: integerField({ fallback: 1 }),
});
export type HotelDetailRequest = z.output<typeof hotelDetailRequestSchema>;

export const policyPenaltySchema = z.object({
  amount: z.int(),
  currency: currencySchema,
  percent: z.number().optional(),
  nights: z.int().optional(),
});

/** A stay's cancellation terms: each rule applies until its deadline (hotel's offset). */
export const stayPolicySchema = z.object({
  refundable: z.boolean(),
  timeZone: z.string(),
  rules: z.array(z.object({ until: z.string(), penalty: policyPenaltySchema })),
  noShow: z.object({ amount: z.int(), currency: currencySchema }),
});
export type StayPolicyView = z.infer<typeof stayPolicySchema>;

export const hotelRoomOfferSchema = z.object({
  roomTypeId: z.int(),
  name: z.string(),
  bed: z.enum(bedKinds),
  capacity: z.object({ adults: z.int(), children: z.int() }),
  meals: z.array(z.enum(mealKeys)),
  /** Rooms of this type free on every night of the stay. */
  available: z.int(),
  /**
   * One room's price, night by night, in the asked currency: each night converted on its own,
   * the total as the conversion of the filed total (so it may differ from their sum by a step).
   */
  price: z.object({
    nights: z.array(z.object({ date: z.string(), amount: z.int() })),
    total: z.int(),
    currency: currencySchema,
    /** That total as the hotel filed it: a reservation's rooms are added in it, then converted. */
    fares: z.object({ amount: z.int(), currency: currencySchema }),
  }),
  cancellation: stayPolicySchema,
  /** The rate the prices and penalties were converted by; null when left as filed. */
  exchange: priceExchangeSchema.nullable(),
});
export type HotelRoomOffer = z.infer<typeof hotelRoomOfferSchema>;

export const hotelReviewSchema = z.object({
  id: z.int(),
  authorName: z.string(),
  createdAt: z.string(),
  criteria: z.record(z.enum(ratingCriteria), z.int()),
  text: z.string(),
});

export const hotelDetailSchema = hotelSummarySchema.omit({ price: true }).extend({
  timeZone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  phone: z.string(),
  images: z.array(z.object({ src: z.string(), alt: z.string() })),
  description: z.string(),
  criteria: z.record(z.enum(ratingCriteria), z.number()),
  reviews: z.object({ items: z.array(hotelReviewSchema), total: z.int() }),
  /** Only when the request gave the stay's dates. */
  rooms: z.array(hotelRoomOfferSchema).optional(),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;
