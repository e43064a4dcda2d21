import { describe, expect, it } from 'vitest';
import type { ApiClientError } from '../../lib/api/api-result';
import {
  attemptFor,
  consentedAttempt,
  priceChangeOf,
  reserveOnce,
  type ReserveAttempt,
} from './reserve-attempt';

const refusal = (
  code: string | null,
  fields: Record<string, string> = {},
  detail?: Record<string, unknown>,
): ApiClientError => ({
  status: code === 'CAPACITY_FULL' || code === 'PRICE_CHANGED' ? 409 : 400,
  message: 'refused',
  messages: ['refused'],
  code,
  fields,
  ...(detail ? { detail } : {}),
});

/** The reprice of a page that must not need one: the answer named both totals. */
const noReprice = async (): Promise<number | null> => {
  throw new Error('the rooms were read again');
};

function keys() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('reservation attempts', () => {
  it('keeps one key for retries of the same total, and a new one for another total', () => {
    const make = keys();
    const first = attemptFor(null, 1_000, make);
    expect(attemptFor(first, 1_000, make)).toBe(first);
    expect(attemptFor(first, 1_200, make)).toEqual({ key: 'key-2', expectedTotal: 1_200 });
  });

  it('on PRICE_CHANGED shows both totals, then sends the new total with the consent', async () => {
    const make = keys();
    const sent: ReserveAttempt[] = [];
    // The server's price is 1,250 now; it answers PRICE_CHANGED to any other expected total.
    const send = async (a: ReserveAttempt) => {
      sent.push(a);
      return a.expectedTotal === 1_250
        ? { ok: true as const, data: { trackingCode: 'H123' } }
        : { ok: false as const, error: refusal('PRICE_CHANGED', { expectedTotal: 'changed' }) };
    };
    const first = await reserveOnce(attemptFor(null, 1_000, make), send, async () => 1_250);
    expect(first).toEqual({ kind: 'priceChanged', change: { before: 1_000, after: 1_250 } });
    if (first.kind !== 'priceChanged') throw new Error('expected a price change');

    const second = await reserveOnce(consentedAttempt(first.change, make), send, async () => 1_250);
    expect(second).toEqual({ kind: 'reserved', data: { trackingCode: 'H123' } });
    expect(sent).toEqual([
      { key: 'key-1', expectedTotal: 1_000 },
      { key: 'key-2', expectedTotal: 1_250, previousTotal: 1_000 },
    ]);
  });

  it('a second change keeps the first total shown as the one agreed to move from', async () => {
    const send = async () => ({ ok: false as const, error: refusal('PRICE_CHANGED') });
    const again = await reserveOnce(
      { key: 'k', expectedTotal: 1_250, previousTotal: 1_000 },
      send,
      async () => 1_400,
    );
    expect(again).toEqual({ kind: 'priceChanged', change: { before: 1_000, after: 1_400 } });
  });

  it('asks at once with the totals the PRICE_CHANGED answer names, reading nothing again', async () => {
    const detail = { total: 1_250, currency: 'IRR', previousTotal: 1_000 };
    const send = async () => ({
      ok: false as const,
      error: refusal('PRICE_CHANGED', { expectedTotal: 'changed' }, detail),
    });
    expect(await reserveOnce({ key: 'k', expectedTotal: 1_000 }, send, noReprice)).toEqual({
      kind: 'priceChanged',
      change: { before: 1_000, after: 1_250 },
    });
    // After a first change was accepted, the server names the total first shown.
    const again = async () => ({
      ok: false as const,
      error: refusal('PRICE_CHANGED', {}, { total: 1_400, currency: 'IRR', previousTotal: 1_000 }),
    });
    expect(
      await reserveOnce({ key: 'k', expectedTotal: 1_250, previousTotal: 1_000 }, again, noReprice),
    ).toEqual({ kind: 'priceChanged', change: { before: 1_000, after: 1_400 } });
  });

  it('reads the rooms again only when the answer names no usable totals', async () => {
    expect(priceChangeOf(undefined)).toBeNull();
    expect(priceChangeOf({ total: '1250', previousTotal: 1_000 })).toBeNull();
    expect(priceChangeOf({ total: 1_250 })).toBeNull();
    expect(priceChangeOf({ total: 1_250.5, previousTotal: 1_000 })).toBeNull();
    const send = async () => ({
      ok: false as const,
      error: refusal('PRICE_CHANGED', {}, { total: 1_250 }),
    });
    expect(await reserveOnce({ key: 'k', expectedTotal: 1_000 }, send, async () => 1_300)).toEqual({
      kind: 'priceChanged',
      change: { before: 1_000, after: 1_300 },
    });
  });

  it('tells a new exchange rate (409 on rateId) from a new room price', async () => {
    const attempt = { key: 'k', expectedTotal: 1_000 };
    const rateChanged: ApiClientError = {
      status: 409,
      message: 'The exchange rate has changed.',
      messages: ['The exchange rate has changed.'],
      code: 'CONFLICT',
      fields: { rateId: 'The exchange rate has changed.' },
    };
    const send = async () => ({ ok: false as const, error: rateChanged });
    expect(await reserveOnce(attempt, send, noReprice)).toEqual({ kind: 'rateChanged' });
  });

  it('says the server’s words when the price cannot be read again, rooms gone, or fields', async () => {
    const attempt = { key: 'k', expectedTotal: 1_000 };
    const answer = (error: ApiClientError) => async () => ({ ok: false as const, error });
    expect(await reserveOnce(attempt, answer(refusal('PRICE_CHANGED')), async () => null)).toEqual({
      kind: 'message',
      message: 'refused',
    });
    expect(await reserveOnce(attempt, answer(refusal('CAPACITY_FULL')), async () => 1_000)).toEqual(
      { kind: 'roomsGone' },
    );
    expect(
      await reserveOnce(
        attempt,
        answer(refusal('VALIDATION', { 'rooms.0.guests.0.lastName': 'Latin letters only' })),
        async () => 1_000,
      ),
    ).toEqual({
      kind: 'fields',
      fields: { 'rooms.0.guests.0.lastName': 'Latin letters only' },
      message: 'refused',
    });
  });
});
