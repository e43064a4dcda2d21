import { afterAll, beforeAll, expect } from 'vitest';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { outboxRowsTo } from '../../platform/outbox.factory';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';
import { flightDay, hold, passenger, sellableFlight, type Json } from '../booking/booking.fixtures';
import {
  bookingRow,
  seatHolders,
  ticketByNumber,
  ticketNumbersOfBooking,
} from '../booking/booking-test-kit';
import { seatsAvailable, setFlightState } from '../flights/flights-test-kit';
import { setCreditLimit } from '../ledger/ledger.api';
import { deliverIfCovered, holdCreditPart } from '../payments/payments.api';
import {
  cardForm,
  paidCardOfBooking,
  payAndReturn,
  validCard,
} from '../payments/payments-test-kit';

/** Shared by the tickets module's tests (not a test itself). */

export type Flight = Awaited<ReturnType<typeof sellableFlight>>;

export interface Booked {
  bookingId: number;
  pnr: string;
  trackingCode: string;
  /** The contact mobile as typed in the booking form (Iranian local form). */
  mobile: string;
  /** As stored: E.164. */
  e164: string;
  email: string;
  ticketNumbers: string[];
  flight: Flight;
  amount: number;
}

let mobileSerial = 1_000_000 + Math.floor(Math.random() * 8_000_000);
let keySerial = 0;

/** A fresh Iranian mobile per booking, so each booking's messages can be read on their own. */
export function nextMobile(): { local: string; e164: string } {
  const digits = String(mobileSerial++).padStart(7, '0');
  return { local: `0912${digits}`, e164: `+98912${digits}` };
}

/**
 * A suite's app with a clock a test can stop at an instant (`clock.at`) and let run again
 * (`clock.run`), opened before the suite's tests and closed after them.
 */
export function ticketsApp(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let fixed: Date | null = null;
  beforeAll(async () => {
    app = await createTestApp(kind, { now: () => fixed ?? new Date() });
  });
  afterAll(async () => app?.close());

  const t = (): TestApp => {
    if (!app) throw new Error('the suite has not started');
    return app;
  };
  const db = () => t().database.db;

  const headers = (extra: Record<string, string> = {}) => ({
    'x-tenant': 'sepehran',
    lang: 'en',
    ...extra,
  });

  /** POSTs as a client of its own address (X-Forwarded-For), so rate limits stay apart. */
  async function post(
    path: string,
    body: unknown,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ) {
    const answer = await t().post(path, body, {
      ...headers(options.headers),
      'x-forwarded-for': options.ip ?? '10.0.0.1',
    });
    return { status: answer.status, json: answer.json as Json };
  }

  /**
   * Books a flight through the API and pays it at the sandbox bank (or from the wallet of the
   * signed-in customer whose headers are given, or on agency `onCreditOf`'s credit line, whole,
   * as an agency's sale will be paid: no product takes the line yet): its tickets are issued.
   */
  async function bookAndPay(
    options: {
      flight?: Flight;
      passengers?: Array<'ADT' | 'CHD' | 'INF'>;
      signedIn?: Record<string, string>;
      payment?: 'gateway' | 'wallet' | 'wallet+gateway';
      /** A seat the first passenger (an adult) picks on the map. */
      seat?: string;
      /** Seats picked on the outbound map, by passenger position. */
      seats?: Array<{ passengerIndex: number; seat: string }>;
      /** The main adult's extra services, as the booking form sends them. */
      services?: Record<string, unknown>;
      discountCode?: string;
      onCreditOf?: number;
    } = {},
  ): Promise<Booked> {
    const flight = options.flight ?? (await sellableFlight(db()));
    const types = options.passengers ?? ['ADT'];
    const counts = {
      adult: types.filter((p) => p === 'ADT').length,
      child: types.filter((p) => p === 'CHD').length,
      infant: types.filter((p) => p === 'INF').length,
    };
    const held = await hold(t(), flight, counts, headers(options.signedIn));
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    const seats = [
      ...(options.seat ? [{ passengerIndex: 0, seat: options.seat }] : []),
      ...(options.seats ?? []),
    ];
    if (seats.length > 0) {
      const picked = await t().post(
        'flight/selectSeats',
        {
          quoteId: String(held.json.data?.quoteId),
          seats: seats.map((pick) => ({
            direction: 'departure',
            passengerIndex: pick.passengerIndex,
            passengerType: types[pick.passengerIndex] ?? 'ADT',
            seat: pick.seat,
          })),
        },
        headers(options.signedIn),
      );
      expect(picked.status, JSON.stringify(picked.json)).toBe(200);
    }
    const mobile = nextMobile();
    const email = `refund${mobile.local}@example.com`;
    const booked = await t().post(
      'flight/bookFlight',
      {
        quoteId: String(held.json.data?.quoteId),
        idempotencyKey: `tickets-${keySerial++}-${Date.now()}`,
        passengers: types.map((type, index) => ({
          ...passenger(type),
          firstName: `TRAVELLER${String.fromCharCode(65 + index)}`,
          lastName: 'REFUNDI',
        })),
        contact: { mobile: mobile.local, country: 'IR', email },
        ...(options.services ? { services: options.services } : {}),
        ...(options.discountCode ? { discountCode: options.discountCode } : {}),
        agreement: '1',
        payment: options.payment ?? 'gateway',
      },
      headers(options.signedIn),
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const data = (booked.json as Json).data ?? {};
    const bookingId = Number(data.bookingId);
    if (options.onCreditOf !== undefined) await payOnCredit(bookingId, options.onCreditOf);
    else if (typeof data.paymentUrl === 'string') {
      const paid = await payAndReturn(t().app, data.paymentUrl, cardForm(validCard()));
      expect(paid.callback.statusCode).toBe(302);
    }
    const ticketNumbers = await ticketNumbersOfBooking(db(), bookingId);
    expect(ticketNumbers.every((n) => n.length === 13)).toBe(true);
    return {
      bookingId,
      pnr: String(data.pnr),
      trackingCode: String(data.trackingCode),
      mobile: mobile.local,
      e164: mobile.e164,
      email,
      ticketNumbers,
      flight,
      amount: Number(data.amount),
    };
  }

  /**
   * Pays a booking waiting for its card on an agency's credit line instead: the whole charge held
   * from the line (its limit set to it) and the booking delivered as the booking's kind delivers
   * a purchase its held parts cover. The card's payment is left open, never paid.
   */
  async function payOnCredit(bookingId: number, agencyId: number) {
    const row = await bookingRow(db(), bookingId);
    if (!row) throw new Error(`booking ${bookingId} not written`);
    const purchase = { tenant: row.tenant, kind: 'booking', id: row.id };
    const now = new Date();
    await db().transaction(async (tx) => {
      const line = {
        tenant: row.tenant,
        agencyId,
        currency: currencySchema.parse(row.chargeCurrency),
      };
      await setCreditLimit(tx, { ...line, limit: row.chargeAmount, setBy: 1, reason: 'a test' });
      await holdCreditPart(tx, {
        ...line,
        purchase: { kind: 'booking', id: row.id },
        description: `Flight booking ${row.trackingCode} on credit`,
        total: row.chargeAmount,
        at: now,
      });
      const kind = t().app.purchases.kindOf('booking');
      const context = { now, translatorFor: t().app.translatorFor };
      if (!(await deliverIfCovered(tx, kind, purchase, context)))
        throw new Error(`booking ${bookingId} held whole on credit but not delivered`);
    });
  }

  /** Records a flight's state as operations would: cancelled, delayed by some minutes, departed. */
  const setFlight = (flightId: number, state: Parameters<typeof setFlightState>[2]) =>
    setFlightState(db(), flightId, state);

  return {
    get t() {
      return t();
    },
    db,
    post,
    bookAndPay,
    setFlight,
    clock: {
      at(instant: Date) {
        fixed = instant;
      },
      run() {
        fixed = null;
      },
    },
    /** The scheduled departure of flights built on `flightDay` at `time` from Mashhad. */
    departureOf(time = '08:00'): Date {
      return instantAt(flightDay, time, airportByCode('MHD')?.timeZone ?? 'UTC');
    },
    available: (cabinId: number) => seatsAvailable(db(), cabinId),
    /** Who holds a seat number of a flight (none once it is free again). */
    seatHolders: (flightId: number, seat: string) => seatHolders(db(), flightId, seat),
    ticket: (ticketNumber: string) => ticketByNumber(db(), ticketNumber),
    messagesTo: (recipient: string) => outboxRowsTo(db(), recipient),
    /** The booking's paid payment, its bank transaction and its events. */
    cardOf: (bookingId: number) => paidCardOfBooking(db(), bookingId),
  };
}

export type TicketsApp = ReturnType<typeof ticketsApp>;
