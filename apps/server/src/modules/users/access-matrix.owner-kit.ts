// What the access matrix's owner holds before the checks: wallet money, a paid flight booking
// whose ticket's refund waits at the desk, and a hotel stay reserved while signed in. Their references are
// markers no other user's answer may contain. Beside them, a visitor's confidential safety report.
import { expect } from 'vitest';
import { staffPermissions } from '../../db/schema/users';
import { buildMultipart, buildSignedInUser } from '../../test/factories';
import type { SignedInUser } from '../../test/signed-in-pair';
import type { TestApp } from '../../test/test-app';
import { hold, passenger, type sellableFlight } from '../booking/booking.fixtures';
import { reservation, stayDay, stayHotel } from '../hotels/hotel-stay-test-kit';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { addWalletCredit } from '../wallet/wallet.api';
import { png } from './access-matrix.table';

type SellableFlight = Awaited<ReturnType<typeof sellableFlight>>;

/** A booking the owner made and paid at the bank, its ticket's refund (Cancel) at the desk. */
export async function paidBookingWithRefund(
  t: TestApp,
  flight: SellableFlight,
  owner: SignedInUser,
  idempotencyKey: string,
) {
  const held = await hold(t, flight);
  const booking = await t.post(
    'flight/bookFlight',
    {
      quoteId: String(held.json.data?.quoteId),
      idempotencyKey,
      passengers: [{ ...passenger('ADT'), firstName: 'ALICE', lastName: 'OWNERLY' }],
      contact: { mobile: '09121234567', country: 'IR' },
      agreement: '1',
      payment: 'gateway',
    },
    owner.headers,
  );
  expect(booking.status).toBe(200);
  const booked = (
    booking.json as { data: { pnr: string; trackingCode: string; paymentUrl: string } }
  ).data;
  const paid = await payAndReturn(t.app, booked.paymentUrl, cardForm(validCard()));
  expect(paid.callback.statusCode).toBe(302);
  const lookup = { trackingCode: booked.trackingCode, mobile: '09121234567' };
  const ticketInfo = await t.post('ticket/ticketInfo', lookup, { 'x-tenant': 'sepehran' });
  const ticketNumber =
    (ticketInfo.json as { data: { tickets: Array<{ ticketNumber: string }> } }).data.tickets[0]
      ?.ticketNumber ?? '';
  const refund = await t.post(
    'ticket/refundConfirm',
    { ...lookup, tickets: [ticketNumber], mode: 'Cancel' },
    { 'x-tenant': 'sepehran' },
  );
  expect(refund.status).toBe(200);
  return {
    pnr: booked.pnr,
    trackingCode: booked.trackingCode,
    ticketNumber,
    refundId: (refund.json as { data: { request: { id: number } } }).data.request.id,
  };
}

/** A hotel stay the owner reserved while signed in (their own list of stays shows it). */
export async function signedInStay(t: TestApp, owner: SignedInUser): Promise<string> {
  const hotel = await stayHotel(t.database.db, { from: stayDay(300), nights: 1 });
  const stay = await t.post(
    'hotel/reserveHotel',
    reservation(hotel, {
      checkIn: stayDay(300),
      checkOut: stayDay(301),
      expectedTotal: 20_000_000,
    }),
    { ...owner.headers, lang: 'en' },
  );
  expect(stay.status, JSON.stringify(stay.json)).toBe(200);
  return (stay.json as { data: { trackingCode: string } }).data.trackingCode;
}

/** Money in the owner's wallet (IRR), so their transactions list has a line of theirs. */
export async function fundWallet(t: TestApp, owner: SignedInUser, amount: number): Promise<void> {
  await t.database.db.transaction((tx) =>
    addWalletCredit(
      tx,
      { tenant: 'sepehran', userId: owner.id, currency: 'IRR' },
      { key: `test-funds:${owner.id}`, amount, description: 'Ownerly funds', at: new Date() },
    ),
  );
}

/**
 * A visitor's confidential safety report with a file, sent through the form (the dev tools
 * answer its captcha), and its id at the desk as staff named for safety reports read it.
 */
export async function confidentialReport(
  t: TestApp,
): Promise<{ confidentialReport: number; confidentialFile: string }> {
  const headers = { 'x-tenant': 'sepehran', 'x-forwarded-for': '10.77.0.1' };
  const captcha = (await t.post('auth/createCaptcha', {}, headers)).json as {
    data: { captchaId: string; devAnswer: string };
  };
  const body = buildMultipart(
    {
      fullName: 'Ownerly Witness',
      mobile: '09121112288',
      text: 'Ownerly confidential safety details.',
      confidential: '1',
      captchaId: captcha.data.captchaId,
      captcha: captcha.data.devAnswer,
    },
    [{ field: 'files', name: 'ownerly-report.png', type: 'image/png', data: png }],
  );
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/request/email/report/safety',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const { reference } = sent.json<{ data: { reference: string } }>().data;
  const officer = await buildSignedInUser(t.database.db, { tenant: 'sepehran', role: 'supporter' });
  await t.database.db
    .insert(staffPermissions)
    .values({ userId: officer.id, permission: 'safetyReports' });
  const list = await t.post('profile/supporterTicketList', { kind: 'safety' }, officer.headers);
  const id =
    (list.json as { data: Array<{ id: number; reference: string | null }> }).data.find(
      (c) => c.reference === reference,
    )?.id ?? 0;
  const thread = await t.post('profile/supporterMessages', { id }, officer.headers);
  const file =
    (thread.json as { data: { messages: Array<{ files: Array<{ id: string }> }> } }).data
      .messages[0]?.files[0]?.id ?? '';
  expect(file, 'the named officer reads the report and its file').not.toBe('');
  return { confidentialReport: id, confidentialFile: file };
}
