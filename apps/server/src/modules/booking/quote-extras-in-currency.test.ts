import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMoney, rateDateOf, type ExchangeRate } from '@parvaz/domain/money/exchange';
import { buildDiscountCode } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight, type Json } from './booking.fixtures';

const turk = { 'x-tenant': 'turk', lang: 'en' };

interface SeatJson {
  code: string;
  price: number;
  filed: number;
}

/**
 * A held quote's seats, services and discount in the asked currency (issue 30, item 12): each
 * converted on its own by the server, its filed amount beside it; the checkout's total (the filed
 * amounts added up and converted once) is what bookFlight charges.
 */
describe.each(databaseKinds)("a quote's extras in dollars (%s)", (kind) => {
  let t: TestApp;
  let dollar: ExchangeRate;
  const today = rateDateOf(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
    const rates = (await t.post('exchange/getRates', {})).json as Json;
    const list = (rates.data?.rates ?? []) as ExchangeRate[];
    const usd = list.find((r) => r.base === 'USD' && r.quote === 'IRR');
    if (!usd) throw new Error('no demo dollar rate');
    dollar = usd;
    await buildDiscountCode(t.database.db, { tenant: 'turk', code: 'EXTRAS10' });
  });
  afterAll(async () => t.close());

  const usd = (amount: number) => convertMoney({ amount, currency: 'IRR' }, 'USD', dollar).amount;
  const data = (answer: { json: unknown }) => (answer.json as Json).data ?? {};

  it('answers seats, services and the discount in dollars, and the total the page adds up is charged', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 180 });
    const held = await hold(t, flight, { adult: 1 }, turk);
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    const quote = held.json.data as {
      quoteId: string;
      total: number;
      currency: string;
      fares: { amount: number; currency: 'IRR' };
      exchange: { rateId: number } | null;
    };
    expect(quote.currency).toBe('USD');
    const { quoteId } = quote;
    const exchange = {
      rateId: dollar.id,
      base: 'USD',
      quote: 'IRR',
      rate: dollar.rate,
      date: today,
    };

    // The seat map: each seat's price in dollars, its rials beside it.
    const map = await t.post('flight/getFlightSeat', { quoteId }, turk);
    expect(map.status).toBe(200);
    const [segment] = data(map).segments as Array<{
      currency: string;
      exchange: unknown;
      rows: Array<{ seats: Array<SeatJson | null> }>;
    }>;
    expect(segment).toMatchObject({ currency: 'USD', exchange });
    const seats = segment?.rows.flatMap((r) => r.seats.filter((s) => s !== null)) ?? [];
    expect(seats.find((s) => s.code === '1A')).toMatchObject({
      price: usd(3_500_000),
      filed: 3_500_000,
    });
    const picked = await t.post(
      'flight/selectSeats',
      {
        quoteId,
        seats: [{ direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: '1A' }],
      },
      turk,
    );
    expect(picked.status, JSON.stringify(picked.json)).toBe(200);
    expect(data(picked).segments).toMatchObject([{ currency: 'USD', exchange }]);

    // The services: unit prices in dollars, their rials beside them.
    const services = await t.post('flight/getFlightServices', { quoteId }, turk);
    expect(data(services)).toMatchObject({ exchange });
    const offers = data(services).services as Array<{
      code: string;
      price: number;
      filed: number;
      currency: string;
    }>;
    const bags = offers.find((o) => o.code === 'XBAG');
    expect(bags).toMatchObject({ price: usd(1_200_000), filed: 1_200_000, currency: 'USD' });

    // The discount: 10% of the rial fares, shown in dollars, its rials beside it.
    const checked = await t.post('flight/checkDiscount', { quoteId, code: 'EXTRAS10' }, turk);
    expect(checked.status, JSON.stringify(checked.json)).toBe(200);
    const tenth = Math.round(quote.fares.amount / 10);
    expect(data(checked)).toEqual({
      code: 'EXTRAS10',
      discount: { amount: usd(tenth), currency: 'USD' },
      filed: { amount: tenth, currency: 'IRR' },
      exchange,
    });

    // The page's total: the filed amounts added to the quote's filed fares, converted once.
    const filedTotal = quote.fares.amount + 3_500_000 + 3 * 1_200_000 - tenth;
    const shownTotal = usd(filedTotal);
    const booked = await t.post(
      'flight/bookFlight',
      {
        quoteId,
        idempotencyKey: `extras-${kind}`,
        passengers: [passenger('ADT')],
        contact: { mobile: '09121234567', country: 'IR', email: '' },
        services: { excessBaggageKg: 3 },
        discountCode: 'EXTRAS10',
        agreement: '1',
        rateId: dollar.id,
      },
      turk,
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    expect(data(booked)).toMatchObject({
      amount: filedTotal,
      currency: 'IRR',
      charge: { amount: shownTotal, currency: 'USD' },
    });
  });

  it('keeps the fares’ currency when it is asked for: nothing converted, the same amounts filed', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 180 });
    const inRials = { ...turk, currency: 'IRR' };
    const held = await hold(t, flight, { adult: 1 }, inRials);
    const quoteId = String(held.json.data?.quoteId);
    const services = await t.post('flight/getFlightServices', { quoteId }, inRials);
    expect(data(services).exchange).toBeNull();
    expect((data(services).services as Array<{ code: string }>)[2]).toMatchObject({
      code: 'XBAG',
      price: 1_200_000,
      filed: 1_200_000,
      currency: 'IRR',
    });
  });
});
