import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '@parvaz/domain/format/money';
import { convertMoney, rateDateOf, type ExchangeRate } from '@parvaz/domain/money/exchange';
import { bookings } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { sandboxBankTransactions } from '../../db/schema/sandbox-bank';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { cardForm, locationOf, payAndReturn, validCard } from '../payments/payments-test-kit';
import { hold, passenger, sellableFlight, type Json } from './booking.fixtures';

const turk = { 'x-tenant': 'turk', lang: 'en' };
const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;

/** The PDF's text in reading order, as poppler reads it. */
function textOf(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-charge-'));
  try {
    const file = join(folder, 'ticket.pdf');
    writeFileSync(file, pdf);
    return spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
let keySerial = 0;

describe.each(databaseKinds)('a booking paid in another currency (%s)', (kind) => {
  let t: TestApp;
  let dollar: ExchangeRate;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const rates = (await t.post('exchange/getRates', {})).json as Json;
    const list = (rates.data?.rates ?? []) as ExchangeRate[];
    const usd = list.find((r) => r.base === 'USD' && r.quote === 'IRR');
    if (!usd) throw new Error('no demo dollar rate');
    dollar = usd;
  });
  afterAll(async () => t.close());

  async function book(extra: Record<string, unknown>, headers: Record<string, string> = turk) {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight, { adult: 1 }, headers);
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    const quote = held.json.data as {
      quoteId: string;
      total: number;
      currency: string;
      fares: { amount: number; currency: 'IRR' };
    };
    const answer = await t.post(
      'flight/bookFlight',
      {
        quoteId: quote.quoteId,
        idempotencyKey: `charge-${kind}-${keySerial++}`,
        passengers: [passenger('ADT')],
        contact: { mobile: '09121234567', country: 'IR', email: '' },
        services: {},
        discountCode: '',
        agreement: '1',
        ...extra,
      },
      headers,
    );
    return { quote, status: answer.status, json: answer.json as Json };
  }

  it('charges the amount the checkout shows, in dollars, and the ticket names the rate and its day', async () => {
    const { quote, status, json } = await book({ chargeCurrency: 'USD', rateId: dollar.id });
    expect(status, JSON.stringify(json)).toBe(200);
    // What the checkout shows: the quote the server answered in dollars, converted from the
    // rial total by the domain's one conversion rule.
    expect(quote.currency).toBe('USD');
    const shown = convertMoney(quote.fares, 'USD', dollar);
    expect(shown.amount).toBeGreaterThan(0);
    expect(shown.amount).toBe(quote.total);
    const data = json.data as Record<string, unknown>;
    expect(data.amount).toBe(quote.fares.amount);
    expect(data.currency).toBe('IRR');
    expect(data.charge).toEqual({
      amount: shown.amount,
      currency: 'USD',
      rate: dollar,
      rateDate: rateDateOf(new Date()),
    });

    // The payment and the bank's own ledger ask for exactly that, in dollars.
    const db = t.database.db;
    const bookingId = Number(data.bookingId);
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(inArray(payments.purpose, ['booking', 'services']), eq(payments.purchaseId, bookingId)),
      );
    expect(payment).toMatchObject({ amount: shown.amount, currency: 'USD' });
    const [bank] = await db
      .select()
      .from(sandboxBankTransactions)
      .where(eq(sandboxBankTransactions.token, payment?.providerToken ?? ''));
    expect(bank).toMatchObject({ amount: shown.amount, currency: 'USD' });

    // Paid at the bank: the amount checks out and the booking is confirmed.
    const { callback } = await payAndReturn(t.app, String(data.paymentUrl), cardForm(validCard()));
    const receipt = locationOf(callback).searchParams.get('receipt') ?? '';
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      status: 'confirmed',
      chargeCurrency: 'USD',
      chargeAmount: shown.amount,
      exchangeRateId: dollar.id,
    });
    const view = (await t.post('flight/getBooking', { receipt }, turk)).json as Json;
    expect(view.data?.outcome).toBe('confirmed');
    expect(view.data?.charge).toEqual(data.charge);

    // The PDF says it too: what was paid, at which rate, of which day.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/pdf/${String(data.trackingCode)}?mobile=09121234567&lang=en`,
      headers: turk,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    if (hasPdftotext) {
      const text = textOf(pdf.rawPayload).replace(/\s+/g, ' ');
      const [year, month, day] = rateDateOf(new Date()).split('-');
      expect(text).toContain(
        `Paid ${formatMoney(shown, 'en')} at 1 USD = ${formatAmount({ amount: Number(dollar.rate), currency: 'IRR' }, 'en')} IRR, rate of ${day}/${month}/${year}`,
      );
    }
  });

  it("charges in the brand's display currency, the quote's, when none is asked for", async () => {
    const { quote, status, json } = await book({});
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data?.charge).toEqual({
      amount: quote.total,
      currency: 'USD',
      rate: dollar,
      rateDate: rateDateOf(new Date()),
    });
  });

  it("charges in the fares' own currency when that is asked for", async () => {
    const { quote, status, json } = await book({}, { ...turk, currency: 'IRR' });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(quote.currency).toBe('IRR');
    expect(json.data?.charge).toEqual({
      amount: quote.total,
      currency: 'IRR',
      rate: null,
      rateDate: null,
    });
  });

  it('takes the currency header when the body names none', async () => {
    const { status, json } = await book({}, { ...turk, currency: 'KWD' });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data?.charge).toMatchObject({ currency: 'KWD' });
  });

  it('asks the traveller to look again when the rate changed since the checkout showed it', async () => {
    const { status, json } = await book({ chargeCurrency: 'USD', rateId: dollar.id + 1000 });
    expect(status).toBe(409);
    expect(json.errors?.fields?.rateId).toBe(
      'The exchange rate has changed. Please check the new amount and confirm again.',
    );
  });
});
