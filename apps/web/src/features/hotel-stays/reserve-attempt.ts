import type { PriceChangedDetail } from '@parvaz/domain/contracts/hotel-stays';
import type { ApiClientError } from '../../lib/api/api-result';

// One reservation attempt: the idempotency key is made once per attempt and sent with every
// retry of it (a double click, an answer lost on the way), so the server makes one stay. A
// refusal ends the attempt; agreeing to a new price starts the next one.

export interface ReserveAttempt {
  key: string;
  /** The total the guest saw and agreed to (minor units). */
  expectedTotal: number;
  /** After a price change: the total first shown, recorded with the guest's consent. */
  previousTotal?: number;
}

/** A price change the guest is asked to accept. */
export interface PriceChange {
  before: number;
  after: number;
}

export function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The attempt a submit sends: the one in progress for this total, or a new one. */
export function attemptFor(
  current: ReserveAttempt | null,
  shownTotal: number,
  makeKey: () => string = newAttemptKey,
): ReserveAttempt {
  if (current && current.expectedTotal === shownTotal) return current;
  return { key: makeKey(), expectedTotal: shownTotal };
}

/** After the guest accepts a new price: an attempt at it that records what it moved from. */
export function consentedAttempt(
  change: PriceChange,
  makeKey: () => string = newAttemptKey,
): ReserveAttempt {
  return { key: makeKey(), expectedTotal: change.after, previousTotal: change.before };
}

const isTotal = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The price change a PRICE_CHANGED answer names (`errors.detail`: the total now and the one the
 * guest agreed to move from), or null when it names none.
 */
export function priceChangeOf(detail: ApiClientError['detail']): PriceChange | null {
  // Read by the contract's names without its schema: the contracts load lazily.
  const field = (name: keyof PriceChangedDetail): unknown => detail?.[name];
  const after = field('total');
  const before = field('previousTotal');
  return isTotal(after) && isTotal(before) ? { before, after } : null;
}

export type Refusal =
  | { kind: 'priceChanged' }
  /** The exchange rate the rooms were shown by is no longer in force (409 on `rateId`). */
  | { kind: 'rateChanged' }
  | { kind: 'roomsGone' }
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  | { kind: 'message'; message: string };

/** What the page does with a refused reservation. */
export function refusalOf(error: ApiClientError): Refusal {
  if (error.code === 'PRICE_CHANGED') return { kind: 'priceChanged' };
  if (error.status === 409 && error.fields.rateId) return { kind: 'rateChanged' };
  if (error.code === 'CAPACITY_FULL') return { kind: 'roomsGone' };
  if (Object.keys(error.fields).length > 0)
    return { kind: 'fields', fields: error.fields, message: error.message };
  return { kind: 'message', message: error.message };
}

/** What one submit came to, for the page to show. */
export type ReserveOutcome<T> =
  | { kind: 'reserved'; data: T }
  | { kind: 'priceChanged'; change: PriceChange }
  | Exclude<Refusal, { kind: 'priceChanged' }>;

/**
 * Sends one attempt and reads the answer. A moved price comes with both totals in the answer, so
 * the guest is asked at once; an answer without them (an older server) has the hotel's rooms read
 * again (`reprice`), and if they read the same as before, the server's words are shown.
 */
export async function reserveOnce<T>(
  attempt: ReserveAttempt,
  send: (
    attempt: ReserveAttempt,
  ) => Promise<{ ok: true; data: T } | { ok: false; error: ApiClientError }>,
  reprice: () => Promise<number | null>,
): Promise<ReserveOutcome<T>> {
  const result = await send(attempt);
  if (result.ok) return { kind: 'reserved', data: result.data };
  const refusal = refusalOf(result.error);
  if (refusal.kind !== 'priceChanged') return refusal;
  const told = priceChangeOf(result.error.detail);
  if (told && told.after !== attempt.expectedTotal) return { kind: 'priceChanged', change: told };
  const now = await reprice();
  if (now === null || now === attempt.expectedTotal)
    return { kind: 'message', message: result.error.message };
  return {
    kind: 'priceChanged',
    change: { before: attempt.previousTotal ?? attempt.expectedTotal, after: now },
  };
}
