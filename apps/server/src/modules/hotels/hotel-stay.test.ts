import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { hotelStays } from '../../db/schema/hotels';
import { outbox } from '../../db/schema/platform';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { testClock, type Json } from '../booking/booking.fixtures';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { addWalletCredit } from '../wallet/wallet.api';
import { expireStayHolds } from './hotel-stay-expiry';
import { trackingCodesOfStays } from './hotel-stay.repository';
import { reservation, soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const headers = { 'x-tenant': 'sepehran', lang: 'en' };

describe.each(databaseKinds)('hotel stays on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const checkIn = stayDay(300);
  const checkOut = stayDay(303);
  // 20, 21 and 22 million rials a night.
  const total = 63_000_000;
  const stay = { checkIn, checkOut, expectedTotal: total };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(async () => t.close());

  const reserve = async (body: unknown, h: Record<string, string> = headers) => {
    const response = await t.post('hotel/reserveHotel', body, h);
    return { status: response.status, json: response.json as Json };
  };
  const stayRow = async (id: number) =>
    (await t.database.db.select().from(hotelStays).where(eq(hotelStays.id, id)))[0];
  const books = async () =>
    (await trialBalance(t.database.db, 'sepehran')).find((b) => b.currency === 'IRR');

  it('holds every night of the stay and opens its payment; the same key answers the same stay', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 5 });
    const body = reservation(ids, stay);
    const first = await reserve(body);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      status: 'NotVerified',
      amount: total,
      currency: 'IRR',
      paymentUrl: expect.stringMatching(/^\/bank\/sandbox\//) as unknown,
    });
    const holdMs = Date.parse(String(first.json.data?.expiresAt)) - clock.now().getTime();
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000);
    const again = await Promise.all([reserve(body), reserve(body)]);
    for (const answer of again)
      expect(answer.json.data?.bookingId).toBe(first.json.data?.bookingId);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([1, 1, 1, 0, 0]);
  });

  it('names a stay to a statement of its own brand only', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const held = await reserve(reservation(ids, stay));
    const id = Number(held.json.data?.bookingId);
    const own = await trackingCodesOfStays(t.database.db, 'sepehran', [id]);
    expect(own).toEqual([{ id, trackingCode: held.json.data?.trackingCode }]);
    expect(await trackingCodesOfStays(t.database.db, 'turk', [id])).toEqual([]);
  });

  it('tells another body or caller under a used key 409, and answers the same one its stay', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 5 });
    const body = reservation(ids, stay);
    const guestAt = { ...headers, 'x-forwarded-for': '10.30.19.9' };
    const first = await reserve(body, guestAt);
    expect(first.status).toBe(200);
    const message =
      'This request key was already used for a different request. Please submit again from the start.';
    const customer = await buildSignedInUser(t.database.db, { role: 'customer' });
    for (const [sent, h] of [
      // Another guest's name, same stay and key.
      [{ ...body, rooms: reservation(ids, stay).rooms }, guestAt],
      [{ ...body, contact: { ...body.contact, email: 'other@example.com' } }, guestAt],
      // The same body from a signed-in customer.
      [body, { ...guestAt, ...customer.headers }],
    ] as const) {
      const answer = await reserve(sent, h);
      expect(answer.status).toBe(409);
      expect(answer.json.errors?.fields).toEqual({ idempotencyKey: message });
    }
    const again = await reserve(body, guestAt);
    expect(again.json).toEqual(first.json);
    // The guest's retry from another address (a phone's changes): the same stay.
    const elsewhere = await reserve(body, { ...guestAt, 'x-forwarded-for': '10.30.19.10' });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json).toEqual(first.json);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([1, 1, 1, 0, 0]);
  });

  it('answers a moved price with the new total and goes on when the guest agrees', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const moved = await reserve(reservation(ids, { ...stay, expectedTotal: 60_000_000 }));
    expect(moved.status).toBe(409);
    expect(moved.json.errors).toMatchObject({
      code: 'PRICE_CHANGED',
      detail: { total, currency: 'IRR', previousTotal: 60_000_000 },
    });
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
    const agreed = await reserve(
      reservation(ids, { ...stay, expectedTotal: total }, { previousTotal: 60_000_000 }),
    );
    expect(agreed.status).toBe(200);
    const row = await stayRow(Number(agreed.json.data?.bookingId));
    expect(row?.priceConsent).toMatchObject({ before: 60_000_000, after: total });
  });

  it('refuses a room too small, names not in Latin letters, a wrong mobile and no agreement', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const room = (over: Record<string, unknown>) => ({
      roomTypeId: ids.roomTypeId,
      adults: 2,
      children: 0,
      guests: [
        { firstName: 'Ali', lastName: 'Ahmadi', nationality: 'GBR', passport_number: 'K1234567' },
      ],
      ...over,
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rooms: [room({ adults: 3 })] }, 'rooms.0.adults', 'The room is too small'],
      [
        {
          rooms: [
            room({
              guests: [
                {
                  firstName: 'علی',
                  lastName: 'Ahmadi',
                  nationality: 'GBR',
                  passport_number: 'K1234567',
                },
              ],
            }),
          ],
        },
        'rooms.0.guests.0.firstName',
        '',
      ],
      [{ contact: { mobile: '123' } }, 'contact.mobile', ''],
      [{ agreement: false }, 'agreement', ''],
      [{ checkIn: stayDay(-1) }, 'checkIn', ''],
    ];
    for (const [over, field] of cases) {
      const answer = await reserve(reservation(ids, stay, over));
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.json.errors?.fields ?? {})).toContain(field);
    }
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
  });

  it('reserves a room whose second guest gives only names, and refuses one with a name missing', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const withSecond = (second: Record<string, string>) =>
      reservation(ids, stay, {
        rooms: [
          {
            roomTypeId: ids.roomTypeId,
            adults: 2,
            children: 0,
            guests: [
              {
                firstName: 'ALI',
                lastName: 'REZAEI',
                nationality: 'IRN',
                national_id: '0499370899',
              },
              second,
            ],
          },
        ],
      });
    const missing = await reserve(withSecond({ firstName: 'SARA' }));
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors?.fields ?? {})).toEqual(['rooms.0.guests.1.lastName']);
    // No national code, no nationality: the added guest is optional beyond its names.
    const named = await reserve(withSecond({ firstName: 'SARA', lastName: 'REZAEI' }));
    expect(named.status).toBe(200);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([1, 1, 1]);
  });

  it('takes nothing when one night of the stay is sold out', async () => {
    const ids = await stayHotel(t.database.db, {
      from: checkIn,
      nights: 3,
      allotment: 2,
      sold: { [stayDay(301)]: 2 },
    });
    const answer = await reserve(reservation(ids, stay));
    expect(answer.status).toBe(409);
    expect(answer.json.errors?.code).toBe('CAPACITY_FULL');
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 2, 0]);
  });

  it('gives an unpaid stay’s nights back once its hold has passed, once', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const held = await reserve(reservation(ids, stay));
    expect(held.status).toBe(200);
    const later = new Date(clock.now().getTime() + 16 * 60_000);
    const [a, b] = await Promise.all([
      expireStayHolds(t.database.db, later),
      expireStayHolds(t.database.db, later),
    ]);
    expect(a.stays + b.stays).toBeGreaterThanOrEqual(1);
    expect((await stayRow(Number(held.json.data?.bookingId)))?.status).toBe('Expired');
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
    await expireStayHolds(t.database.db, later);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
  });

  it('pays by card, sends the voucher, cancels with the frozen penalty and refunds the card once', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const held = await reserve(reservation(ids, stay));
    const paid = await payAndReturn(
      t.app,
      String(held.json.data?.paymentUrl),
      cardForm(validCard()),
    );
    const code = String(held.json.data?.trackingCode);
    expect(String(paid.callback.headers.location)).toContain(`/hotels/voucher/${code}`);
    const row = await stayRow(Number(held.json.data?.bookingId));
    expect(row?.status).toBe('Confirmed');
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'guest@example.com'));
    expect(sent.some((m) => m.body.includes(code))).toBe(true);
    // The e-mail's link opens from a mail program: absolute, on the brand's own address.
    const mail = sent.find((m) => m.channel === 'email');
    expect(mail?.body).toContain(`https://sepehran.parvaz.travel/hotels/voucher/${code}`);
    expect(mail?.body).not.toMatch(/(^|\s)\/hotels\/voucher/);

    const lookup = { trackingCode: code, mobile: '09121234567' };
    const voucher = await t.post('hotel/hotelVoucher', lookup, headers);
    expect(voucher.status).toBe(200);
    expect((voucher.json as Json).data).toMatchObject({
      status: 'Confirmed',
      paid: total,
      nights: [checkIn, stayDay(301), stayDay(302)],
      hotel: { name: 'Stay Test Hotel', phone: '+98 51 3222 0000' },
      rooms: [{ guests: [{ firstName: 'ALI', lastName: 'AHMADI' }], meals: ['breakfast'] }],
    });
    const policy = (voucher.json as Json).data?.policy as { rules: { until: string }[] };
    expect(policy.rules[0]?.until).toMatch(/T14:00:00\+03:30$/);
    const wrong = await t.post('hotel/hotelVoucher', { ...lookup, mobile: '09120000000' }, headers);
    expect(wrong.status).toBe(404);
    expect((wrong.json as Json).errors?.code).toBe('NOT_FOUND');

    const quote = await t.post('hotel/getRefundQuote', lookup, headers);
    expect((quote.json as Json).data).toMatchObject({ penalty: 0, refund: total, currency: 'IRR' });
    const [cancelled, twice] = await Promise.all([
      t.post('hotel/hotelRefund', lookup, headers),
      t.post('hotel/hotelRefund', lookup, headers),
    ]);
    const answers = [cancelled, twice].sort((x, y) => x.status - y.status);
    expect(answers.map((a) => a.status)).toEqual([200, 409]);
    expect((answers[0]?.json as Json).data).toMatchObject({
      status: 'Cancelled',
      refund: total,
      destination: 'card',
    });
    expect((answers[1]?.json as Json).errors?.error).toBe('This stay can no longer be cancelled.');
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
    const irr = await books();
    expect(irr?.sum).toBe(0);
    expect(irr?.runningBalancesAgree).toBe(true);
  });

  it('pays from the wallet at once, keeps the penalty when late, and gives the rest back to the wallet', async () => {
    const ids = await stayHotel(t.database.db, { from: stayDay(2), nights: 3 });
    const customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    await t.database.db.transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
        {
          key: `test-credit-${customer.id}`,
          amount: 100_000_000,
          description: 'test',
          at: new Date(),
        },
      ),
    );
    const body = reservation(
      ids,
      { checkIn: stayDay(2), checkOut: stayDay(4), expectedTotal: 41_000_000 },
      { payment: 'wallet' },
    );
    const guestTry = await reserve(body);
    expect(guestTry.status).toBe(401);
    const paid = await reserve(body, { ...headers, ...customer.headers });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: 'Confirmed', amount: 41_000_000 });
    expect(paid.json.data?.paymentUrl).toBeUndefined();
    const wallet = () => balanceOf(t.database.db, 'sepehran', walletAccount(customer.id), 'IRR');
    expect(await wallet()).toBe(59_000_000);

    const mine = await t.post('hotel/getMyHotels', {}, { ...headers, ...customer.headers });
    expect((mine.json as Json).data).toMatchObject({
      total: 1,
      items: [
        {
          trackingCode: paid.json.data?.trackingCode,
          status: 'Confirmed',
          rooms: 1,
          // What was charged, in the currency the rooms were shown in (here the rials).
          charge: { amount: 41_000_000, currency: 'IRR' },
        },
      ],
    });
    expect((await t.post('hotel/getMyHotels', {}, headers)).status).toBe(401);

    // Within three days of check-in: the first night (20,000,000) is kept.
    const lookup = { trackingCode: String(paid.json.data?.trackingCode), mobile: '09121234567' };
    const cancelled = await t.post('hotel/hotelRefund', lookup, headers);
    expect((cancelled.json as Json).data).toMatchObject({
      penalty: 20_000_000,
      refund: 21_000_000,
      destination: 'wallet',
    });
    expect(await wallet()).toBe(80_000_000);
    expect((await books())?.sum).toBe(0);
  });
});
