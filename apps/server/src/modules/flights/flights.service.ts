import { z } from 'zod';
import {
  type CheapestResponse,
  type FlightSearchRequest,
  type FlightSearchResponse,
} from '@parvaz/domain/contracts/flight-search';
import { seatsNeeded } from '@parvaz/domain/flights/pricing';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import type { PassengerCounts } from '@parvaz/domain/passengers/counts';
import { salesCutoffMs, searchTtlMs } from '@parvaz/domain/limits';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { SerializedJson } from '../../platform/envelope';
import type { DisplayPrices } from '../exchange/exchange.api';
import { flightResultIn } from './flight-prices-in';
import type { TokenSigner } from '../../platform/signed-token';
import { toFlightResults } from './flight-results';
import { cheapestPerDay, type OfferRow } from './flights.repository';

export interface FlightDeps {
  db: Database;
  signer: TokenSigner;
  now: () => Date;
  /** Offers of a route and day; a short-lived cache in production, the database in tests. */
  offersOn: (
    route: { originCity: string; destinationCity: string; date: string },
    filter: { minSeats: number; departingAfter: Date },
  ) => Promise<OfferRow[]>;
}

/** What a searchId carries: the search itself, so any server process can re-run it. */
const storedSearchSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string(),
  roundTrip: z.boolean(),
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
});
type StoredSearch = z.infer<typeof storedSearchSchema>;

interface OpenSearch {
  search: StoredSearch;
  searchId: string;
  expiresAt: Date;
}

/** A search given by its id: verified once, its own expiry kept. */
function reopenSearch(deps: FlightDeps, searchId: string): OpenSearch {
  const check = deps.signer.verify(searchId, deps.now());
  if (!check.ok && check.reason === 'expired') {
    throw new AppError('EXPIRED', 'searchExpired', { fields: { searchId: 'searchExpired' } });
  }
  const stored = check.ok ? storedSearchSchema.safeParse(check.payload) : undefined;
  if (!check.ok || !stored?.success)
    throw new AppError('VALIDATION', 'invalidValue', { fields: { searchId: 'invalidValue' } });
  return { search: stored.data, searchId, expiresAt: check.expiresAt };
}

function storedSearch(request: FlightSearchRequest): StoredSearch {
  return {
    origin: request.origin,
    destination: request.destination,
    departureDate: request.departureDate,
    returnDate: request.roundTrip ? request.returnDate : '',
    roundTrip: request.roundTrip,
    adult: request.adult,
    child: request.child,
    infant: request.infant,
  };
}

/** A new search: signed with its criteria so any process can re-open it until it expires. */
function openSearch(deps: FlightDeps, request: FlightSearchRequest): OpenSearch {
  const search = storedSearch(request);
  // Whole seconds: the token keeps the expiry to the second, and the answer says exactly that.
  const expiresAt = new Date(Math.floor((deps.now().getTime() + searchTtlMs) / 1000) * 1000);
  return { search, searchId: deps.signer.issue(search, expiresAt), expiresAt };
}

/** Results as JSON per offer list, party and language: a burst of one search is written once. */
const resultsText = new WeakMap<OfferRow[], Map<string, string>>();

function resultsJson(
  rows: OfferRow[],
  counts: PassengerCounts,
  lang: Language,
  prices: DisplayPrices,
): string {
  const key = `${counts.adult}.${counts.child}.${counts.infant}.${lang}.${prices.key}`;
  let texts = resultsText.get(rows);
  if (!texts) {
    texts = new Map();
    resultsText.set(rows, texts);
  }
  let text = texts.get(key);
  if (text === undefined) {
    text = JSON.stringify(
      toFlightResults(rows, counts, lang).map((result) => flightResultIn(result, prices)),
    );
    texts.set(key, text);
  }
  return text;
}

/**
 * New searches over the same offers share one answer, search id included: the id then expires
 * up to the offer cache's few seconds early, and the answer is written and compressed once.
 */
const sharedAnswers = new WeakMap<
  OfferRow[],
  WeakMap<OfferRow[], Map<string, SerializedJson<FlightSearchResponse>>>
>();
const noOffers: OfferRow[] = [];

function answerJson(
  opened: OpenSearch,
  outbound: OfferRow[],
  inbound: OfferRow[],
  counts: PassengerCounts,
  lang: Language,
  prices: DisplayPrices,
): SerializedJson<FlightSearchResponse> {
  // The fares' currency of the answer (one per route's inventory): the rate it was converted by.
  const fares = currencySchema.safeParse((outbound[0] ?? inbound[0])?.currency);
  const head = JSON.stringify({
    searchId: opened.searchId,
    expiresAt: opened.expiresAt.toISOString(),
    exchange: fares.success ? prices.exchange(fares.data) : null,
  });
  return new SerializedJson(
    `${head.slice(0, -1)},"departure":${resultsJson(outbound, counts, lang, prices)},"return":${resultsJson(inbound, counts, lang, prices)}}`,
  );
}

function sharedAnswer(
  deps: FlightDeps,
  request: FlightSearchRequest,
  outbound: OfferRow[],
  inbound: OfferRow[],
  lang: Language,
  prices: DisplayPrices,
): SerializedJson<FlightSearchResponse> {
  let byInbound = sharedAnswers.get(outbound);
  if (!byInbound) {
    byInbound = new WeakMap();
    sharedAnswers.set(outbound, byInbound);
  }
  let answers = byInbound.get(inbound);
  if (!answers) {
    answers = new Map();
    byInbound.set(inbound, answers);
  }
  const key = `${request.adult}.${request.child}.${request.infant}.${lang}.${prices.key}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = answerJson(openSearch(deps, request), outbound, inbound, request, lang, prices);
    answers.set(key, answer);
  }
  return answer;
}

async function offersOf(deps: FlightDeps, search: StoredSearch) {
  const options = {
    minSeats: seatsNeeded(search),
    departingAfter: new Date(deps.now().getTime() + salesCutoffMs),
  };
  return Promise.all([
    deps.offersOn(
      {
        originCity: search.origin,
        destinationCity: search.destination,
        date: search.departureDate,
      },
      options,
    ),
    search.roundTrip
      ? deps.offersOn(
          {
            originCity: search.destination,
            destinationCity: search.origin,
            date: search.returnDate,
          },
          options,
        )
      : noOffers,
  ]);
}

export async function searchFlights(
  deps: FlightDeps,
  request: FlightSearchRequest,
  lang: Language,
  prices: DisplayPrices,
): Promise<SerializedJson<FlightSearchResponse>> {
  if (!request.searchId) {
    const [outbound, inbound] = await offersOf(deps, storedSearch(request));
    return sharedAnswer(deps, request, outbound, inbound, lang, prices);
  }
  const opened = reopenSearch(deps, request.searchId);
  const [outbound, inbound] = await offersOf(deps, opened.search);
  return answerJson(opened, outbound, inbound, opened.search, lang, prices);
}

export async function cheapestFlights(
  deps: FlightDeps,
  request: { origin: string; destination: string; from: string; to: string },
  prices: DisplayPrices,
): Promise<CheapestResponse> {
  const options = { departingAfter: new Date(deps.now().getTime() + salesCutoffMs) };
  const range = { from: request.from, to: request.to };
  const toDays = (rows: Awaited<ReturnType<typeof cheapestPerDay>>) =>
    rows.map((row) => {
      const money = prices.money({
        amount: row.price,
        currency: currencySchema.parse(row.currency),
      });
      return { date: row.date, price: money.amount, currency: money.currency };
    });
  const [departure, arrival] = await Promise.all([
    cheapestPerDay(
      deps.db,
      { originCity: request.origin, destinationCity: request.destination },
      range,
      options,
    ),
    cheapestPerDay(
      deps.db,
      { originCity: request.destination, destinationCity: request.origin },
      range,
      options,
    ),
  ]);
  const fares = currencySchema.safeParse((departure[0] ?? arrival[0])?.currency);
  return {
    departure: toDays(departure),
    arrival: toDays(arrival),
    exchange: fares.success ? prices.exchange(fares.data) : null,
  };
}

/**
 * The cheapest adult price (fare + fee) on sale for a route on one local date, if any: what a
 * price alert watches. Pass the transaction when the caller is in one.
 */
export async function cheapestFareOn(
  db: Database,
  route: { originCity: string; destinationCity: string },
  date: string,
  departingAfter: Date,
): Promise<{ price: number; currency: string } | undefined> {
  const rows = await cheapestPerDay(db, route, { from: date, to: date }, { departingAfter });
  return rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (!best || row.price < best.price ? row : best),
    undefined,
  );
}
