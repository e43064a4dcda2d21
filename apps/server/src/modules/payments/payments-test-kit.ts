import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import type { Database } from '../../db/client';
import { airlines } from '../../db/schema/index';
import { buildBooking, buildFlight, type BookingOverrides } from '../../test/factories';
import { luhnCheckDigit, luhnValid } from './luhn';
import { startPayment } from './payments.service';

/** Shared by the payment and ticketing tests (not a test itself). */
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
  await db
    .update(airlines)
    .set({ accountingCode: testAccountingCode })
    .where(eq(airlines.code, 'ZZ'));
  return flight;
}

/** A booking waiting for payment and its payment at the sandbox bank. */
export async function bookAndStart(
  db: Database,
  flight: { flightId: number; cabinId: number },
  overrides: Partial<BookingOverrides> = {},
) {
  const booking = await buildBooking(db, { ...flight, ...overrides });
  const payment = await db.transaction((tx) =>
    startPayment(tx, {
      tenant: overrides.tenant ?? 'sepehran',
      purpose: 'booking',
      bookingId: booking.bookingId,
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
