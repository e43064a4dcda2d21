import { expect } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { buildFlight, type BookingOverrides } from '../../test/factories';
import type { DatabaseKind } from '../../test/test-app';
import { bookAndStart, paymentsApp } from '../payments/payments-test-kit';

// The suite of the services added after the sale (`/ssr`): an app paying at the sandbox bank, a
// booking confirmed on it, and the calls and answers its tests read.

export interface Json {
  status: string;
  data?: Record<string, unknown>;
  errors?: { error: string; code?: string; fields?: Record<string, string> };
}

export interface ServiceView {
  code: string;
  quantity: number;
  amount: number;
  status: string;
}

/** The headers of a request to the sepehran brand, in English. */
export const sepehran = { 'x-tenant': 'sepehran', lang: 'en' };
let mobileSerial = 0;

/** A suite's app for the services tests, opened before its tests and closed after them. */
export function servicesApp(kind: DatabaseKind) {
  const ctx = paymentsApp(kind);
  const { db, records, start, pay } = ctx;
  const en = (key: string, params?: Record<string, unknown>) =>
    ctx.t.app.translatorFor('en')(key, params);

  /** A booking paid at the bank (confirmed, tickets numbered), on the suite's flight by default. */
  async function confirmedBooking(
    overrides: Partial<BookingOverrides> & { flight?: { flightId: number; cabinId: number } } = {},
  ) {
    const mobile = `+98912556${String(++mobileSerial).padStart(4, '0')}`;
    const { flight, ...rest } = overrides;
    const started = flight
      ? await bookAndStart(db(), flight, { contactMobile: mobile, ...rest })
      : await start({ contactMobile: mobile, ...rest });
    const { callback } = await pay(started);
    expect(callback.statusCode).toBe(302);
    const booking = await records.booking(started.bookingId);
    expect(booking?.status).toBe('confirmed');
    return { ...started, mobile, trackingCode: booking?.trackingCode ?? '' };
  }

  const ssr = (path: string, body: unknown, headers: Record<string, string> = sepehran) =>
    ctx.t.post(`ssr/${path}`, body, headers);
  const data = (answer: { json: unknown }) => (answer.json as Json).data ?? {};
  const errors = (answer: { json: unknown }) => (answer.json as Json).errors;

  /** A flight of its own, 20 days ahead, for tests that use up its animal places. */
  async function ownFlight(overrides: { status?: 'departed' } = {}) {
    const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 20));
    return buildFlight(db(), { from: 'SYZ', to: 'KIH', date: day, ...overrides });
  }

  return { ctx, db, records, start, pay, en, confirmedBooking, ssr, data, errors, ownFlight };
}
