import type { Currency } from '@parvaz/domain/format/money';
import type { BookFlightResponse, QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import type { FormBody } from '../../lib/api/form-encoding';
import { parseLazily } from '../../lib/api/parse-lazily';

/** The booking contract's schemas (and its quote extras'), loaded with the first answer that needs them. */
const contract = () => import('@parvaz/domain/contracts/booking');
const extrasContract = () => import('@parvaz/domain/contracts/quote-extras');

export interface QuoteInput {
  departureRef: string;
  returnRef: string;
  agencyId: string;
  /** The agency selling the return flight, when it is not the outbound one's. */
  returnAgencyId: string;
  adult: number;
  child: number;
  infant: number;
}

/** A held quote and when its hold ends on this device's clock (which may be off the server's). */
export type HeldQuote = QuoteResponse & { deadline: number };

/** `flight/getFlightPrice`: re-prices the flights and holds the seats; errors are the page's to show. */
export async function requestQuote(input: QuoteInput): Promise<ApiResult<HeldQuote>> {
  const body: Record<string, string | number> = {
    departureRef: input.departureRef,
    agencyId: input.agencyId,
    adult: input.adult,
    child: input.child,
    infant: input.infant,
  };
  if (input.returnRef) body.returnRef = input.returnRef;
  if (input.returnRef && input.returnAgencyId) body.returnAgencyId = input.returnAgencyId;
  return apiCall('flight/getFlightPrice', body, {
    quiet: true,
    parse: async (data) => {
      const quote = (await contract()).quoteResponseSchema.parse(data);
      return { ...quote, deadline: Date.now() + quote.expiresInMs };
    },
  });
}

/**
 * The seats, services and discount of a held quote are asked in the currency the quote was
 * priced in (`currency`), so they are written beside its amounts as they come; a switch of the
 * header's currency does not re-price a held quote (decision 007).
 */
export function seatMapQuery(quoteId: string, language: Language, currency: Currency) {
  return queryOptions({
    queryKey: ['booking', 'seats', quoteId, language, currency],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'flight/getFlightSeat',
          { quoteId },
          {
            signal,
            currency,
            quiet: true,
            parse: parseLazily(() => extrasContract().then((c) => c.seatMapResponseSchema)),
          },
        ),
      ),
    retry: false,
    staleTime: 0,
  });
}

export interface SeatPick {
  direction: 'departure' | 'return';
  passengerIndex: number;
  passengerType: 'ADT' | 'CHD' | 'INF';
  seat: string;
}

/** `flight/selectSeats`: replaces the quote's seat picks with these. */
export function selectSeats(quoteId: string, seats: readonly SeatPick[], currency: Currency) {
  return apiCall(
    'flight/selectSeats',
    { quoteId, seats: seats.map((s) => ({ ...s })) },
    { currency, quiet: true, parse: (data) => data },
  );
}

export function servicesQuery(quoteId: string, language: Language, currency: Currency) {
  return queryOptions({
    queryKey: ['booking', 'services', quoteId, language, currency],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'flight/getFlightServices',
          { quoteId },
          {
            signal,
            currency,
            quiet: true,
            parse: parseLazily(() => extrasContract().then((c) => c.servicesResponseSchema)),
          },
        ),
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function checkDiscount(quoteId: string, code: string, currency: Currency) {
  return apiCall(
    'flight/checkDiscount',
    { quoteId, code },
    {
      currency,
      quiet: true,
      parse: parseLazily(() => contract().then((c) => c.discountResponseSchema)),
    },
  );
}

export function bookFlight(body: FormBody): Promise<ApiResult<BookFlightResponse>> {
  return apiCall('flight/bookFlight', body, {
    quiet: true,
    parse: parseLazily(() => contract().then((c) => c.bookFlightResponseSchema)),
  });
}

const quoteStoragePrefix = 'parvaz.booking.quote.';

/** The last quote of this tab, so a reload keeps the hold instead of asking for a new one. */
export async function loadStoredQuote(
  selection: string,
  quoteId: string,
): Promise<HeldQuote | null> {
  try {
    const raw = sessionStorage.getItem(quoteStoragePrefix + selection);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { deadline?: unknown };
    const stored = (await contract()).quoteResponseSchema.safeParse(saved);
    if (!stored.success || typeof saved.deadline !== 'number') return null;
    const quote = { ...stored.data, deadline: saved.deadline };
    if (quote.quoteId !== quoteId) return null;
    if (quote.deadline <= Date.now()) return null;
    return quote;
  } catch {
    return null;
  }
}

export function storeQuote(selection: string, quote: HeldQuote): void {
  try {
    sessionStorage.setItem(quoteStoragePrefix + selection, JSON.stringify(quote));
  } catch {
    // The hold still works for this page; a reload will ask for a new one.
  }
}

const attemptPrefix = 'parvaz.booking.attempt.';

/** One key per booking attempt of a quote: a double click or a retry is the same booking. */
export function attemptKey(quoteId: string): string {
  const storageKey = attemptPrefix + quoteId;
  try {
    const existing = sessionStorage.getItem(storageKey);
    if (existing) return existing;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

/** After an answer that made no booking (invalid input), the next try is a new attempt. */
export function forgetAttempt(quoteId: string): void {
  try {
    sessionStorage.removeItem(attemptPrefix + quoteId);
  } catch {
    // Nothing stored.
  }
}
