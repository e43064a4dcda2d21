import type { HotelSearchRequest, HotelSearchResponse } from '@parvaz/domain/contracts/hotels';
import {
  facilityKeys,
  hotelTypeKeys,
  mealKeys,
  popularityBands,
  starGrades,
  type FacilityKey,
  type HotelSort,
  type MealKey,
} from '@parvaz/domain/hotels/catalog';
import type { LocalizedName } from '@parvaz/domain/reference/localized';
import { foldForSearch, nameMatches } from './hotel-views';

// The search's filters, facets and sorts over the hotels that have rooms for the stay: pure, so
// each is tested on its own and a page of results costs no more statements than the first.

/** What filtering and sorting read of a hotel of the result. */
export interface Candidate {
  id: number;
  name: LocalizedName;
  stars: number;
  type: number;
  popularity: number | null;
  rating: { score: number; count: number };
  facilities: readonly FacilityKey[];
  meals: readonly MealKey[];
  perNight: number;
  currency: string;
}

export type Filters = Pick<
  HotelSearchRequest,
  'priceMin' | 'priceMax' | 'stars' | 'types' | 'popularity' | 'facilities' | 'meals' | 'q'
>;

type Facet = 'stars' | 'types' | 'popularity' | 'facilities' | 'meals';

/** Whether the hotel passes every filter, the `without` facet's own aside. */
function passes(hotel: Candidate, filters: Filters, folded: string, without?: Facet): boolean {
  if (filters.priceMin !== undefined && hotel.perNight < filters.priceMin) return false;
  if (filters.priceMax !== undefined && hotel.perNight > filters.priceMax) return false;
  if (without !== 'stars' && filters.stars.length && !filters.stars.some((s) => s === hotel.stars))
    return false;
  if (without !== 'types' && filters.types.length && !filters.types.some((t) => t === hotel.type))
    return false;
  if (
    without !== 'popularity' &&
    filters.popularity.length &&
    !filters.popularity.some((p) => p === hotel.popularity)
  )
    return false;
  if (without !== 'facilities' && !filters.facilities.every((f) => hotel.facilities.includes(f)))
    return false;
  if (without !== 'meals' && !filters.meals.every((m) => hotel.meals.includes(m))) return false;
  return folded === '' || nameMatches(hotel.name, folded);
}

export function applyFilters<T extends Candidate>(hotels: readonly T[], filters: Filters): T[] {
  const folded = foldForSearch(filters.q.trim());
  return hotels.filter((hotel) => passes(hotel, filters, folded));
}

const countBy = <K extends string | number>(
  options: readonly K[],
  hotels: readonly Candidate[],
  has: (hotel: Candidate, option: K) => boolean,
): Record<string, number> =>
  Object.fromEntries(
    options.map((option) => [String(option), hotels.filter((h) => has(h, option)).length]),
  );

/**
 * For each option, how many hotels would be left with it chosen. Stars, types and popularity
 * are "any of": an option is counted over the search without its own facet's choice, so the
 * other grades stay visible. Facilities and meals are "all of": choosing one more narrows, so it
 * is counted over the search as it is. The price range is over the whole result, unfiltered, so
 * the slider's ends do not move as the guest narrows.
 */
export function facetsOf(
  hotels: readonly Candidate[],
  filters: Filters,
  currency: HotelSearchResponse['facets']['price']['currency'],
): HotelSearchResponse['facets'] {
  const folded = foldForSearch(filters.q.trim());
  const without = (facet: Facet) => hotels.filter((h) => passes(h, filters, folded, facet));
  const all = hotels.filter((h) => passes(h, filters, folded));
  const prices = hotels.map((h) => h.perNight);
  return {
    stars: countBy(starGrades, without('stars'), (h, o) => h.stars === o),
    types: countBy(hotelTypeKeys, without('types'), (h, o) => h.type === o),
    popularity: countBy(popularityBands, without('popularity'), (h, o) => h.popularity === o),
    facilities: countBy(facilityKeys, all, (h, o) => h.facilities.includes(o)),
    meals: countBy(mealKeys, all, (h, o) => h.meals.includes(o)),
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
      currency,
    },
  };
}

/**
 * How guests are used to weigh a rating: a high score from many reviews before the same score
 * from one. `log(1 + count)` rather than `log(count)`, so a single review still counts.
 */
const popularityWeight = (hotel: Candidate) => hotel.rating.score * Math.log1p(hotel.rating.count);

const comparators: Record<HotelSort, (a: Candidate, b: Candidate) => number> = {
  popular: (a, b) =>
    popularityWeight(b) - popularityWeight(a) || b.stars - a.stars || a.perNight - b.perNight,
  cheapest: (a, b) => a.perNight - b.perNight,
  expensive: (a, b) => b.perNight - a.perNight,
  stars: (a, b) => b.stars - a.stars || a.perNight - b.perNight,
};

/** Sorted by the guest's choice; ties by id, so pages never overlap. */
export function sortHotels<T extends Candidate>(hotels: readonly T[], sort: HotelSort): T[] {
  const compare = comparators[sort];
  return [...hotels].sort((a, b) => compare(a, b) || a.id - b.id);
}
