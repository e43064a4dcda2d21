import { z } from 'zod';
import { localDateIn, zonedIso } from '@parvaz/domain/calendar/zoned';
import type {
  HotelSearchRequest,
  HotelSearchResponse,
  HotelSummary,
} from '@parvaz/domain/contracts/hotels';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { hotelCityByCode, type HotelCity } from '@parvaz/domain/hotels/hotel-cities';
import {
  nightsOf,
  occupancyProblems,
  stayDateProblems,
  type RoomOccupancy,
  type StayProblem,
} from '@parvaz/domain/hotels/stay';
import type { Language } from '@parvaz/domain/languages';
import { searchTtlMs } from '@parvaz/domain/limits';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { TokenSigner } from '../../platform/signed-token';
import { applyFilters, facetsOf, sortHotels, type Candidate } from './hotel-filters';
import { cheapestRooms, earliestFreeCancellation, fits } from './hotel-offers';
import { mealsIn, summaryOf } from './hotel-views';
import { bookableRoomTypes, hotelsOfCity, type StayRoomTypeRow } from './hotels.repository';

export interface HotelDeps {
  db: Database;
  signer: TokenSigner;
  now: () => Date;
}

/** What a searchId carries: the stay and the party, so any process can re-run the search. */
const storedSearchSchema = z.object({
  city: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.array(
    z.object({
      adults: z.number().int(),
      children: z.number().int(),
      childAges: z.array(z.number().int()),
    }),
  ),
});
export type StoredHotelSearch = z.infer<typeof storedSearchSchema>;

/** The stay's problems as one 400, each on its field, the first one as the message. */
export function stayError(problems: readonly StayProblem[]): AppError {
  const [first] = problems;
  return new AppError('VALIDATION', first?.key ?? 'invalidValue', {
    fields: Object.fromEntries(problems.map((problem) => [problem.path, problem.key])),
  });
}

export function hotelCityOf(code: string): HotelCity {
  const city = hotelCityByCode(code);
  if (!city)
    throw new AppError('VALIDATION', 'hotelCityRequired', {
      fields: { city: 'hotelCityRequired' },
    });
  return city;
}

/** The stay and party checked against today in the city, where the hotels count their nights. */
function checkedSearch(request: HotelSearchRequest, now: Date): StoredHotelSearch {
  const city = hotelCityOf(request.city);
  const rooms = request.rooms.map((room) => ({ ...room, childAges: [...room.childAges] }));
  const problems = [
    ...stayDateProblems(request.checkIn, request.checkOut, localDateIn(now, city.timeZone)),
    ...occupancyProblems(rooms),
  ];
  if (problems.length) throw stayError(problems);
  return { city: city.code, checkIn: request.checkIn, checkOut: request.checkOut, rooms };
}

function reopen(
  deps: HotelDeps,
  searchId: string,
): { search: StoredHotelSearch; searchId: string; expiresAt: Date } {
  const check = deps.signer.verify(searchId, deps.now());
  if (!check.ok && check.reason === 'expired')
    throw new AppError('EXPIRED', 'searchExpired', { fields: { searchId: 'searchExpired' } });
  const stored = check.ok ? storedSearchSchema.safeParse(check.payload) : undefined;
  if (!check.ok || !stored?.success || !hotelCityByCode(stored.data.city))
    throw new AppError('VALIDATION', 'invalidValue', { fields: { searchId: 'invalidValue' } });
  return { search: stored.data, searchId, expiresAt: check.expiresAt };
}

function open(deps: HotelDeps, search: StoredHotelSearch) {
  // Whole seconds: the token keeps its expiry to the second, and the answer says exactly that.
  const expiresAt = new Date(Math.floor((deps.now().getTime() + searchTtlMs) / 1000) * 1000);
  return { search, searchId: deps.signer.issue({ ...search, k: 'hotel' }, expiresAt), expiresAt };
}

interface Offered extends Candidate {
  summary: HotelSummary;
}

const smallest = (rooms: readonly RoomOccupancy[], key: 'adults' | 'children') =>
  Math.min(...rooms.map((room) => room[key]));

/** Every hotel of the city with rooms for the whole party on every night, priced. */
async function offeredHotels(
  db: Database,
  search: StoredHotelSearch,
  lang: Language,
): Promise<Offered[]> {
  const nights = nightsOf(search.checkIn, search.checkOut).length;
  const [rows, types] = await Promise.all([
    hotelsOfCity(db, search.city),
    bookableRoomTypes(db, {
      cityCode: search.city,
      checkIn: search.checkIn,
      checkOut: search.checkOut,
      nights,
      minAdults: smallest(search.rooms, 'adults'),
      minChildren: smallest(search.rooms, 'children'),
    }),
  ]);
  const typesOf = new Map<number, StayRoomTypeRow[]>();
  for (const type of types) typesOf.set(type.hotelId, [...(typesOf.get(type.hotelId) ?? []), type]);
  const offered: Offered[] = [];
  for (const row of rows) {
    const own = typesOf.get(row.id);
    const choice = own && cheapestRooms(search.rooms, own);
    const currency = choice && currencySchema.safeParse(choice.currency);
    if (!own || !choice || !currency?.success) continue;
    const fitting = own.filter((type) => search.rooms.some((room) => fits(type, room)));
    const freeUntil = earliestFreeCancellation(fitting, search.checkIn, row);
    const perNight = Math.round(choice.total / nights);
    const meals = mealsIn(fitting.map((type) => type.meals));
    const summary: HotelSummary = {
      ...summaryOf(row, meals, lang),
      price: { perNight, total: choice.total, currency: currency.data },
      ...(freeUntil ? { freeCancellationUntil: zonedIso(freeUntil, row.timeZone) } : {}),
    };
    offered.push({
      id: row.id,
      name: row.name,
      stars: row.stars,
      type: row.type,
      popularity: summary.popularity,
      rating: summary.rating,
      facilities: row.facilities,
      meals,
      perNight,
      currency: currency.data,
      summary,
    });
  }
  return offered;
}

/** `hotel/searchHotels`: a new search, or a page of one opened earlier by its searchId. */
export async function searchHotels(
  deps: HotelDeps,
  request: HotelSearchRequest,
  lang: Language,
): Promise<HotelSearchResponse> {
  const opened = request.searchId
    ? reopen(deps, request.searchId)
    : open(deps, checkedSearch(request, deps.now()));
  const offered = await offeredHotels(deps.db, opened.search, lang);
  const filtered = sortHotels(applyFilters(offered, request), request.sort);
  const start = (request.page - 1) * request.pageSize;
  const currency =
    offered[0]?.summary.price.currency ??
    (hotelCityByCode(opened.search.city)?.countryCode === 'IR' ? 'IRR' : 'USD');
  return {
    searchId: opened.searchId,
    expiresAt: opened.expiresAt.toISOString(),
    items: filtered.slice(start, start + request.pageSize).map((hotel) => hotel.summary),
    total: filtered.length,
    facets: facetsOf(offered, request, currency),
  };
}
