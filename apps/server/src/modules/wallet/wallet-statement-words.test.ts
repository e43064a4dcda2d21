// Every line of the wallet's statement reads in the reader's language, worded by the kind of what
// it bought (each kind through the purchase registry, the wallet reading no product's tables): a
// flight booking and a hotel stay paid from the wallet, the stay's cancellation given back to it,
// services added to the booking, a top-up and a credit of no purchase. References that are
// numbers (tracking codes) are written in the reader's digits; the ledger's English is never shown.
import { describe, expect, it } from 'vitest';
import { referenceIn, toLocalDigits } from '@parvaz/domain/format/digits';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { saleLines } from '@parvaz/domain/ledger/sale-lines';
import { databaseKinds } from '../../test/test-app';
import { reservation, stayDay, stayHotel } from '../hotels/hotel-stay-test-kit';
import { postEntry } from '../ledger/ledger.api';
import { creditTopup } from './wallet.service';
import { bookedSchema, dataOf, walletSuite } from './wallet-test-kit';

describe.each(databaseKinds)('the wallet’s statement in the reader’s language on %s', (kind) => {
  const s = walletSuite(kind);
  const { db, customer, fund, transactions, bookingBody, held, booksBalance } = s;

  it('words each line by its purchase kind, in fa and en', async () => {
    const user = await customer();
    await fund(user.id, 200_000_000);
    // A top-up, as its kind's fulfilment credits it once the bank has settled it.
    await db().transaction((tx) =>
      creditTopup(
        tx,
        {
          id: 900_000 + user.id,
          tenant: 'sepehran',
          userId: user.id,
          amount: 5_000_000,
          currency: 'IRR',
        },
        new Date(),
      ),
    );
    // A flight booking paid from the wallet.
    const { quoteId } = await held();
    const booked = dataOf(
      bookedSchema,
      await s.t.post('flight/bookFlight', bookingBody(quoteId), { ...user.headers, lang: 'en' }),
    );
    expect(booked.status).toBe('confirmed');
    // Services added to it (/ssr), here paid from the wallet, as the services' sale posts them.
    await db().transaction((tx) =>
      postEntry(tx, {
        tenant: 'sepehran',
        key: `services:statement-${s.nextKey()}:sold`,
        kind: entryKinds.sale,
        description: `Services added to booking ${booked.bookingId}`,
        purchase: { kind: 'services', id: booked.bookingId },
        occurredAt: new Date(),
        postings: saleLines({
          product: 'services',
          source: { paidBy: 'wallet', userId: user.id },
          currency: 'IRR',
          fares: [],
          taxes: 0,
          serviceFee: 0,
          markup: 0,
          goods: 1_500_000,
          discount: 0,
        }),
      }),
    );
    // A hotel stay paid from the wallet, then cancelled in time: all of it back to the wallet.
    const checkIn = stayDay(320);
    const ids = await stayHotel(db(), { from: checkIn, nights: 1 });
    const stay = await s.t.post(
      'hotel/reserveHotel',
      reservation(
        ids,
        { checkIn, checkOut: stayDay(321), expectedTotal: 20_000_000 },
        { payment: 'wallet' },
      ),
      { 'x-tenant': 'sepehran', lang: 'en', ...user.headers },
    );
    expect(stay.status).toBe(200);
    const stayData = (stay.json as { data: { status: string; trackingCode: string } }).data;
    expect(stayData.status).toBe('Confirmed');
    const trackingCode = stayData.trackingCode;
    expect(trackingCode).toMatch(/^[0-9]+$/);
    const cancelled = await s.t.post(
      'hotel/hotelRefund',
      { trackingCode, mobile: '09121234567' },
      { 'x-tenant': 'sepehran', lang: 'en' },
    );
    expect((cancelled.json as { data: unknown }).data).toMatchObject({ destination: 'wallet' });

    const lines = async (lang: string) =>
      (await transactions({ ...user.headers, lang }, {})).items.map((line) => [
        line.type,
        line.description,
      ]);
    const { pnr } = booked;
    expect(await lines('en')).toEqual([
      ['refund', `Refund of hotel stay ${trackingCode}`],
      ['payment', `Hotel stay ${trackingCode}`],
      ['payment', `Extra services, booking ${pnr}`],
      ['payment', `Flight booking ${pnr}`],
      ['topup', 'Wallet top-up'],
      ['adjustment', 'Credit added to your wallet'],
    ]);
    // In Persian the tracking code is written in Persian digits; the PNR, letters and all, as
    // the airline wrote it.
    const persianCode = toLocalDigits(trackingCode, 'fa');
    expect(persianCode).not.toMatch(/[0-9]/);
    const persianPnr = referenceIn(pnr, 'fa');
    expect(await lines('fa')).toEqual([
      ['refund', `استرداد اقامت هتل ${persianCode}`],
      ['payment', `اقامت هتل ${persianCode}`],
      ['payment', `خدمات افزوده رزرو ${persianPnr}`],
      ['payment', `رزرو پرواز ${persianPnr}`],
      ['topup', 'افزایش اعتبار کیف پول'],
      ['adjustment', 'اعتبار افزوده به کیف پول'],
    ]);
    await booksBalance();
  });
});
