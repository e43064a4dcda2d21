import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightSearchResponse } from '@parvaz/domain/contracts/flight-search';
import { convertMoney, rateDateOf, type ExchangeRate } from '@parvaz/domain/money/exchange';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { flightDay, hold, passenger, sellableFlight, type Json } from '../booking/booking.fixtures';

const turk = { 'x-tenant': 'turk', lang: 'en' };
const sepehran = { 'x-tenant': 'sepehran', lang: 'en' };
const search = { origin: 'MHD', destination: 'THRC', departureDate: flightDay, adult: 1 };
let keySerial = 0;

function flightsOf(json: unknown): FlightSearchResponse {
  return (json as { data: FlightSearchResponse }).data;
}

/** The API.md `currency` header: every priced answer in it, with the rate it took. */
describe.each(databaseKinds)('priced answers in the asked currency (%s)', (kind) => {
  let t: TestApp;
  let dollar: ExchangeRate;
  let dinar: ExchangeRate;
  let flight: Awaited<ReturnType<typeof sellableFlight>>;
  const today = rateDateOf(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
    const rates = ((await t.post('exchange/getRates', {})).json as Json).data?.rates;
    const list = (rates ?? []) as ExchangeRate[];
    const find = (base: string, quote: string) => {
      const rate = list.find((r) => r.base === base && r.quote === quote);
      if (!rate) throw new Error(`no demo ${base}/${quote} rate`);
      return rate;
    };
    dollar = find('USD', 'IRR');
    dinar = find('KWD', 'IRR');
    flight = await sellableFlight(t.database.db);
  });
  afterAll(async () => t.close());

  async function searchIn(headers: Record<string, string>) {
    const answer = await t.post('flight/getFlights', search, headers);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const data = flightsOf(answer.json);
    const result = data.departure.find((r) => r.ref === flight.ref);
    if (!result) throw new Error('the built flight is not in the results');
    return { data, result };
  }

  it('answers the search in rials on sepehran, as filed, and says no rate was used', async () => {
    const { data, result } = await searchIn(sepehran);
    expect(data.exchange).toBeNull();
    expect(result.price.currency).toBe('IRR');
  });

  it("answers turk's search in dollars by default, each price converted from the rials", async () => {
    const rials = (await searchIn(sepehran)).result;
    const { data, result } = await searchIn(turk);
    expect(data.exchange).toEqual({
      rateId: dollar.id,
      base: 'USD',
      quote: 'IRR',
      rate: dollar.rate,
      date: today,
    });
    const usd = (amount: number) => convertMoney({ amount, currency: 'IRR' }, 'USD', dollar).amount;
    expect(result.price).toEqual({
      adult: usd(rials.price.adult),
      child: usd(rials.price.child),
      infant: usd(rials.price.infant),
      total: usd(rials.price.total),
      currency: 'USD',
    });
    const [agency] = result.agencies;
    const [rialAgency] = rials.agencies;
    expect(agency?.fee.final).toBe(usd(rialAgency?.fee.final ?? 0));
    expect(agency?.serviceFee.adult).toBe(usd(rialAgency?.serviceFee.adult ?? 0));
  });

  it('answers in the currency header (KWD), and ignores one that names no currency', async () => {
    const { data, result } = await searchIn({ ...turk, currency: 'kwd' });
    expect(result.price.currency).toBe('KWD');
    expect(data.exchange).toMatchObject({ rateId: dinar.id, base: 'KWD', quote: 'IRR' });
    const rials = (await searchIn({ ...turk, currency: 'IRR' })).result;
    expect(rials.price.currency).toBe('IRR');
    expect(result.price.total).toBe(
      convertMoney({ amount: rials.price.total, currency: 'IRR' }, 'KWD', dinar).amount,
    );
    const unknown = await searchIn({ ...turk, currency: 'EUR' });
    expect(unknown.result.price.currency).toBe('USD');
  });

  it('answers the cheapest days in the asked currency with the rate', async () => {
    const body = { origin: 'MHD', destination: 'THRC', from: flightDay, to: flightDay };
    const inRials = (await t.post('flight/getCheapestFlights', body, sepehran)).json as Json;
    const inDollars = (await t.post('flight/getCheapestFlights', body, turk)).json as Json;
    const rialDay = (inRials.data?.departure as Array<{ price: number; currency: string }>)[0];
    const dollarDay = (inDollars.data?.departure as Array<{ price: number; currency: string }>)[0];
    expect(inRials.data?.exchange).toBeNull();
    expect(rialDay?.currency).toBe('IRR');
    expect(inDollars.data?.exchange).toMatchObject({ rateId: dollar.id, date: today });
    expect(dollarDay).toMatchObject({
      currency: 'USD',
      price: convertMoney({ amount: rialDay?.price ?? 0, currency: 'IRR' }, 'USD', dollar).amount,
    });
  });

  it("quotes turk in dollars and bookFlight charges exactly the quote's total", async () => {
    const held = await hold(t, flight, { adult: 2 }, turk);
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    const quote = held.json.data as {
      quoteId: string;
      total: number;
      currency: string;
      fares: { amount: number; currency: string };
      exchange: unknown;
    };
    expect(quote.currency).toBe('USD');
    expect(quote.fares.currency).toBe('IRR');
    expect(quote.total).toBe(convertMoney(quote.fares as never, 'USD', dollar).amount);
    expect(quote.exchange).toMatchObject({ rateId: dollar.id, date: today });

    const booked = await t.post(
      'flight/bookFlight',
      {
        quoteId: quote.quoteId,
        idempotencyKey: `prices-in-${kind}-${keySerial++}`,
        passengers: [passenger('ADT'), passenger('ADT')],
        contact: { mobile: '09121234567', country: 'IR', email: '' },
        services: {},
        discountCode: '',
        agreement: '1',
      },
      turk,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    expect((booked.json as Json).data?.charge).toMatchObject({
      amount: quote.total,
      currency: 'USD',
      rateDate: today,
    });
  });
});

describe.each(databaseKinds)('priced answers before any rate is set (%s)', (kind) => {
  let t: TestApp;
  let flight: Awaited<ReturnType<typeof sellableFlight>>;

  beforeAll(async () => {
    // A day before the demo's first rate: the table has none of any pair yet.
    t = await createTestApp(kind, { now: () => new Date(Date.now() - 90 * 86_400_000) });
    flight = await sellableFlight(t.database.db);
  });
  afterAll(async () => t.close());

  async function searchIn(headers: Record<string, string>) {
    const answer = await t.post('flight/getFlights', search, headers);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const data = flightsOf(answer.json);
    const result = data.departure.find((r) => r.ref === flight.ref);
    if (!result) throw new Error('the built flight is not in the results');
    return { data, result };
  }

  it("answers in the fares' own currency when the table has no rate, and charges that", async () => {
    const { data, result } = await searchIn(turk);
    expect(data.exchange).toBeNull();
    expect(result.price.currency).toBe('IRR');
    const held = await hold(t, flight, { adult: 1 }, turk);
    const quote = held.json.data as { quoteId: string; total: number; currency: string };
    expect(quote.currency).toBe('IRR');
    const booked = await t.post(
      'flight/bookFlight',
      {
        quoteId: quote.quoteId,
        idempotencyKey: `prices-in-${kind}-${keySerial++}`,
        passengers: [passenger('ADT')],
        contact: { mobile: '09121234567', country: 'IR', email: '' },
        services: {},
        discountCode: '',
        agreement: '1',
      },
      turk,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    expect((booked.json as Json).data?.charge).toMatchObject({
      amount: quote.total,
      currency: 'IRR',
      rate: null,
    });
  });
});
