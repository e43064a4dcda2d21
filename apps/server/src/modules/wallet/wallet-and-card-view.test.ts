// The result page's view of a booking paid from the wallet and the card (decision 021): each
// source's part, adding up to the charge; nothing of the kind for a booking one source paid.
import { describe, expect, it } from 'vitest';
import { bookingResultSchema } from '@parvaz/domain/contracts/booking';
import { databaseKinds } from '../../test/test-app';
import { cardForm, payAndReturn, validCard } from '../payments/payments-test-kit';
import { dataOf, walletSuite } from './wallet-test-kit';

describe.each(databaseKinds)('how a booking was paid, in its view, on %s', (kind) => {
  const s = walletSuite(kind);

  /** Pays the card at the bank; the receipt the callback sends the browser back with. */
  const paidReceipt = async (paymentUrl: string) => {
    const { callback } = await payAndReturn(s.t.app, paymentUrl, cardForm(validCard()));
    const location = new URL(String(callback.headers.location), 'http://x');
    return location.searchParams.get('receipt') ?? '';
  };
  /** A customer with a share of a held quote's total in the wallet booking it both ways, paid. */
  const bookAndPay = async (walletShare: (total: number) => number) => {
    const { user, total, inWallet, booked } = await s.bookBothWays(walletShare);
    const receipt = booked.paymentUrl
      ? await paidReceipt(booked.paymentUrl)
      : (booked.receipt ?? '');
    const view = dataOf(
      bookingResultSchema,
      await s.t.post('flight/getBooking', { receipt }, { ...user.headers, lang: 'en' }),
    );
    return { total, inWallet, view };
  };

  it('gives the wallet’s part and the card’s, adding up to the charge', async () => {
    const { total, inWallet, view } = await bookAndPay((t) => Math.floor(t / 3));
    expect(view.outcome).toBe('confirmed');
    expect(inWallet).toBeGreaterThan(0);
    expect(view.paidBy).toEqual({ wallet: inWallet, card: total - inWallet, currency: 'IRR' });
    expect((view.paidBy?.wallet ?? 0) + (view.paidBy?.card ?? 0)).toBe(view.charge.amount);
  });

  it('has no parts for a booking the card paid whole', async () => {
    const { view } = await bookAndPay(() => 0);
    expect(view.outcome).toBe('confirmed');
    expect(view).not.toHaveProperty('paidBy');
  });

  it('has no parts for a booking the wallet paid whole', async () => {
    const { view } = await bookAndPay((t) => t + 700);
    expect(view.outcome).toBe('confirmed');
    expect(view).not.toHaveProperty('paidBy');
  });
});
