import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantAt } from '@parvaz/domain/calendar/zoned';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import type { Json } from '../booking/booking.fixtures';
import { balanceOf, trialBalance } from '../ledger/ledger.api';
import { sandboxProvider } from '../payments/payments.api';
import { addWalletCredit } from '../wallet/wallet.api';
import { moveStaysByDate } from './hotel-stay-status';
import { reservation, soldNights, stayDay, stayHotel } from './hotel-stay-test-kit';

const headers = { 'x-tenant': 'sepehran', lang: 'en' };
const review = {
  criteria: { valueForPrice: 8, cleanliness: 9, staff: 10, facilities: 7 },
  text: 'Clean rooms and kind staff.',
};

describe.each(databaseKinds)('a stay’s days on %s', (kind) => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof buildSignedInUser>>;
  const checkIn = stayDay(2);
  const checkOut = stayDay(4);
  const at = (date: string, time = '12:00') => instantAt(date, time, 'Asia/Tehran');
  const move = (now: Date) => moveStaysByDate(t.database.db, { provider: sandboxProvider }, now);

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

  /** A stay of two nights paid from the wallet: 20 + 21 million rials. */
  async function paidStay() {
    const ids = await stayHotel(t.database.db, { from: checkIn, nights: 2 });
    const answer = await t.post(
      'hotel/reserveHotel',
      reservation(ids, { checkIn, checkOut, expectedTotal: 41_000_000 }, { payment: 'wallet' }),
      { ...headers, ...customer.headers },
    );
    expect(answer.status).toBe(200);
    const lookup = {
      trackingCode: String((answer.json as Json).data?.trackingCode),
      mobile: '09121234567',
    };
    const status = async () =>
      ((await t.post('hotel/hotelVoucher', lookup, headers)).json as Json).data?.status;
    return { ids, lookup, status };
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
    await move(at(stayDay(3)));
    expect(await stay.status()).toBe('CheckedIn');
    await move(at(checkOut, '08:00'));
    expect(await stay.status()).toBe('CheckedOut');
    const first = await t.post('hotel/addReview', { ...stay.lookup, ...review }, headers);
    expect(first.status).toBe(200);
    expect((first.json as Json).data).toEqual({ status: 'pending' });
    const again = await t.post('hotel/addReview', { ...stay.lookup, ...review }, headers);
    expect(again.status).toBe(409);
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
    expect(Object.values(await soldNights(t.database.db, stay.ids.roomTypeId))).toEqual([1, 1]);
    const irr = (await trialBalance(t.database.db, 'sepehran')).find((x) => x.currency === 'IRR');
    expect(irr?.sum).toBe(0);
  });
});
