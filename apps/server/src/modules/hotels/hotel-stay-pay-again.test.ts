import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { sandboxBankTransactions } from '../../db/schema/sandbox-bank';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { testClock, type Json } from '../booking/booking.fixtures';
import { trialBalance } from '../ledger/ledger.api';
import {
  cardForm,
  declinedCard,
  locationOf,
  payAndReturn,
  validCard,
} from '../payments/payments-test-kit';
import { expireStayHolds } from './hotel-stay-expiry';
import { reservation, soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const headers = { 'x-tenant': 'sepehran', lang: 'en' };
// Two nights at 20 and 21 million rials.
const stay = { checkIn: stayDay(320), checkOut: stayDay(322), expectedTotal: 41_000_000 };
const fifteenMinutes = 15 * 60_000;

/**
 * A stay whose payment did not go through keeps its rooms until its hold ends: its voucher says
 * for how long, `hotel/payAgain` opens another payment on the same stay, and once the hold is
 * over it says so (410) and the nights go back on sale.
 */
describe.each(databaseKinds)('paying a hotel stay again on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterEach(() => clock.reset());
  afterAll(async () => t.close());

  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const answer = await t.post(path, body, { ...headers, ...extra });
    return { status: answer.status, json: answer.json as Json };
  };

  /** A held stay and the pair that opens it. */
  async function heldStay(extra: Record<string, string> = {}) {
    const ids = await stayHotel(t.database.db, { from: stay.checkIn, nights: 2 });
    const held = await post('hotel/reserveHotel', reservation(ids, stay), extra);
    expect(held.status).toBe(200);
    const data = held.json.data ?? {};
    const lookup = { trackingCode: String(data.trackingCode), mobile: '09121234567' };
    return { ids, lookup, paymentUrl: String(data.paymentUrl) };
  }

  const voucherOf = async (lookup: { trackingCode: string; mobile: string }) => {
    const answer = await post('hotel/hotelVoucher', lookup);
    expect(answer.status).toBe(200);
    return answer.json.data ?? {};
  };

  it('tells a payment the bank took a wrong amount for from a declined card', async () => {
    const { lookup, paymentUrl } = await heldStay();
    const token = decodeURIComponent(paymentUrl.split('/').pop() ?? '');
    const [open] = await t.database.db
      .select({ amount: sandboxBankTransactions.amount })
      .from(sandboxBankTransactions)
      .where(eq(sandboxBankTransactions.token, token));
    await t.database.db
      .update(sandboxBankTransactions)
      .set({ amount: (open?.amount ?? 0) - 1 })
      .where(eq(sandboxBankTransactions.token, token));
    await payAndReturn(t.app, paymentUrl, cardForm(validCard()));
    expect(await voucherOf(lookup)).toMatchObject({
      status: 'NotVerified',
      paid: 0,
      lastPayment: 'mismatch',
    });
  });

  it('keeps a declined stay’s rooms held, says for how long, and pays it again on the same stay', async () => {
    const customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    const { ids, lookup, paymentUrl } = await heldStay(customer.headers);
    const { callback } = await payAndReturn(t.app, paymentUrl, cardForm(declinedCard()));
    expect(locationOf(callback).pathname).toBe(`/hotels/voucher/${lookup.trackingCode}`);

    const unpaid = await voucherOf(lookup);
    // The voucher says the card was declined, not merely that the stay awaits confirmation.
    expect(unpaid).toMatchObject({ status: 'NotVerified', paid: 0, lastPayment: 'declined' });
    expect(Number(unpaid.payableForMs)).toBeGreaterThan(fifteenMinutes - 60_000);
    expect(Number(unpaid.payableForMs)).toBeLessThanOrEqual(fifteenMinutes);
    // The hold's end with the offset of the hotel's zone (Mashhad, +03:30).
    expect(String(unpaid.expiresAt)).toMatch(/\+03:30$/);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([1, 1]);

    const mine = await post('hotel/getMyHotels', {}, customer.headers);
    const items = mine.json.data?.items;
    const listed: unknown = Array.isArray(items) ? items[0] : undefined;
    expect(listed).toMatchObject({ trackingCode: lookup.trackingCode, status: 'NotVerified' });
    expect(listed).toMatchObject({
      payableForMs: expect.any(Number) as unknown,
      mobile: (unpaid.contact as { mobile: string }).mobile,
    });
    expect(listed).not.toMatchObject({ payableForMs: 0 });

    const again = await post('hotel/payAgain', lookup);
    expect(again.status).toBe(200);
    expect(String(again.json.data?.paymentUrl)).toMatch(/^\/bank\/sandbox\//);
    await payAndReturn(t.app, String(again.json.data?.paymentUrl), cardForm(validCard()));

    const paid = await voucherOf(lookup);
    expect(paid).toMatchObject({
      status: 'Confirmed',
      paid: 41_000_000,
      expiresAt: null,
      payableForMs: 0,
      lastPayment: null,
    });
    const late = await post('hotel/payAgain', lookup);
    expect(late.status).toBe(410);
    expect(late.json.errors?.code).toBe('EXPIRED');
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([1, 1]);
  });

  it('gives back the second of two payments that both went through', async () => {
    const { lookup, paymentUrl } = await heldStay();
    // The guest left the first payment open at the bank and paid again.
    const again = await post('hotel/payAgain', lookup);
    await payAndReturn(t.app, String(again.json.data?.paymentUrl), cardForm(validCard()));
    await payAndReturn(t.app, paymentUrl, cardForm(validCard()));

    expect(await voucherOf(lookup)).toMatchObject({ status: 'Confirmed', paid: 41_000_000 });
    const token = paymentUrl.split('/').pop() ?? '';
    const [first] = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.providerToken, token));
    expect(first?.status).toBe('reversed');
    const irr = (await trialBalance(t.database.db, 'sepehran')).find((b) => b.currency === 'IRR');
    expect(irr?.sum).toBe(0);
  });

  it('once the hold is over, answers 410 and the nights go back on sale', async () => {
    const { ids, lookup, paymentUrl } = await heldStay();
    await payAndReturn(t.app, paymentUrl, 'action=cancel');
    clock.advance(fifteenMinutes + 60_000);

    const late = await post('hotel/payAgain', lookup);
    expect(late.status).toBe(410);
    expect(late.json.errors?.error).toBe(
      'This booking can no longer be paid. Please search again.',
    );
    expect(await voucherOf(lookup)).toMatchObject({ status: 'NotVerified', payableForMs: 0 });

    await expireStayHolds(t.database.db, clock.now());
    expect(await voucherOf(lookup)).toMatchObject({ status: 'Expired', expiresAt: null });
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0]);
  });

  it('opens nothing for a wrong pair, and refuses an empty body for what it lacks', async () => {
    const { lookup } = await heldStay();
    const wrong = await post('hotel/payAgain', { ...lookup, mobile: '09120000000' });
    expect(wrong.status).toBe(404);
    expect(wrong.json.errors?.code).toBe('NOT_FOUND');
    expect((await post('hotel/payAgain', {})).status).toBe(400);
  });
});
