import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { convertMoney, rateDateOf, type ExchangeRate } from '@parvaz/domain/money/exchange';
import { bookingServices, exchangeRates } from '../../db/schema/index';
import { buildFlight, type BookingOverrides } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import type { Json } from '../booking/booking.fixtures';
import { trialBalance } from '../ledger/ledger.api';
import { bookAndStart, locationOf, paymentsApp } from '../payments/payments-test-kit';

interface Offer {
  code: string;
  price: number;
  currency: string;
}

/** Services added after the sale, shown and charged in the asked currency (issue 30, item 12). */
describe.each(databaseKinds)('services added after the sale, in dollars (%s)', (kind) => {
  const ctx = paymentsApp(kind);
  const { db, records, start, pay } = ctx;
  const today = rateDateOf(new Date());
  const inDollars = { 'x-tenant': 'sepehran', lang: 'en', currency: 'USD' };
  let dollar: ExchangeRate;
  let serial = 0;

  beforeAll(async () => {
    const rates = (await ctx.t.post('exchange/getRates', {})).json as Json;
    const list = (rates.data?.rates ?? []) as ExchangeRate[];
    const usd = list.find((r) => r.base === 'USD' && r.quote === 'IRR');
    if (!usd) throw new Error('no demo dollar rate');
    dollar = usd;
  });

  const usd = (amount: number) => convertMoney({ amount, currency: 'IRR' }, 'USD', dollar).amount;
  const ssr = (path: string, body: unknown, headers: Record<string, string> = inDollars) =>
    ctx.t.post(`ssr/${path}`, body, headers);
  const data = (answer: { json: unknown }) => (answer.json as Json).data ?? {};

  /** A booking of the sepehran brand, filed and paid in rials, confirmed at the bank. */
  async function confirmedBooking(
    flight?: { flightId: number; cabinId: number },
    overrides: Partial<BookingOverrides> = {},
  ) {
    const mobile = `+98912557${String(++serial).padStart(4, '0')}`;
    const started = flight
      ? await bookAndStart(db(), flight, { contactMobile: mobile, ...overrides })
      : await start({ contactMobile: mobile, ...overrides });
    await pay(started);
    const booking = await records.booking(started.bookingId);
    expect(booking?.status).toBe('confirmed');
    return { ...started, lookup: { trackingCode: booking?.trackingCode ?? '', mobile } };
  }

  const servicesOf = (bookingId: number) =>
    db().select().from(bookingServices).where(eq(bookingServices.bookingId, bookingId));

  it('shows the offers in the asked currency and charges the sum the page adds up from them', async () => {
    const booking = await confirmedBooking();
    const offer = await ssr('addServiceFlightSearch', booking.lookup);
    expect(offer.status, JSON.stringify(offer.json)).toBe(200);
    // The rial prices of a domestic flight, each converted once by today's dollar rate.
    expect(data(offer)).toMatchObject({
      currency: 'USD',
      exchange: { rateId: dollar.id, base: 'USD', quote: 'IRR', rate: dollar.rate, date: today },
    });
    const offers = data(offer).offers as Offer[];
    const priceOf = (code: string) => offers.find((o) => o.code === code)?.price ?? NaN;
    expect(offers.map((o) => [o.code, o.price, o.currency])).toEqual([
      ['WCHR', 0, 'USD'],
      ['PET', usd(25_000_000), 'USD'],
      ['XBAG', usd(1_200_000), 'USD'],
      ['CARGO', usd(800_000), 'USD'],
    ]);
    // In rials when rials are asked for: nothing converted.
    const inRials = await ssr('addServiceFlightSearch', booking.lookup, {
      ...inDollars,
      currency: 'IRR',
    });
    expect(data(inRials)).toMatchObject({ currency: 'IRR', exchange: null });

    // 7 kg of baggage and 3 of cargo: what the page shows is the offers' prices times the
    // kilograms, and that is what the payment and the bank ask, in dollars.
    const shown = 7 * priceOf('XBAG') + 3 * priceOf('CARGO');
    const submitted = await ssr('submitExtraService', {
      ...booking.lookup,
      rateId: dollar.id,
      services: { excessBaggageKg: 7, cargoKg: 3 },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(data(submitted)).toMatchObject({
      amount: shown,
      currency: 'USD',
      exchange: { rateId: dollar.id, date: today },
      services: [
        {
          code: 'XBAG',
          quantity: 7,
          amount: 8_400_000,
          status: 'requested',
          charge: { amount: 7 * priceOf('XBAG'), currency: 'USD' },
        },
        {
          code: 'CARGO',
          quantity: 3,
          amount: 2_400_000,
          status: 'requested',
          charge: { amount: 3 * priceOf('CARGO'), currency: 'USD' },
        },
      ],
    });
    const paymentUrl = String(data(submitted).paymentUrl);
    const token = paymentUrl.split('/').pop() ?? '';
    expect(await records.bank(token)).toMatchObject({ amount: shown, currency: 'USD' });

    // The operator sets a new rate before the traveller pays: the payment still asks what was
    // shown, by the rate the services were charged at.
    await db()
      .insert(exchangeRates)
      .values({ base: 'USD', quote: 'IRR', rate: '2000000.0000000000', validFrom: today });
    const { callback } = await pay({ paymentUrl });
    expect(locationOf(callback).searchParams.get('payment')).toBe('ok');
    const rows = await servicesOf(booking.bookingId);
    expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    for (const row of rows)
      expect(row).toMatchObject({
        chargeCurrency: 'USD',
        exchangeRateId: dollar.id,
        rateDate: today,
      });
    expect(await records.payment(rows[0]?.paymentId ?? 0)).toMatchObject({
      amount: shown,
      currency: 'USD',
      status: 'paid',
    });

    // A rate the page showed that is no longer in force: look again (409), nothing added.
    const stale = await ssr('submitExtraService', {
      ...booking.lookup,
      rateId: dollar.id,
      services: { excessBaggageKg: 1 },
    });
    expect(stale.status).toBe(409);
    expect((stale.json as Json).errors?.fields?.rateId).toBe(
      'The exchange rate has changed. Please check the new amount and confirm again.',
    );
    expect(await servicesOf(booking.bookingId)).toHaveLength(2);

    // The sale was posted in dollars, the currency paid: the books balance.
    const books = await trialBalance(db(), 'sepehran');
    const dollars = books.find((b) => b.currency === 'USD');
    expect(dollars?.sum).toBe(0);
    expect(dollars?.runningBalancesAgree).toBe(true);
    expect(dollars?.kinds.length).toBeGreaterThan(0);
    await db().delete(exchangeRates).where(eq(exchangeRates.rate, '2000000.0000000000'));
  });

  it('gives a refused service back in the currency paid, all of what was paid', async () => {
    const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 20));
    const flight = await buildFlight(db(), { from: 'SYZ', to: 'KIH', date: day });
    const first = await confirmedBooking(flight);
    const second = await confirmedBooking(flight);
    const cat = { type: 'cat', color: 'grey', weight: 4 };
    const one = await ssr('submitExtraService', { ...first.lookup, services: { animals: [cat] } });
    expect(one.status, JSON.stringify(one.json)).toBe(200);
    expect(data(one)).toMatchObject({ amount: usd(25_000_000), currency: 'USD' });
    // The flight's two animal places go to the other booking, paid in rials.
    const two = await ssr(
      'submitExtraService',
      { ...second.lookup, services: { animals: [cat, cat] } },
      { ...inDollars, currency: 'IRR' },
    );
    expect(data(two)).toMatchObject({ amount: 50_000_000, currency: 'IRR', exchange: null });
    await pay({ paymentUrl: String(data(two).paymentUrl) });

    const paymentUrl = String(data(one).paymentUrl);
    const token = paymentUrl.split('/').pop() ?? '';
    const { callback } = await pay({ paymentUrl });
    expect(locationOf(callback).searchParams.get('payment')).toBe('failed');
    // The card gets back the dollars it paid, every cent of them.
    expect(await records.bank(token)).toMatchObject({
      status: 'reversed',
      amount: usd(25_000_000),
      currency: 'USD',
    });
    const [row] = await servicesOf(first.bookingId);
    expect(row).toMatchObject({ status: 'refused', chargeCurrency: 'USD' });
    expect(await records.payment(row?.paymentId ?? 0)).toMatchObject({
      status: 'reversed',
      currency: 'USD',
    });

    // Sold and given back in dollars, sold in rials: each book balances.
    const books = await trialBalance(db(), 'sepehran');
    for (const currency of ['USD', 'IRR']) {
      const book = books.find((b) => b.currency === currency);
      expect(book?.sum, currency).toBe(0);
      expect(book?.runningBalancesAgree, currency).toBe(true);
    }
  });
});
