import { z } from 'zod';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type {
  HotelSearchRequest,
  HotelSearchResponse,
  HotelSummary,
} from '@parvaz/domain/contracts/hotels';
import { hotelCityByCode, type HotelCity } from '@parvaz/domain/hotels/hotel-cities';
import { occupancyProblems, stayDateProblems, type StayProblem } from '@parvaz/domain/hotels/stay';
import type { Language } from '@parvaz/domain/languages';
import { searchTtlMs } from '@parvaz/domain/limits';
import { AppError } from '../../platform/app-error';
import { SerializedJson } from '../../platform/envelope';
import type { TokenSigner } from '../../platform/signed-token';
import type { DisplayPrices } from '../exchange/exchange.api';
import { applyFilters, facetsOf, sortHotels } from './hotel-filters';
import { pricedHotelsIn } from './hotel-prices-in';
import type { HotelPricing, PricedHotel } from './hotel-search-pricing';
import { summaryOf } from './hotel-views';

export interface HotelDeps {
  signer: TokenSigner;
  now: () => Date;
  /** The search's hotels priced; a short-lived cache in production, the database in tests. */
  pricedHotels: HotelPricing;
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

function reopen(deps: HotelDeps, searchId: string): OpenSearch {
  const check = deps.signer.verify(searchId, deps.now());
  if (!check.ok && check.reason === 'expired')
    throw new AppError('EXPIRED', 'searchExpired', { fields: { searchId: 'searchExpired' } });
  const stored = check.ok ? storedSearchSchema.safeParse(check.payload) : undefined;
  if (!check.ok || !stored?.success || !hotelCityByCode(stored.data.city))
    throw new AppError('VALIDATION', 'invalidValue', { fields: { searchId: 'invalidValue' } });
  return { search: stored.data, searchId, expiresAt: check.expiresAt };
}

function open(deps: HotelDeps, search: StoredHotelSearch): OpenSearch {
  // Whole seconds: the token keeps its expiry to the second, and the answer says exactly that.
  const expiresAt = new Date(Math.floor((deps.now().getTime() + searchTtlMs) / 1000) * 1000);
  return { search, searchId: deps.signer.issue({ ...search, k: 'hotel' }, expiresAt), expiresAt };
}

/** A page's hotels as the list shows them, in the language, with the stay's price. */
function summariesOf(hotels: readonly PricedHotel[], lang: Language): HotelSummary[] {
  return hotels.map((hotel) => ({
    ...summaryOf(hotel.row, [...hotel.meals], lang),
    price: { perNight: hotel.perNight, total: hotel.total, currency: hotel.currency },
    ...(hotel.freeCancellationUntil ? { freeCancellationUntil: hotel.freeCancellationUntil } : {}),
  }));
}

interface OpenSearch {
  search: StoredHotelSearch;
  searchId: string;
  expiresAt: Date;
}

function answerOf(
  opened: OpenSearch,
  priced: readonly PricedHotel[],
  request: HotelSearchRequest,
  lang: Language,
  prices: DisplayPrices,
): HotelSearchResponse {
  // The filed currency of the city's hotels; the price filter, sorts and facets read the
  // converted prices, so the guest's slider is in the currency they see.
  const filed =
    priced[0]?.currency ??
    (hotelCityByCode(opened.search.city)?.countryCode === 'IR' ? 'IRR' : 'USD');
  const shown = pricedHotelsIn(priced, prices);
  const filtered = sortHotels(applyFilters(shown, request), request.sort);
  const start = (request.page - 1) * request.pageSize;
  return {
    searchId: opened.searchId,
    expiresAt: opened.expiresAt.toISOString(),
    exchange: prices.exchange(filed),
    items: summariesOf(filtered.slice(start, start + request.pageSize), lang),
    total: filtered.length,
    facets: facetsOf(shown, request, prices.currencyOf(filed)),
  };
}

/**
 * Everything of a request that shapes its answer besides the search itself: the currency and
 * rates it is converted by among them (`prices.key`), as the flights' shared answers are keyed.
 */
const answerKey = (request: HotelSearchRequest, lang: Language, prices: DisplayPrices) =>
  JSON.stringify([
    prices.key,
    lang,
    request.priceMin,
    request.priceMax,
    request.stars,
    request.types,
    request.popularity,
    request.facilities,
    request.meals,
    request.q,
    request.sort,
    request.page,
    request.pageSize,
  ]);

/**
 * New searches over the same priced hotels share one written answer, search id included (as the
 * flights' do, decision 003): the id then expires up to the cache's few seconds early, which
 * `expiresAt` states, and the answer is written and compressed once. Bounded per pricing, so
 * a stream of distinct filters within those seconds cannot grow it without end.
 */
const sharedAnswers = new WeakMap<
  readonly PricedHotel[],
  Map<string, SerializedJson<HotelSearchResponse>>
>();
const maxAnswersPerPricing = 500;

function sharedAnswer(
  deps: HotelDeps,
  search: StoredHotelSearch,
  priced: readonly PricedHotel[],
  request: HotelSearchRequest,
  lang: Language,
  prices: DisplayPrices,
): SerializedJson<HotelSearchResponse> {
  let answers = sharedAnswers.get(priced);
  if (!answers) {
    answers = new Map();
    sharedAnswers.set(priced, answers);
  }
  const key = answerKey(request, lang, prices);
  let answer = answers.get(key);
  if (!answer) {
    if (answers.size >= maxAnswersPerPricing) answers.clear();
    answer = new SerializedJson(
      JSON.stringify(answerOf(open(deps, search), priced, request, lang, prices)),
    );
    answers.set(key, answer);
  }
  return answer;
}

/** `hotel/searchHotels`: a new search, or a page of one opened earlier by its searchId. */
export async function searchHotels(
  deps: HotelDeps,
  request: HotelSearchRequest,
  lang: Language,
  prices: DisplayPrices,
): Promise<HotelSearchResponse | SerializedJson<HotelSearchResponse>> {
  if (!request.searchId) {
    const search = checkedSearch(request, deps.now());
    const priced = await deps.pricedHotels(search);
    return sharedAnswer(deps, search, priced, request, lang, prices);
  }
  const opened = reopen(deps, request.searchId);
  return answerOf(opened, await deps.pricedHotels(opened.search), request, lang, prices);
}
