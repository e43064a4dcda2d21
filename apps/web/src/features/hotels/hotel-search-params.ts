import { formatIsoDate, readIsoDate } from '@parvaz/domain/calendar/plain-date';
import {
  facilityKeys,
  hotelSorts,
  hotelTypeKeys,
  mealKeys,
  popularityBands,
  starGrades,
  type FacilityKey,
  type HotelSort,
  type HotelType,
  type MealKey,
  type PopularityBand,
  type StarGrade,
} from '@parvaz/domain/hotels/catalog';
import type { RoomOccupancy } from '@parvaz/domain/hotels/stay';
import { currencies, type Currency, type Money } from '@parvaz/domain/format/money';

// The whole hotel search lives in the address so it can be shared and reloaded (issue 18):
//   /hotels?city=MHD&checkIn=2026-12-01&checkOut=2026-12-03&rooms=2-0,1-1:7
//     &price=1000000-5000000&priceIn=IRR&stars=4,5&types=1&pop=1&fac=pool,gym&meals=breakfast
//     &q=park&sort=cheapest&page=2
// The price range names its currency (`priceIn`): prices are shown in the visitor's currency, and
// a range kept across a currency switch is read in the currency it was chosen in (`filtersIn`).
// A room is `adults-children`, then each child's age after a colon (`2-2:4:9`); rooms are
// separated by commas. Defaults (sort popular, page 1, no filter) are left out of the address.
// This is the only place that reads or writes that format.

/** Where and when, and who sleeps in which room. */
export interface HotelSearch {
  city: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomOccupancy[];
}

/** What narrows and orders the hotels of a search. */
export interface HotelFilters {
  priceMin: number | null;
  priceMax: number | null;
  /** The currency the price range was chosen in; null: the one prices are shown in. */
  priceCurrency: Currency | null;
  stars: StarGrade[];
  types: HotelType[];
  popularity: PopularityBand[];
  facilities: FacilityKey[];
  meals: MealKey[];
  q: string;
  sort: HotelSort;
  page: number;
}

export const noHotelFilters: HotelFilters = {
  priceMin: null,
  priceMax: null,
  priceCurrency: null,
  stars: [],
  types: [],
  popularity: [],
  facilities: [],
  meals: [],
  q: '',
  sort: 'popular',
  page: 1,
};

export const defaultRooms: RoomOccupancy[] = [{ adults: 2, children: 0, childAges: [] }];

/** A hotel search with nothing chosen yet: the home page's Hotels tab before a city. */
export const emptyHotelSearch: HotelSearch = {
  city: '',
  checkIn: '',
  checkOut: '',
  rooms: defaultRooms,
};

const wholeNumber = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** `2-0,1-1:7` → rooms; a room that does not read is dropped, none read gives the default. */
export function parseRooms(text: string | null): RoomOccupancy[] {
  if (!text) return defaultRooms.map((room) => ({ ...room }));
  const rooms: RoomOccupancy[] = [];
  for (const part of text.split(',').slice(0, 10)) {
    const [counts = '', ...ages] = part.split(':');
    const [adultText, childText = '0'] = counts.split('-');
    const adults = wholeNumber(adultText);
    const children = wholeNumber(childText);
    const childAges = ages.map(wholeNumber);
    if (adults === null || children === null || childAges.some((age) => age === null)) continue;
    rooms.push({ adults, children, childAges: childAges as number[] });
  }
  return rooms.length > 0 ? rooms : defaultRooms.map((room) => ({ ...room }));
}

export function formatRooms(rooms: readonly RoomOccupancy[]): string {
  return rooms
    .map((room) => [`${room.adults}-${room.children}`, ...room.childAges.map(String)].join(':'))
    .join(',');
}

/** Values of a comma list that belong to `allowed`, each once, in the list's order. */
function listOf<T extends string | number>(text: string | null, allowed: readonly T[]): T[] {
  if (!text) return [];
  const found = new Set<T>();
  for (const item of text.split(',')) {
    const match = allowed.find((value) => String(value) === item);
    if (match !== undefined) found.add(match);
  }
  return [...found];
}

function readPrice(text: string | null): [number | null, number | null] {
  if (!text) return [null, null];
  const [min, max] = text.split('-');
  return [wholeNumber(min), wholeNumber(max)];
}

/**
 * A day of the address as `YYYY-MM-DD` (ASCII digits), or '' when it names no day: a page
 * counts the stay's nights and writes its dates while it renders, so `2026-13-45` must not
 * reach them (it becomes a search without dates, and the search box asks for them).
 */
function readDay(text: string | null): string {
  const day = readIsoDate(text ?? '');
  return day ? formatIsoDate(day) : '';
}

export function readHotelSearch(params: URLSearchParams): HotelSearch {
  return {
    city: (params.get('city') ?? '').toUpperCase(),
    checkIn: readDay(params.get('checkIn')),
    checkOut: readDay(params.get('checkOut')),
    rooms: parseRooms(params.get('rooms')),
  };
}

export function readHotelFilters(params: URLSearchParams): HotelFilters {
  const [priceMin, priceMax] = readPrice(params.get('price'));
  const sort = params.get('sort');
  const page = wholeNumber(params.get('page') ?? undefined);
  // Read without the validation library: the home page's search box reads this too.
  const priceIn = currencies.find((c) => c === (params.get('priceIn') ?? '').toUpperCase());
  return {
    priceMin,
    priceMax,
    priceCurrency: priceIn && (priceMin !== null || priceMax !== null) ? priceIn : null,
    stars: listOf(params.get('stars'), starGrades),
    types: listOf(params.get('types'), hotelTypeKeys),
    popularity: listOf(params.get('pop'), popularityBands),
    facilities: listOf(params.get('fac'), facilityKeys),
    meals: listOf(params.get('meals'), mealKeys),
    q: (params.get('q') ?? '').slice(0, 80),
    sort: hotelSorts.find((key) => key === sort) ?? 'popular',
    page: page !== null && page >= 1 ? page : 1,
  };
}

/**
 * The filters as the list asks them, in the currency prices are shown in (`shown`). A price
 * range chosen in another currency (kept in the address across a currency switch, or a link
 * from a visitor who shows another) is converted by today's rate, the domain's rule, so "up to
 * US$100" still means the same hotels in rials, never 100 rials; with no rate to convert it
 * by (`convert` answers null) the range is dropped rather than misread.
 */
export function filtersIn(
  filters: HotelFilters,
  shown: Currency,
  convert: (money: Money, to: Currency) => Money | null,
): HotelFilters {
  const from = filters.priceCurrency;
  if (!from || from === shown) return { ...filters, priceCurrency: null };
  const bound = (amount: number | null) =>
    amount === null ? null : (convert({ amount, currency: from }, shown)?.amount ?? undefined);
  const priceMin = bound(filters.priceMin);
  const priceMax = bound(filters.priceMax);
  if (priceMin === undefined || priceMax === undefined)
    return { ...filters, priceMin: null, priceMax: null, priceCurrency: null };
  return { ...filters, priceMin, priceMax, priceCurrency: null };
}

/** A search hotels can be looked for: a city and both dates. */
export function isCompleteHotelSearch(search: HotelSearch): boolean {
  return Boolean(search.city && search.checkIn && search.checkOut);
}

/**
 * The field of the search box's visible city input: a box sent before its page woke names what
 * was typed there, since only the awake box can choose a city (`city` stays empty).
 */
export const typedHotelCityField = { city: 'cityText' } as const;

/** Whether the address names a stay at all (a form or a link sent one), not bare `/hotels`. */
export function namesStay(params: URLSearchParams): boolean {
  return ['city', typedHotelCityField.city, 'checkIn', 'checkOut', 'rooms'].some((name) =>
    params.has(name),
  );
}

/** The stay as a GET form sends it, every field named even when empty. */
export function stayFields(search: HotelSearch): Record<string, string> {
  return {
    city: search.city,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: formatRooms(search.rooms),
  };
}

/** Only the stay (no filters): what the detail page and the reserve page carry. */
export function staySearchParams(search: HotelSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.city) params.set('city', search.city);
  if (search.checkIn) params.set('checkIn', search.checkIn);
  if (search.checkOut) params.set('checkOut', search.checkOut);
  params.set('rooms', formatRooms(search.rooms));
  return params;
}

export function hotelSearchParams(
  search: HotelSearch,
  filters: HotelFilters = noHotelFilters,
): URLSearchParams {
  const params = staySearchParams(search);
  if (filters.priceMin !== null || filters.priceMax !== null) {
    params.set('price', `${filters.priceMin ?? ''}-${filters.priceMax ?? ''}`);
    if (filters.priceCurrency) params.set('priceIn', filters.priceCurrency);
  }
  const lists: [string, readonly (string | number)[]][] = [
    ['stars', filters.stars],
    ['types', filters.types],
    ['pop', filters.popularity],
    ['fac', filters.facilities],
    ['meals', filters.meals],
  ];
  for (const [name, values] of lists) if (values.length > 0) params.set(name, values.join(','));
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== 'popular') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hotelsUrl(search: HotelSearch, filters: HotelFilters = noHotelFilters): string {
  return `/hotels?${hotelSearchParams(search, filters).toString()}`;
}

export function hotelUrl(id: number, search: HotelSearch): string {
  return `/hotels/${id}?${staySearchParams(search).toString()}`;
}

/** The search and filters as `hotel/searchHotels` takes them (API.md "Hotels"). */
export function searchHotelsBody(search: HotelSearch, filters: HotelFilters, pageSize: number) {
  return {
    city: search.city,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: search.rooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      childAges: [...room.childAges],
    })),
    priceMin: filters.priceMin ?? undefined,
    priceMax: filters.priceMax ?? undefined,
    stars: filters.stars,
    types: filters.types,
    popularity: filters.popularity,
    facilities: filters.facilities,
    meals: filters.meals,
    q: filters.q.trim() || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}

/** Guests of every room together. */
export function guestCount(rooms: readonly RoomOccupancy[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
}

/** Rooms chosen on a hotel's page: how many of each room type (`12x2,15x1` in the address). */
export type RoomChoice = Record<number, number>;

export function formatRoomChoice(choice: RoomChoice): string {
  return Object.entries(choice)
    .filter(([, count]) => count > 0)
    .map(([roomTypeId, count]) => `${roomTypeId}x${count}`)
    .join(',');
}

export function parseRoomChoice(text: string | null): RoomChoice {
  const choice: RoomChoice = {};
  for (const part of (text ?? '').split(',')) {
    const match = /^(\d{1,9})x(\d{1,2})$/.exec(part);
    if (match) choice[Number(match[1])] = Number(match[2]);
  }
  return choice;
}

/** Where the Reserve button leads: the stay and the rooms chosen, all in the address. */
export function reserveUrl(id: number, search: HotelSearch, choice: RoomChoice): string {
  const params = staySearchParams(search);
  params.set('choice', formatRoomChoice(choice));
  return `/hotels/${id}/reserve?${params.toString()}`;
}
