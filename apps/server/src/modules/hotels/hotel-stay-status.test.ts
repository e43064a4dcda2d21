import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelReviews } from '../../db/schema/hotels';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import type { Json } from '../booking/booking.fixtures';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { createProviderRegistry } from '../payments/payments.api';
import { sandboxBank } from '../sandbox-bank/sandbox-bank.api';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { addWalletCredit } from '../wallet/wallet.api';
import { moveStaysByDate } from './hotel-stay-status';
import { reservation, soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const headers = { 'x-tenant': 'sepehran', lang: 'en' };
const review = {
  criteria: { valueForPrice: 8, cleanliness: 9, staff: 10, facilities: 7 },
  // Prose: its Persian digits are kept as written.
  text: 'Clean rooms and kind staff, ۲ pools.',
};

describe.each(databaseKinds)('a stay’s days on %s', (kind) => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof buildSignedInUser>>;
  const checkIn = stayDay(2);
  const checkOut = stayDay(4);
  const at = (date: string, time = '12:00') => instantAt(date, time, 'Asia/Tehran');
  const move = (now: Date) =>
    moveStaysByDate(t.database.db, { providers: t.app.paymentProviders }, now);

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    await t.database.db.transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
        {
          key: `stay-days-${customer.id}`,
          amount: 200_000_000,
          description: 'test',
          at: new Date(),
        },
      ),
    );
  });
  afterAll(async () => t.close());

  /**
   * A stay of `nights` nights (two unless told: 20 + 21 million rials), paid from the wallet or
   * by card at the sandbox bank, in a hotel of its own with `allotment` rooms a night.
   */
  async function paidStay(
    spec: { nights?: number; allotment?: number; payment?: 'wallet' | 'card' } = {},
  ) {
    const nights = spec.nights ?? 2;
    const ids = await stayHotel(t.database.db, {
      from: checkIn,
      nights,
      allotment: spec.allotment ?? 5,
    });
    const dates = { checkIn, checkOut: stayDay(2 + nights) };
    // Each night a million dearer than the one before.
    const total = nights * 20_000_000 + ((nights * (nights - 1)) / 2) * 1_000_000;
    const byCard = spec.payment === 'card';
    const answer = await t.post(
      'hotel/reserveHotel',
      reservation(
        ids,
        { ...dates, expectedTotal: total },
        { payment: byCard ? 'gateway' : 'wallet' },
      ),
      { ...headers, ...customer.headers },
    );
    expect(answer.status).toBe(200);
    const data = (answer.json as Json).data;
    if (byCard) await payAndReturn(t.app, String(data?.paymentUrl), cardForm(validCard()));
    const lookup = { trackingCode: String(data?.trackingCode), mobile: '09121234567' };
    const status = async () =>
      ((await t.post('hotel/hotelVoucher', lookup, headers)).json as Json).data?.status;
    return { ids, lookup, status, id: Number(data?.bookingId) };
  }

  it('checks in on the check-in day, out on the check-out day, and takes one review then', async () => {
    const stay = await paidStay();
    await move(at(stayDay(1)));
    expect(await stay.status()).toBe('Confirmed');
    await move(at(checkIn, '00:30'));
    expect(await stay.status()).toBe('CheckedIn');
    const early = await t.post('hotel/addReview', { ...stay.lookup, ...review }, headers);
    expect(early.status).toBe(409);
    expect((early.json as Json).errors?.error).toBe('A review can be written after check-out.');
    expect(
      ((await t.post('hotel/hotelVoucher', stay.lookup, headers)).json as Json).data,
    ).toMatchObject({ reviewable: false, reviewed: false });
    await move(at(stayDay(3)));
    expect(await stay.status()).toBe('CheckedIn');
    await move(at(checkOut, '08:00'));
    expect(await stay.status()).toBe('CheckedOut');
    const voucher = async () =>
      ((await t.post('hotel/hotelVoucher', stay.lookup, headers)).json as Json).data;
    // The voucher offers the review once the stay is over, and says when it has been sent.
    expect(await voucher()).toMatchObject({ reviewable: true, reviewed: false });
    const first = await t.post('hotel/addReview', { ...stay.lookup, ...review }, headers);
    expect(first.status).toBe(200);
    expect((first.json as Json).data).toEqual({ status: 'pending' });
    const [kept] = await t.database.db
      .select({ text: hotelReviews.text })
      .from(hotelReviews)
      .where(eq(hotelReviews.stayId, stay.id));
    expect(kept?.text).toBe(review.text);
    expect(await voucher()).toMatchObject({ reviewable: false, reviewed: true });
    const again = await t.post('hotel/addReview', { ...stay.lookup, ...review }, headers);
    expect(again.status).toBe(409);
    expect(((again.json as Json).errors as { detail?: unknown } | undefined)?.detail).toEqual({
      reviewed: true,
    });
    const badScore = await t.post(
      'hotel/addReview',
      { ...stay.lookup, ...review, criteria: { ...review.criteria, staff: 11 } },
      headers,
    );
    expect(badScore.status).toBe(400);
  });

  it('makes a stay never checked in a no-show, charged its no-show nights, the rest refunded once', async () => {
    const wallet = () => balanceOf(t.database.db, 'sepehran', walletAccount(customer.id), 'IRR');
    const stay = await paidStay();
    const before = await wallet();
    const [a, b] = await Promise.all([move(at(stayDay(3))), move(at(stayDay(3)))]);
    expect(a.noShows + b.noShows).toBe(1);
    expect(await stay.status()).toBe('NoShow');
    // One no-show night (20,000,000) kept, 21,000,000 back to the wallet.
    expect(await wallet()).toBe(before + 21_000_000);
    // The check-in night passed with the room kept; the second night is on sale again, once.
    expect(await soldNights(t.database.db, stay.ids.roomTypeId)).toEqual({
      [checkIn]: 1,
      [stayDay(3)]: 0,
    });
    const irr = (await trialBalance(t.database.db, 'sepehran')).find((x) => x.currency === 'IRR');
    expect(irr?.sum).toBe(0);
  });

  it('puts a no-show’s nights after check-in back on sale in the transaction that refunds it', async () => {
    // One room a night: a second guest finds the stay's nights full until the no-show frees them.
    const stay = await paidStay({ nights: 3, allotment: 1, payment: 'card' });
    const sold = () => soldNights(t.database.db, stay.ids.roomTypeId);
    const later = { checkIn: stayDay(3), checkOut: stayDay(5), expectedTotal: 43_000_000 };
    const second = () => t.post('hotel/reserveHotel', reservation(stay.ids, later), headers);
    const full = await second();
    expect(full.status).toBe(409);
    expect((full.json as Json).errors?.code).toBe('CAPACITY_FULL');

    // The bank refuses the refund: the whole no-show is undone, its nights still sold, and the
    // run goes on to the other stays, leaving this one for the next run.
    const refusing = createProviderRegistry(
      [{ ...sandboxBank(), refund: () => Promise.resolve(false) }],
      { fallback: 'sandbox' },
    );
    expect(
      await moveStaysByDate(t.database.db, { providers: refusing }, at(stayDay(3))),
    ).toMatchObject({ noShows: 0, noShowsDeferred: 1 });
    expect(await stay.status()).toBe('Confirmed');
    expect(await sold()).toEqual({ [checkIn]: 1, [stayDay(3)]: 1, [stayDay(4)]: 1 });

    expect((await move(at(stayDay(3)))).noShows).toBe(1);
    expect(await stay.status()).toBe('NoShow');
    expect(await sold()).toEqual({ [checkIn]: 1, [stayDay(3)]: 0, [stayDay(4)]: 0 });
    const voucher = await t.post('hotel/hotelVoucher', stay.lookup, headers);
    // The first night (20,000,000) kept, the other two (21 + 22 million) back to the card.
    expect((voucher.json as Json).data).toMatchObject({
      status: 'NoShow',
      refund: { penalty: 20_000_000, amount: 43_000_000 },
    });
    const resold = await second();
    expect(resold.status).toBe(200);
    expect(await sold()).toEqual({ [checkIn]: 1, [stayDay(3)]: 1, [stayDay(4)]: 1 });
    const irr = (await trialBalance(t.database.db, 'sepehran')).find((x) => x.currency === 'IRR');
    expect(irr?.sum).toBe(0);
  });
});
