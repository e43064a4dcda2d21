// A hotel stay paid from the wallet first and the card for the rest (decision 021).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { hotelStays, paymentEvents, payments } from '../../db/schema/index';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { type Json } from '../booking/booking.fixtures';
import { balanceOf, postingsOfEntry, trialBalance } from '../ledger/ledger.api';
import { cardForm, declinedCard, payAndReturn, validCard } from '../payments/payments-test-kit';
import { bankTransaction } from '../sandbox-bank/sandbox-bank-test-kit';
import { addWalletCredit } from '../wallet/wallet.api';
import { expireStayHolds } from './hotel-stay-expiry';
import { reservation, stayDay, stayHotel } from './hotel-stay-test-kit';

const headers = { 'x-tenant': 'sepehran', lang: 'en' };

describe.each(databaseKinds)('a hotel stay paid from the wallet and the card on %s', (kind) => {
  let t: TestApp;
  let day = 40;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  /** A customer with `credit` rials in the wallet reserving two nights (41,000,000) both ways. */
  const reserveBothWays = async (credit: number, startIn?: number) => {
    const from = stayDay(startIn ?? day);
    if (startIn === undefined) day += 5;
    const ids = await stayHotel(db(), { from, nights: 3 });
    const customer = await buildSignedInUser(db(), { tenant: 'sepehran' });
    if (credit > 0)
      await db().transaction((tx) =>
        addWalletCredit(
          tx,
          { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
          {
            key: `test-credit-${customer.id}`,
            amount: credit,
            description: 'test',
            at: new Date(),
          },
        ),
      );
    const body = reservation(
      ids,
      {
        checkIn: from,
        checkOut: stayDay((startIn ?? day - 5) + 2),
        expectedTotal: 41_000_000,
      },
      { payment: 'wallet+gateway' },
    );
    const answer = await t.post('hotel/reserveHotel', body, { ...headers, ...customer.headers });
    expect(answer.status).toBe(200);
    const data = (answer.json as Json).data ?? {};
    const stayId = Number(data.bookingId);
    const wallet = () => balanceOf(db(), 'sepehran', walletAccount(customer.id), 'IRR');
    const status = async () =>
      (await db().select().from(hotelStays).where(eq(hotelStays.id, stayId)))[0]?.status;
    const cards = () =>
      db()
        .select()
        .from(payments)
        .where(and(eq(payments.purpose, 'hotel'), eq(payments.purchaseId, stayId)));
    const cardRefunded = async () => {
      const [paid] = await cards();
      return paid ? ((await bankTransaction(db(), paid.providerToken))?.refunded ?? 0) : 0;
    };
    return { data, stayId, userId: customer.id, wallet, status, cards, cardRefunded };
  };
  const booksBalance = async () => {
    for (const book of await trialBalance(db(), 'sepehran')) {
      expect(book.sum, book.currency).toBe(0);
      expect(book.runningBalancesAgree, book.currency).toBe(true);
    }
  };

  it('takes the wallet at once, the card the rest, and confirms the stay once both are in', async () => {
    const stay = await reserveBothWays(30_000_000);
    expect(stay.data).toMatchObject({ status: 'NotVerified', amount: 41_000_000 });
    const [card] = await stay.cards();
    expect(card).toMatchObject({ amount: 11_000_000, status: 'pending' });
    expect(await stay.wallet()).toBe(0);
    await payAndReturn(t.app, String(stay.data.paymentUrl), cardForm(validCard()));
    expect(await stay.status()).toBe('Confirmed');
    expect(await stay.wallet()).toBe(0);
    await booksBalance();
    // The voucher says how it was paid: each source's part, adding up to the charge.
    const lookup = { trackingCode: String(stay.data.trackingCode), mobile: '09121234567' };
    const voucher = (await t.post('hotel/hotelVoucher', lookup, headers)).json as Json;
    expect(voucher.data).toMatchObject({
      charge: { amount: 41_000_000 },
      paidBy: { wallet: 30_000_000, card: 11_000_000, currency: 'IRR' },
    });
    // Cancelled free of charge: each source gets back exactly what it gave.
    const cancelled = await t.post('hotel/hotelRefund', lookup, headers);
    expect(cancelled.status).toBe(200);
    const back = (cancelled.json as Json).data ?? {};
    expect(back).toMatchObject({ penalty: 0, refund: 41_000_000, destination: 'wallet+card' });
    expect(await stay.wallet()).toBe(30_000_000);
    expect(await stay.cardRefunded()).toBe(11_000_000);
    await booksBalance();
  });

  it('gives a stay paid 30 % from the wallet and 70 % by card back by those shares when cancelled late', async () => {
    // Two nights (20,000,000 + 21,000,000) within three days of check-in: the first night is
    // kept, 21,000,000 goes back: 30 % (6,300,000) to the wallet, 70 % (14,700,000) to the card.
    const stay = await reserveBothWays(12_300_000, 2);
    const [card] = await stay.cards();
    expect(card).toMatchObject({ amount: 28_700_000, status: 'pending' });
    await payAndReturn(t.app, String(stay.data.paymentUrl), cardForm(validCard()));
    expect(await stay.status()).toBe('Confirmed');
    const lookup = { trackingCode: String(stay.data.trackingCode), mobile: '09121234567' };
    const cancelled = await t.post('hotel/hotelRefund', lookup, headers);
    expect(cancelled.status).toBe(200);
    expect((cancelled.json as Json).data).toMatchObject({
      status: 'Cancelled',
      penalty: 20_000_000,
      refund: 21_000_000,
      currency: 'IRR',
      destination: 'wallet+card',
    });
    expect(await stay.wallet()).toBe(6_300_000);
    // The card's provider gave back exactly the card's part, once.
    expect(await stay.cardRefunded()).toBe(14_700_000);
    const [paid] = await stay.cards();
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.paymentId, Number(paid?.id)), eq(paymentEvents.type, 'refunded')),
      );
    expect(events.map((e) => e.detail)).toEqual([{ amount: 14_700_000, stayId: stay.stayId }]);
    // One refund entry, its two destinations side by side; the penalty stays in the books.
    const refund = await postingsOfEntry(db(), 'sepehran', `hotel-stay:${stay.stayId}:refund`);
    expect(
      refund
        ?.filter((p) => p.amount < 0 && /^(wallet|purchase_clearing)/.test(p.code))
        .sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { code: 'purchase_clearing', amount: -14_700_000, currency: 'IRR' },
      { code: `wallet:user:${stay.userId}`, amount: -6_300_000, currency: 'IRR' },
    ]);
    await booksBalance();
    // A second cancellation moves nothing.
    expect((await t.post('hotel/hotelRefund', lookup, headers)).status).toBe(409);
    expect(await stay.wallet()).toBe(6_300_000);
    expect(await stay.cardRefunded()).toBe(14_700_000);
  });

  it('confirms at once with no bank when the wallet covers the stay', async () => {
    const stay = await reserveBothWays(50_000_000);
    expect(stay.data).toMatchObject({ status: 'Confirmed' });
    expect(stay.data.paymentUrl).toBeUndefined();
    expect(await stay.cards()).toEqual([]);
    expect(await stay.wallet()).toBe(9_000_000);
    await booksBalance();
  });

  it('gives the wallet its part back when the card is declined, or when the hold runs out', async () => {
    const declined = await reserveBothWays(10_000_000);
    await payAndReturn(t.app, String(declined.data.paymentUrl), cardForm(declinedCard()));
    expect(await declined.status()).toBe('NotVerified');
    expect(await declined.wallet()).toBe(10_000_000);

    const expired = await reserveBothWays(20_000_000);
    expect(await expired.wallet()).toBe(0);
    await expireStayHolds(db(), new Date(Date.now() + 24 * 3600 * 1000));
    expect(await expired.status()).toBe('Expired');
    expect(await expired.wallet()).toBe(20_000_000);
    await booksBalance();
  });
});
