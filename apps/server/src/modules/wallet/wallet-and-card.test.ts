// A purchase paid from the wallet first and the card for the rest (decision 021): what each
// gives, delivery once the two cover the total, the wallet's part back when the card fails or the
// hold runs out, money beyond the total back to the card, a source a kind does not take refused,
// and two purchases racing for one wallet balance.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { languages } from '@parvaz/domain/languages';
import {
  bookings,
  paymentEvents,
  payments,
  sandboxBankTransactions,
  tickets,
} from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import { databaseKinds } from '../../test/test-app';
import { expireHolds } from '../booking/booking.api';
import { hold, sellableFlight } from '../booking/booking.fixtures';
import { assertSourcesAccepted } from '../payments/payments.api';
import { cardForm, declinedCard, payAndReturn, validCard } from '../payments/payments-test-kit';
import { bookedSchema, dataOf, errorsOf, heldSchema, walletSuite } from './wallet-test-kit';

describe.each(databaseKinds)('paying from the wallet and the card on %s', (kind) => {
  const s = walletSuite(kind);
  const {
    db,
    customer,
    ledgerBalance,
    ledgerLines,
    fund,
    transactions,
    bookingBody,
    held,
    bookBothWays,
    booksBalance,
  } = s;

  const paymentsOfBooking = (bookingId: number) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'booking'), eq(payments.purchaseId, bookingId)))
      .orderBy(payments.id);
  const bookingRow = async (id: number) =>
    (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
  const eventsOf = async (paymentId: number) =>
    (
      await db()
        .select({ type: paymentEvents.type })
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(paymentEvents.id)
    ).map((e) => e.type);

  it('takes the wallet at once, asks the card the rest, and delivers once when both are in', async () => {
    const { user, total, inWallet, booked } = await bookBothWays((t) => Math.floor(t / 3));
    expect(booked.status).toBe('pending_payment');
    expect(booked.paymentUrl).toMatch(/^\/bank\/sandbox\//);
    const [card] = await paymentsOfBooking(booked.bookingId);
    expect(card).toMatchObject({ amount: total - inWallet, status: 'pending' });
    // The wallet's part left the wallet in the booking's own transaction.
    expect(await ledgerBalance(user.id)).toBe(0);
    const [held] = await ledgerLines(user.id);
    expect(held).toMatchObject({
      kind: entryKinds.walletPartHeld,
      purchase: { kind: 'booking', id: booked.bookingId },
      change: -inWallet,
      balanceAfter: 0,
    });
    await booksBalance();

    const { callback, callbackUrl } = await payAndReturn(
      s.t.app,
      booked.paymentUrl ?? '',
      cardForm(validCard()),
    );
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^\/booking\/result\?receipt=/);
    expect((await bookingRow(booked.bookingId))?.status).toBe('confirmed');
    const issued = await db().select().from(tickets).where(eq(tickets.bookingId, booked.bookingId));
    expect(issued.every((t) => t.ticketNumber !== null)).toBe(true);
    // The browser back again: nothing delivered twice, nothing taken twice.
    await s.t.app.inject({ method: 'GET', url: callbackUrl });
    const events = await eventsOf(card?.id ?? 0);
    expect(events.filter((e) => e === 'settled')).toHaveLength(1);
    expect(events.filter((e) => e === 'ticketsIssued')).toHaveLength(1);
    expect(await ledgerBalance(user.id)).toBe(0);
    // The statement says what the wallet paid for, in the reader's language.
    const paid = await transactions({ ...user.headers, lang: 'en' }, { type: 'payment' });
    expect(paid.items).toEqual([
      expect.objectContaining({ description: `Flight booking ${booked.pnr}`, amount: -inWallet }),
    ]);
    await booksBalance();
  });

  it('goes to no bank when the wallet covers the whole', async () => {
    const { user, total, booked } = await bookBothWays((t) => t + 700);
    expect(booked.status).toBe('confirmed');
    expect(booked.paymentUrl).toBeUndefined();
    expect(await paymentsOfBooking(booked.bookingId)).toEqual([]);
    expect(await ledgerBalance(user.id)).toBe(700);
    expect(total).toBeGreaterThan(0);
    await booksBalance();
  });

  it('asks the card for all when the wallet is empty', async () => {
    const { user, total, booked } = await bookBothWays(() => 0);
    const [card] = await paymentsOfBooking(booked.bookingId);
    expect(card?.amount).toBe(total);
    expect(await ledgerLines(user.id)).toEqual([]);
  });

  it('gives the wallet its part back when the card is declined, and the card pays it all again', async () => {
    const { user, total, inWallet, booked } = await bookBothWays((t) => Math.floor(t / 2));
    const { callback } = await payAndReturn(
      s.t.app,
      booked.paymentUrl ?? '',
      cardForm(declinedCard()),
    );
    expect((await bookingRow(booked.bookingId))?.status).toBe('pending_payment');
    expect(await ledgerBalance(user.id)).toBe(inWallet);
    const [back] = await ledgerLines(user.id);
    expect(back).toMatchObject({ kind: entryKinds.walletPartReleased, change: inWallet });
    const refunds = await transactions({ ...user.headers, lang: 'en' }, { type: 'refund' });
    expect(refunds.items).toHaveLength(1);
    await booksBalance();
    // Paying again on the same hold asks the card for the whole: the wallet's part is back.
    const receipt = new URL(String(callback.headers.location), 'http://x').searchParams.get(
      'receipt',
    );
    const again = await s.t.post('payment/start', { receipt }, user.headers);
    expect(again.status).toBe(200);
    const [, second] = await paymentsOfBooking(booked.bookingId);
    expect(second?.amount).toBe(total);
    await payAndReturn(s.t.app, second?.paymentUrl ?? '', cardForm(validCard()));
    expect((await bookingRow(booked.bookingId))?.status).toBe('confirmed');
    expect(await ledgerBalance(user.id)).toBe(inWallet);
    await booksBalance();
  });

  it('gives the wallet its part back when the hold runs out, and the card paid late goes back whole', async () => {
    const { user, inWallet, booked } = await bookBothWays((t) => Math.floor(t / 4));
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const expired = await expireHolds(db(), later);
    expect(expired.bookings).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(booked.bookingId))?.status).toBe('expired');
    expect(await ledgerBalance(user.id)).toBe(inWallet);
    // Run again: given back once.
    await expireHolds(db(), later);
    expect(await ledgerBalance(user.id)).toBe(inWallet);
    // The card paid after the hold ran out (and its wallet part went back) no longer covers the
    // booking: it is not settled, and the bank gives its money back whole.
    const [card] = await paymentsOfBooking(booked.bookingId);
    await payAndReturn(s.t.app, booked.paymentUrl ?? '', cardForm(validCard()));
    const [after] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, card?.id ?? 0));
    expect(after?.status).toBe('failed');
    expect(await eventsOf(card?.id ?? 0)).toContain('reversed');
    expect(await ledgerBalance(user.id)).toBe(inWallet);
    expect((await bookingRow(booked.bookingId))?.status).toBe('expired');
    await booksBalance();
  });

  it('gives back to the card what was paid beyond the total', async () => {
    const { user, total, inWallet, booked } = await bookBothWays((t) => Math.floor(t / 2));
    // A card asked more than is left (as a stale second try would be): the bank and our row.
    const [card] = await paymentsOfBooking(booked.bookingId);
    const token = booked.paymentUrl?.split('/').pop() ?? '';
    const asked = total - inWallet + 5_000;
    await db()
      .update(payments)
      .set({ amount: asked })
      .where(eq(payments.id, card?.id ?? 0));
    await db()
      .update(sandboxBankTransactions)
      .set({ amount: asked })
      .where(eq(sandboxBankTransactions.token, decodeURIComponent(token)));
    await payAndReturn(s.t.app, booked.paymentUrl ?? '', cardForm(validCard()));
    expect((await bookingRow(booked.bookingId))?.status).toBe('confirmed');
    const events = await eventsOf(card?.id ?? 0);
    expect(events).toContain('refunded');
    const [bank] = await db()
      .select()
      .from(sandboxBankTransactions)
      .where(eq(sandboxBankTransactions.token, decodeURIComponent(token)));
    expect(bank?.refunded).toBe(5_000);
    expect(await ledgerBalance(user.id)).toBe(0);
    await booksBalance();
  });

  it('adds up only a purchase whose payments add up: each top-up of one wallet is its own', async () => {
    const user = await customer();
    const headers = { ...user.headers, lang: 'en' };
    for (const amount of [2_000_000, 3_000_000]) {
      const opened = await s.t.post(
        'user/increaseCredit',
        { amount: String(amount), bankId: 'sandbox' },
        headers,
      );
      expect(opened.status).toBe(200);
      const { paymentUrl } = (opened.json as { data: { paymentUrl: string } }).data;
      await payAndReturn(s.t.app, paymentUrl, cardForm(validCard()));
    }
    expect(await ledgerBalance(user.id)).toBe(5_000_000);
    const topups = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.purpose, 'topup'), eq(payments.purchaseId, user.id)));
    for (const topup of topups) expect(await eventsOf(topup.id)).not.toContain('refunded');
    await booksBalance();
  });

  it('refuses a source a kind does not take, in four languages', async () => {
    for (const asked of [['wallet'], ['agency_credit'], ['bank_transfer']] as const) {
      let refused: unknown;
      try {
        assertSourcesAccepted('topup', asked);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 400, messageKey: 'paymentSourceNotAccepted' });
    }
    expect(() => assertSourcesAccepted('topup', ['gateway'])).not.toThrow();
    expect(() => assertSourcesAccepted('hotel', ['wallet', 'gateway'])).not.toThrow();
    const said = languages.map((lang) => s.t.app.translatorFor(lang)('paymentSourceNotAccepted'));
    expect(new Set(said).size).toBe(languages.length);
    for (const text of said) expect(text).not.toBe('paymentSourceNotAccepted');
    // A source no purchase takes is refused at the door.
    const user = await customer();
    const { quoteId } = await held();
    const answer = await s.t.post(
      'flight/bookFlight',
      bookingBody(quoteId, { payment: 'agency_credit' }),
      { ...user.headers, lang: 'fa' },
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(errorsOf(answer)?.fields ?? {})).toEqual(['payment']);
    // A guest has no wallet to pay from.
    const guest = await s.t.post(
      'flight/bookFlight',
      bookingBody((await held()).quoteId, { payment: 'wallet+gateway' }),
      { 'x-tenant': 'sepehran' },
    );
    expect(guest.status).toBe(401);
  });

  it('lets one of two racing purchases take the wallet, the other asks the card for all', async () => {
    const user = await customer();
    const flight = await sellableFlight(db());
    const first = dataOf(heldSchema, await hold(s.t, flight));
    const second = dataOf(heldSchema, await hold(s.t, flight));
    const inWallet = Math.floor(first.total / 2);
    await fund(user.id, inWallet);
    const answers = await Promise.all(
      [first, second].map((q) =>
        s.t.post('flight/bookFlight', bookingBody(q.quoteId, { payment: 'wallet+gateway' }), {
          ...user.headers,
          lang: 'en',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const booked = answers.map((a) => dataOf(bookedSchema, a));
    const asked = await Promise.all(
      booked.map(async (b) => (await paymentsOfBooking(b.bookingId))[0]?.amount),
    );
    const totals = [first.total, second.total];
    const tookWallet = asked.filter((amount, i) => amount === (totals[i] ?? 0) - inWallet);
    const tookNone = asked.filter((amount, i) => amount === totals[i]);
    expect(tookWallet).toHaveLength(1);
    expect(tookNone).toHaveLength(1);
    expect(await ledgerBalance(user.id)).toBe(0);
    for (const line of await ledgerLines(user.id))
      expect(line.balanceAfter).toBeGreaterThanOrEqual(0);
    await booksBalance();
  });
});
