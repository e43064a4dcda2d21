import { convertMoney, rateDateOf, type ExchangeRate } from '@parvaz/domain/money/exchange';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema/exchange';
import { hotelStays } from '../../db/schema/hotels';
import { payments } from '../../db/schema/payments';
import { sandboxBankTransactions } from '../../db/schema/sandbox-bank';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import type { Json } from '../booking/booking.fixtures';
import { trialBalance } from '../ledger/ledger.api';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { reservation, stayDay, stayHotel } from './hotel-stay-test-kit';

const turk = { 'x-tenant': 'turk', lang: 'en' };
/** An Iranian guest on the Turkish brand: the mobile's country said. */
const contact = { contact: { mobile: '09121234567', country: 'IR', email: 'guest@example.com' } };

/** A stay charged in the currency its rooms were shown in, and refunded by the rate paid at. */
describe.each(databaseKinds)('a hotel stay paid in dollars (%s)', (kind) => {
  let t: TestApp;
  let dollar: ExchangeRate;
  const today = rateDateOf(new Date());
  const checkIn = stayDay(310);
  const checkOut = stayDay(312);
  // 20 and 21 million rials a night.
  const filed = 41_000_000;
  const usd = (amount: number) => convertMoney({ amount, currency: 'IRR' }, 'USD', dollar).amount;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const rates = ((await t.post('exchange/getRates', {})).json as Json).data?.rates;
    const found = (rates as ExchangeRate[]).find((r) => r.base === 'USD' && r.quote === 'IRR');
    if (!found) throw new Error('no demo USD/IRR rate');
    dollar = found;
  });
  afterAll(async () => t.close());

  const stayRow = async (id: number) =>
    (await t.database.db.select().from(hotelStays).where(eq(hotelStays.id, id)))[0];

  it('refuses a total in rials on turk, which shows dollars, naming the dollar total', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 2 });
    const answer = await t.post(
      'hotel/reserveHotel',
      reservation(ids, { checkIn, checkOut, expectedTotal: filed }, contact),
      turk,
    );
    expect(answer.status).toBe(409);
    const errors = (answer.json as { errors?: { detail?: unknown } }).errors;
    expect(errors?.detail).toMatchObject({
      total: usd(filed),
      currency: 'USD',
    });
  });

  it('charges the dollars shown, pays them, and refunds them by the rate paid at', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 2 });
    const rooms = await t.post('hotel/getHotelRooms', { id: ids.hotelId, checkIn, checkOut }, turk);
    const offer = (rooms.json as { data: { price: { total: number; currency: string } }[] })
      .data[0];
    expect(offer?.price).toMatchObject({ total: usd(filed), currency: 'USD' });

    const held = await t.post(
      'hotel/reserveHotel',
      reservation(ids, { checkIn, checkOut, expectedTotal: usd(filed) }, contact),
      turk,
    );
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    const data = (held.json as Json).data;
    expect(data).toMatchObject({ amount: filed, currency: 'IRR' });
    expect(data?.charge).toEqual({
      amount: usd(filed),
      currency: 'USD',
      rate: dollar,
      rateDate: today,
    });
    const id = Number(data?.bookingId);
    expect(await stayRow(id)).toMatchObject({
      chargeCurrency: 'USD',
      chargeAmount: usd(filed),
      exchangeRateId: dollar.id,
      rateDate: today,
    });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'hotel'), eq(payments.purchaseId, id)));
    expect(payment).toMatchObject({ amount: usd(filed), currency: 'USD' });

    await payAndReturn(t.app, String(data?.paymentUrl), cardForm(validCard()));
    expect((await stayRow(id))?.status).toBe('Confirmed');
    const lookup = { trackingCode: String(data?.trackingCode), mobile: '+989121234567' };
    const voucher = (await t.post('hotel/hotelVoucher', lookup, turk)).json as Json;
    expect(voucher.data?.charge).toEqual({
      amount: usd(filed),
      currency: 'USD',
      rate: dollar,
      rateDate: today,
    });

    // The operator sets a new dollar rate: the refund still goes back by the one paid at.
    await t.database.db.insert(exchangeRates).values({
      base: 'USD',
      quote: 'IRR',
      rate: '2000000.0000000000',
      validFrom: today,
    });
    const quote = (await t.post('hotel/getRefundQuote', lookup, turk)).json as Json;
    expect(quote.data).toMatchObject({ penalty: 0, refund: usd(filed), currency: 'USD' });
    const cancelled = await t.post('hotel/hotelRefund', lookup, turk);
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect((cancelled.json as Json).data).toMatchObject({
      status: 'Cancelled',
      penalty: 0,
      refund: usd(filed),
      currency: 'USD',
      destination: 'card',
    });
    // The card gets back the dollars it paid, every cent of them.
    const [atBank] = await t.database.db
      .select()
      .from(sandboxBankTransactions)
      .where(eq(sandboxBankTransactions.token, String(payment?.providerToken)));
    expect(atBank).toMatchObject({ amount: usd(filed), currency: 'USD', refunded: usd(filed) });

    // The sale and the refund were posted in dollars, the currency charged: the books balance.
    const books = await trialBalance(t.database.db, 'turk');
    const dollars = books.find((b) => b.currency === 'USD');
    expect(dollars?.sum).toBe(0);
    expect(dollars?.runningBalancesAgree).toBe(true);

    // The voucher writes what was paid and given back in dollars, by the rate paid at (not the
    // hotel's rials, nor today's rate).
    const after = (await t.post('hotel/hotelVoucher', lookup, turk)).json as Json;
    expect(after.data?.charged).toEqual({
      currency: 'USD',
      rooms: [usd(filed)],
      discount: 0,
      amount: usd(filed),
      paid: 0,
      refund: { penalty: 0, amount: usd(filed) },
    });
  });

  // Last: the rate it sets stays in force.
  it('says the exchange rate changed (409 rateChanged, as bookFlight) when the rooms were shown by another rate', async () => {
    const ids = await stayHotel(t.database.db, { from: stayDay(320), nights: 2 });
    const dates = { checkIn: stayDay(320), checkOut: stayDay(322) };
    const rooms = await t.post('hotel/getHotelRooms', { id: ids.hotelId, ...dates }, turk);
    const [offer] = (
      rooms.json as { data: { exchange: { rateId: number } | null; price: { total: number } }[] }
    ).data;
    const shownBy = offer?.exchange?.rateId;
    expect(shownBy).toBeDefined();
    // The page shows the rooms by today's dollar rate; the operator sets a new one meanwhile.
    const [newer] = await t.database.db
      .insert(exchangeRates)
      .values({ base: 'USD', quote: 'IRR', rate: '1900000.0000000000', validFrom: today })
      .returning();
    {
      const answer = await t.post(
        'hotel/reserveHotel',
        {
          ...reservation(ids, { ...dates, expectedTotal: offer?.price.total ?? 0 }, contact),
          rateId: shownBy,
        },
        turk,
      );
      expect(answer.status).toBe(409);
      const errors = (answer.json as Json).errors;
      expect(errors?.code).toBe('CONFLICT');
      expect(errors?.fields?.rateId).toBe(
        'The exchange rate has changed. Please check the new amount and confirm again.',
      );
      // Shown again by the new rate, the same rooms are reserved at its total.
      const again = await t.post('hotel/getHotelRooms', { id: ids.hotelId, ...dates }, turk);
      const [redrawn] = (
        again.json as { data: { exchange: { rateId: number }; price: { total: number } }[] }
      ).data;
      expect(redrawn?.exchange.rateId).toBe(newer?.id);
      const held = await t.post(
        'hotel/reserveHotel',
        {
          ...reservation(ids, { ...dates, expectedTotal: redrawn?.price.total ?? 0 }, contact),
          rateId: newer?.id,
        },
        turk,
      );
      expect(held.status, JSON.stringify(held.json)).toBe(200);
    }
  });
});
