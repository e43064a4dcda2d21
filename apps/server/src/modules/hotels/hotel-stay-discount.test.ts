import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { discountAccount, revenueAccount, walletAccount } from '@parvaz/domain/ledger/accounts';
import { discountCodes } from '../../db/schema/discounts';
import { hotelStays } from '../../db/schema/hotels';
import { payments } from '../../db/schema/payments';
import { buildDiscountCode, buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, sellableFlight, testClock, type Json } from '../booking/booking.fixtures';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { addWalletCredit } from '../wallet/wallet.api';
import { reservation, soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const headers = { 'x-tenant': 'sepehran', lang: 'en' };

describe.each(databaseKinds)('discount codes on hotel stays on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const checkIn = stayDay(300);
  const checkOut = stayDay(303);
  // 20, 21 and 22 million rials a night.
  const total = 63_000_000;
  const stay = { checkIn, checkOut, expectedTotal: total };
  let codes = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(async () => t.close());

  /** A sepehran code of its own (10% unless overridden); answers its name. */
  const code = async (
    overrides: Omit<Parameters<typeof buildDiscountCode>[1], 'tenant' | 'code'> = {},
  ) => {
    codes += 1;
    const name = `STAY${kind.toUpperCase()}${codes}`;
    await buildDiscountCode(t.database.db, { tenant: 'sepehran', code: name, ...overrides });
    return name;
  };
  const post = async (path: string, body: unknown, h: Record<string, string> = headers) => {
    const response = await t.post(path, body, h);
    return { status: response.status, json: response.json as Json };
  };
  const check = (ids: { hotelId: number; roomTypeId: number }, name: string, lang = 'en') =>
    post(
      'hotel/checkDiscount',
      {
        hotelId: ids.hotelId,
        checkIn,
        checkOut,
        rooms: [{ roomTypeId: ids.roomTypeId }],
        code: name,
      },
      { ...headers, lang },
    );
  const stayRow = async (id: number) =>
    (await t.database.db.select().from(hotelStays).where(eq(hotelStays.id, id)))[0];
  const usesOf = async (name: string) =>
    (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, name)))[0]?.used;
  const balance = (account: { code: string }) =>
    balanceOf(t.database.db, 'sepehran', account, 'IRR');

  it('tells what a code takes off the stay, and why a code for flights only takes nothing', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const everything = await code();
    const staysOnly = await code({ products: ['hotel'], percent: 15 });
    const flightsOnly = await code({ products: ['flight'] });
    const route = await code({ routes: ['MHD-THRC'] });
    const expired = await code({ validUntil: new Date(Date.now() - 1000) });

    expect((await check(ids, everything.toLowerCase())).json.data).toEqual({
      code: everything,
      discount: { amount: 6_300_000, currency: 'IRR' },
    });
    expect((await check(ids, staysOnly)).json.data?.discount).toEqual({
      amount: 9_450_000,
      currency: 'IRR',
    });
    for (const refused of [flightsOnly, route]) {
      const answer = await check(ids, refused);
      expect(answer.status, refused).toBe(400);
      expect(answer.json.errors?.fields).toEqual({
        code: 'This discount code is not valid for this kind of purchase.',
      });
    }
    const fa = await check(ids, flightsOnly, 'fa');
    expect(fa.json.errors?.error).toBe('این کد تخفیف برای این نوع خرید معتبر نیست.');
    expect((await check(ids, expired)).status).toBe(410);
    expect((await check(ids, 'NOSUCHCODE')).json.errors?.fields).toEqual({
      code: 'This discount code is not valid.',
    });
    const unknownRoom = await post('hotel/checkDiscount', {
      hotelId: ids.hotelId,
      checkIn,
      checkOut,
      rooms: [{ roomTypeId: ids.roomTypeId + 1000 }],
      code: everything,
    });
    expect(unknownRoom.status).toBe(400);
    // A code is its brand's: on another brand it is as unknown as a made-up one.
    const elsewhere = await post(
      'hotel/checkDiscount',
      {
        hotelId: ids.hotelId,
        checkIn,
        checkOut,
        rooms: [{ roomTypeId: ids.roomTypeId }],
        code: everything,
      },
      { 'x-tenant': 'turk', lang: 'en' },
    );
    expect(elsewhere.json.errors?.fields).toEqual({ code: 'This discount code is not valid.' });
    // Checking reserves nothing and spends no use.
    expect(await usesOf(everything)).toBe(0);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
  });

  it('keeps a code for hotel stays off flights', async () => {
    const staysOnly = await code({ products: ['hotel'] });
    const held = await hold(t, await sellableFlight(t.database.db));
    const answer = await post('flight/checkDiscount', {
      quoteId: held.json.data?.quoteId,
      code: staysOnly,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.fields).toEqual({
      code: 'This discount code is not valid for this kind of purchase.',
    });
  });

  it('charges the discounted total, posts the discount, and refunds what was paid', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const name = await code();
    const given = await balance(discountAccount());
    const earned = await balance(revenueAccount('hotel'));
    const held = await post('hotel/reserveHotel', reservation(ids, stay, { discountCode: name }));
    expect(held.status).toBe(200);
    expect(held.json.data).toMatchObject({ status: 'NotVerified', amount: 56_700_000 });
    const bookingId = Number(held.json.data?.bookingId);
    expect(await stayRow(bookingId)).toMatchObject({
      roomsAmount: total,
      discountAmount: 6_300_000,
      amount: 56_700_000,
    });
    expect(await usesOf(name)).toBe(1);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.purchaseId, bookingId));
    expect(payment?.amount).toBe(56_700_000);

    await payAndReturn(t.app, String(held.json.data?.paymentUrl), cardForm(validCard()));
    expect((await stayRow(bookingId))?.status).toBe('Confirmed');
    // The discount is read against revenue: the rooms' price earned, the discount as its cost.
    expect((await balance(discountAccount())) - given).toBe(6_300_000);
    expect((await balance(revenueAccount('hotel'))) - earned).toBe(total);

    const lookup = { trackingCode: String(held.json.data?.trackingCode), mobile: '09121234567' };
    const voucher = await post('hotel/hotelVoucher', lookup);
    expect(voucher.json.data).toMatchObject({
      discount: 6_300_000,
      amount: 56_700_000,
      paid: 56_700_000,
    });
    const quote = await post('hotel/getRefundQuote', lookup);
    expect(quote.json.data).toMatchObject({ penalty: 0, refund: 56_700_000 });
    const cancelled = await post('hotel/hotelRefund', lookup);
    expect(cancelled.json.data).toMatchObject({ refund: 56_700_000, destination: 'card' });
    // Refunded in full, the stay leaves nothing on the books: its discount is taken back too.
    expect((await balance(discountAccount())) - given).toBe(0);
    expect((await balance(revenueAccount('hotel'))) - earned).toBe(0);
    const irr = (await trialBalance(t.database.db, 'sepehran')).find((b) => b.currency === 'IRR');
    expect(irr?.sum).toBe(0);
  });

  it('keeps a late penalty as the same share of what was paid from the wallet', async () => {
    const ids = await stayHotel(t.database.db, { from: stayDay(2), nights: 3 });
    const customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    await t.database.db.transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
        {
          key: `discount-credit-${customer.id}`,
          amount: 50_000_000,
          description: 'test',
          at: new Date(),
        },
      ),
    );
    const name = await code({ products: ['hotel'] });
    const given = await balance(discountAccount());
    const earned = await balance(revenueAccount('hotel'));
    const paid = await post(
      'hotel/reserveHotel',
      reservation(
        ids,
        { checkIn: stayDay(2), checkOut: stayDay(4), expectedTotal: 41_000_000 },
        { payment: 'wallet', discountCode: name },
      ),
      { ...headers, ...customer.headers },
    );
    expect(paid.json.data).toMatchObject({ status: 'Confirmed', amount: 36_900_000 });
    const wallet = () => balance(walletAccount(customer.id));
    expect(await wallet()).toBe(13_100_000);

    // Within three days of check-in the first night is kept: 20,000,000 of 41,000,000 listed,
    // so 18,000,000 of the 36,900,000 paid.
    const lookup = { trackingCode: String(paid.json.data?.trackingCode), mobile: '09121234567' };
    expect((await post('hotel/getRefundQuote', lookup)).json.data).toMatchObject({
      penalty: 18_000_000,
      refund: 18_900_000,
    });
    const cancelled = await post('hotel/hotelRefund', lookup);
    expect(cancelled.json.data).toMatchObject({ penalty: 18_000_000, refund: 18_900_000 });
    expect(await wallet()).toBe(32_000_000);
    // The 4,100,000 discount is taken back in the share given back (18.9 of 36.9 million): what
    // stays on the books is the first night, 20,000,000 earned, 2,000,000 of it discount.
    expect((await balance(discountAccount())) - given).toBe(2_000_000);
    expect((await balance(revenueAccount('hotel'))) - earned).toBe(20_000_000);

    // The statement names the stay and its refund in the reader's language.
    const trackingCode = lookup.trackingCode;
    const lines = async (lang: string) => {
      const answer = await post(
        'user/getTransactions',
        {},
        { ...headers, ...customer.headers, lang },
      );
      const items = (answer.json.data?.items ?? []) as { type: string; description: string }[];
      return items.filter((i) => i.type !== 'adjustment').map((i) => [i.type, i.description]);
    };
    expect(await lines('en')).toEqual([
      ['refund', `Refund of hotel stay ${trackingCode}`],
      ['payment', `Hotel stay ${trackingCode}`],
    ]);
    // In Persian the tracking code is written in Persian digits.
    const persianCode = toLocalDigits(trackingCode, 'fa');
    expect(await lines('fa')).toEqual([
      ['refund', `استرداد اقامت هتل ${persianCode}`],
      ['payment', `اقامت هتل ${persianCode}`],
    ]);
  });

  it('refuses a code for flights with the reason on its field, holding nothing', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const flightsOnly = await code({ products: ['flight'] });
    const answer = await post(
      'hotel/reserveHotel',
      reservation(ids, stay, { discountCode: flightsOnly }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.fields).toEqual({
      discountCode: 'This discount code is not valid for this kind of purchase.',
    });
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([0, 0, 0]);
  });

  it('gives a code of one use to one of two reservations at once; the other holds nothing', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const once = await code({ maxUses: 1 });
    const answers = await Promise.all(
      [0, 1].map(() => post('hotel/reserveHotel', reservation(ids, stay, { discountCode: once }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json.errors?.fields).toEqual({
      discountCode: 'This discount code has been used up.',
    });
    expect(await usesOf(once)).toBe(1);
    expect(Object.values(await soldNights(t.database.db, ids.roomTypeId))).toEqual([1, 1, 1]);
  });

  it('confirms at once a stay a code took the whole price off, with nothing to pay', async () => {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 3 });
    const gift = await code({ percent: null, amount: 100_000_000, currency: 'IRR' });
    const answer = await post('hotel/reserveHotel', reservation(ids, stay, { discountCode: gift }));
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ status: 'Confirmed', amount: 0 });
    expect(answer.json.data?.paymentUrl).toBeUndefined();
    const lookup = { trackingCode: String(answer.json.data?.trackingCode), mobile: '09121234567' };
    expect((await post('hotel/getRefundQuote', lookup)).json.data).toMatchObject({
      penalty: 0,
      refund: 0,
    });
  });
});
