import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../../db/client';
import { outboxRowsTo } from '../../platform/outbox.factory';
import { buildBooking, buildFlight, type BookingOverrides } from '../../test/factories';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';
import { bookingRow, ticketRowsOf } from '../booking/booking-test-kit';
import { setAccountingCode } from '../flights/flights-test-kit';
import { luhnCheckDigit, luhnValid, sandboxBank } from '../sandbox-bank/sandbox-bank.api';
import { bankTransaction } from '../sandbox-bank/sandbox-bank-test-kit';
import type { PaymentOrder } from './payment-order';
import type { PaymentProvider } from './payment-provider';
import { paidPaymentOfBooking, paymentEventDetails, paymentEventTypes } from './payments.factory';
import { findPaymentById } from './payments.repository';
import { openPayment } from './payments.service';

/** Opens a payment at the sandbox bank, as the site does for a brand configured with it. */
export function startPayment(tx: Database, order: PaymentOrder) {
  return openPayment(tx, sandboxBank(), order);
}

/** Shared by the payment, wallet and ticketing tests (not a test itself). */
export const testAccountingCode = '999';

export function validCard(prefix = '603799123456789'): string {
  return `${prefix}${luhnCheckDigit(prefix)}`;
}

/** A Luhn-valid 16-digit card ending in 0000: the sandbox bank declines it. */
export function declinedCard(): string {
  for (let d = 0; d <= 9; d++) {
    const pan = `60379912345${d}0000`;
    if (luhnValid(pan)) return pan;
  }
  throw new Error('no declined card');
}

export async function buildTestFlight(db: Database) {
  const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 30));
  const flight = await buildFlight(db, { from: 'SYZ', to: 'KIH', date: day });
  await setAccountingCode(db, 'ZZ', testAccountingCode);
  return flight;
}

/** A booking waiting for payment and its payment at the sandbox bank. */
export async function bookAndStart(
  db: Database,
  flight: { flightId: number; cabinId: number },
  overrides: Partial<BookingOverrides> = {},
  provider: PaymentProvider = sandboxBank(),
) {
  const booking = await buildBooking(db, { ...flight, ...overrides });
  const payment = await db.transaction((tx) =>
    openPayment(tx, provider, {
      tenant: overrides.tenant ?? 'sepehran',
      purpose: 'booking',
      purchaseId: booking.bookingId,
      amount: booking.amount,
      currency: booking.currency,
      lang: overrides.lang ?? 'en',
    }),
  );
  return { ...booking, ...payment, token: payment.paymentUrl.split('/').pop() ?? '' };
}

export function cardForm(pan: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    action: 'pay',
    pan,
    cvv2: '123',
    expMonth: '12',
    expYear: String(new Date().getUTCFullYear() + 2),
    otp: '123456',
    ...extra,
  }).toString();
}

export async function submitBankForm(app: FastifyInstance, paymentUrl: string, body: string) {
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

/** Pays (or cancels) on the bank page and follows the redirect to the callback. */
export async function payAndReturn(app: FastifyInstance, paymentUrl: string, body: string) {
  const bank = await submitBankForm(app, paymentUrl, body);
  if (bank.statusCode !== 302) throw new Error(`bank answered ${bank.statusCode}: ${bank.body}`);
  const callbackUrl = String(bank.headers.location);
  const callback = await app.inject({ method: 'GET', url: callbackUrl });
  return { bank, callbackUrl, callback };
}

/** Where a redirect sends the browser, read as a URL (a path is read against a dummy origin). */
export function locationOf(response: { headers: Record<string, unknown> }): URL {
  return new URL(String(response.headers.location), 'http://x');
}

export type StartedPayment = Awaited<ReturnType<typeof bookAndStart>>;

/** What a payment test reads back from the database. */
export function paymentRecords(db: () => Database) {
  const payment = (id: number) => findPaymentById(db(), id);
  const bank = (token: string) => bankTransaction(db(), token);
  const booking = (id: number) => bookingRow(db(), id);
  const ticketsOf = (bookingId: number) => ticketRowsOf(db(), bookingId);
  const events = (paymentId: number) => paymentEventTypes(db(), paymentId);
  return {
    payment,
    bank,
    booking,
    tickets: ticketsOf,
    events,
    messagesTo: (recipient: string) => outboxRowsTo(db(), recipient),
    /**
     * Where a started payment stands, whole: its status and events, its bank transaction's status,
     * its booking's status, and whether any ticket was numbered.
     */
    async stateOf(started: StartedPayment) {
      return {
        payment: (await payment(started.paymentId))?.status,
        events: await events(started.paymentId),
        bank: (await bank(started.token))?.status,
        booking: (await booking(started.bookingId))?.status,
        ticketsIssued: (await ticketsOf(started.bookingId)).some((t) => t.ticketNumber !== null),
      };
    },
  };
}

/** A booking's paid payment, its bank transaction and its events (for other modules' tests). */
export async function paidCardOfBooking(db: Database, bookingId: number) {
  const payment = await paidPaymentOfBooking(db, bookingId);
  if (!payment) return undefined;
  const bank = await bankTransaction(db, payment.providerToken);
  const events = await paymentEventDetails(db, payment.id);
  return { payment, bank, events };
}

/**
 * A suite's app on a clock a test can move (`later`), with a flight whose bookings it pays at the
 * sandbox bank: opened before the suite's tests, closed after them. Read `t` inside the tests.
 */
export function paymentsApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let flight: { flightId: number; cabinId: number } | undefined;
  let offsetMs = 0;

  beforeAll(async () => {
    app = await createTestApp(kind, { now: () => new Date(Date.now() + offsetMs) });
    flight = await buildTestFlight(app.database.db);
  });
  afterAll(async () => app?.close());

  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };
  const db = () => t().database.db;

  return {
    get t() {
      return t();
    },
    db,
    records: paymentRecords(db),
    /**
     * A booking of the suite's flight waiting for payment, and its payment at the provider (the
     * sandbox bank unless named).
     */
    start(overrides: Partial<BookingOverrides> = {}, provider = 'sandbox') {
      if (!flight) throw new Error('the suite has not started');
      return bookAndStart(db(), flight, overrides, t().app.paymentProviders.named(provider));
    },
    /** Pays (by default with a valid card) or cancels at the bank, and follows the redirect back. */
    pay(started: { paymentUrl: string }, body = cardForm(validCard())) {
      return payAndReturn(t().app, started.paymentUrl, body);
    },
    /** Only the bank's side: its page answers the form with a redirect the browser has not followed. */
    submit(url: string, body = cardForm(validCard())) {
      return submitBankForm(t().app, url, body);
    },
    get(url: string, headers: Record<string, string> = {}) {
      return t().app.inject({ method: 'GET', url, headers });
    },
    /** Runs `work` with the app's clock `ms` ahead, then puts the clock back. */
    async later<T>(ms: number, work: () => Promise<T>): Promise<T> {
      offsetMs = ms;
      try {
        return await work();
      } finally {
        offsetMs = 0;
      }
    },
  };
}
