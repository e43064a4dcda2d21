import type { HotelSummary } from '@parvaz/domain/contracts/hotels';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { mealKeys, popularityBandOf, type MealKey } from '@parvaz/domain/hotels/catalog';
import { hotelCityByCode } from '@parvaz/domain/hotels/hotel-cities';
import type { Language } from '@parvaz/domain/languages';
import type { LocalizedName } from '@parvaz/domain/reference/localized';
import type { HotelRow, SearchHotelRow } from './hotels.repository';

type Rated = Pick<HotelRow, 'ratingScore' | 'ratingCount'>;

// A hotel row as the API shows it, in the request's language.

/** A 0–10 score to one decimal, as guests read it. */
export const oneDecimal = (score: number) => Math.round(score * 10) / 10;

export function ratingOf(row: Rated): { score: number; count: number } {
  return { score: oneDecimal(row.ratingScore), count: row.ratingCount };
}

/** The band the hotel's rating puts it in, on the score guests see. */
export function popularityOf(row: Rated): number | null {
  const rating = ratingOf(row);
  return popularityBandOf(rating.score, rating.count);
}

/** Meals in the catalog's order, each once. */
export function mealsIn(lists: readonly (readonly MealKey[])[]): MealKey[] {
  const offered = new Set(lists.flat());
  return mealKeys.filter((meal) => offered.has(meal));
}

/**
 * Text compared case- and digit-blind, whatever the script: Persian and Arabic digits read as
 * Western ones, Arabic yeh and kaf as the Persian letters they look like, Turkish dotted capitals
 * without their dot.
 */
export function foldForSearch(text: string): string {
  return normalizeDigits(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u064A/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .toLowerCase();
}

/** A name's texts folded, once per name object: a cached search filters the same rows often. */
const foldedNames = new WeakMap<LocalizedName, string[]>();

/** Whether any language's name holds the folded query. */
export function nameMatches(name: LocalizedName, foldedQuery: string): boolean {
  let folded = foldedNames.get(name);
  if (!folded) {
    folded = Object.values(name).map(foldForSearch);
    foldedNames.set(name, folded);
  }
  return folded.some((text) => text.includes(foldedQuery));
}

/** A hotel of a result list in the language, without its price (the stay's, added by the search). */
export function summaryOf(
  row: SearchHotelRow,
  meals: MealKey[],
  lang: Language,
): Omit<HotelSummary, 'price' | 'freeCancellationUntil'> {
  const image = row.images[0];
  return {
    id: row.id,
    name: row.name[lang],
    city: row.cityCode,
    cityName: hotelCityByCode(row.cityCode)?.name[lang] ?? row.cityCode,
    address: row.address[lang],
    stars: row.stars,
    type: row.type,
    popularity: popularityOf(row),
    rating: ratingOf(row),
    facilities: [...row.facilities],
    meals,
    image: image ? { src: image.src, alt: image.alt[lang] } : null,
    location: { lat: row.lat, lng: row.lng },
  };
}
