import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import type { Currency } from '@parvaz/domain/format/money';
import { bookings, payments, quotes, tickets, walletEntries } from '../../db/schema/index';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight, type Json } from '../booking/booking.fixtures';
import { cardForm, declinedCard, payAndReturn, validCard } from '../payments/payments-test-kit';
import { credit } from './wallet.service';

describe.each(databaseKinds)('the wallet on %s', (kind) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const customer = (tenant = 'sepehran') => buildSignedInUser(db(), { tenant });
  const entriesOf = (userId: number) =>
    db().select().from(walletEntries).where(eq(walletEntries.userId, userId));
  const fund = (userId: number, amount: number, currency: Currency = 'IRR') =>
    db().transaction((tx) =>
      credit(tx, 'adjustment', { userId, currency, amount, description: 'test funds' }),
    );
  const data = (json: unknown) => (json as Json).data ?? {};

  describe('top-up through the sandbox bank', () => {
    it('credits the wallet once, however many times the bank calls back', async () => {
      const user = await customer();
      const opened = await t.post(
        'user/increaseCredit',
        { amount: '۲۵۰۰۰۰', bankId: 'sandbox' },
        user.headers,
      );
      expect(opened.status).toBe(200);
      const paymentUrl = String(data(opened.json).paymentUrl);
      expect(paymentUrl).toMatch(/^\/bank\/sandbox\//);
      const [payment] = await db().select().from(payments).where(eq(payments.userId, user.id));
      expect(payment).toMatchObject({ purpose: 'topup', amount: 250_000, currency: 'IRR' });

      const { callback, callbackUrl } = await payAndReturn(
        t.app,
        paymentUrl,
        cardForm(validCard()),
      );
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/profile/credit?payment=ok');
      const again = await t.app.inject({ method: 'GET', url: callbackUrl });
      expect(again.headers.location).toBe('/profile/credit?payment=ok');
      await Promise.all(
        Array.from({ length: 3 }, () => t.app.inject({ method: 'GET', url: callbackUrl })),
      );

      const entries = await entriesOf(user.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: 'topup', amount: 250_000, balanceAfter: 250_000 });
      const balance = await t.post('user/getUserCredit', {}, user.headers);
      expect(data(balance.json)).toEqual({ amount: 250_000, currency: 'IRR' });
      const info = await t.post('user/getInfo', {}, user.headers);
      expect(data(info.json).credit).toEqual({ amount: 250_000, currency: 'IRR' });
    });

    it('shows the bank page in the language the top-up was asked in', async () => {
      const user = await customer();
      const opened = await t.post(
        'user/increaseCredit',
        { amount: '250000', bankId: 'sandbox' },
        { ...user.headers, lang: 'en' },
      );
      const paymentUrl = String(data(opened.json).paymentUrl);
      // No ?lang= and no header: the page still speaks the payer's language, not the brand's.
      const page = await t.app.inject({ method: 'GET', url: paymentUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en" dir="ltr">');
    });

    it('adds nothing for a declined card and sends the customer back with failed', async () => {
      const user = await customer();
      const opened = await t.post(
        'user/increaseCredit',
        { amount: 500_000, bankId: 'sandbox' },
        user.headers,
      );
      const { callback } = await payAndReturn(
        t.app,
        String(data(opened.json).paymentUrl),
        cardForm(declinedCard()),
      );
      expect(callback.headers.location).toBe('/profile/credit?payment=failed');
      expect(await entriesOf(user.id)).toHaveLength(0);
    });

    it('keeps amounts within the limits of the currency, and dollars with cents', async () => {
      const user = await customer();
      const small = await t.post(
        'user/increaseCredit',
        { amount: '99999', bankId: 'sandbox' },
        {
          ...user.headers,
          lang: 'en',
        },
      );
      expect(small.status).toBe(400);
      expect((small.json as Json).errors?.fields).toHaveProperty('amount');
      const large = await t.post(
        'user/increaseCredit',
        { amount: '1000000001', bankId: 'sandbox' },
        user.headers,
      );
      expect(large.status).toBe(400);
      const text = await t.post(
        'user/increaseCredit',
        { amount: 'abc', bankId: 'sandbox' },
        user.headers,
      );
      expect(text.status).toBe(400);
      const bank = await t.post(
        'user/increaseCredit',
        { amount: '200000', bankId: 'x' },
        user.headers,
      );
      expect(bank.status).toBe(400);

      const turk = await customer('turk');
      const dollars = await t.post(
        'user/increaseCredit',
        { amount: '12.50', bankId: 'sandbox' },
        turk.headers,
      );
      expect(dollars.status).toBe(200);
      const [payment] = await db().select().from(payments).where(eq(payments.userId, turk.id));
      expect(payment).toMatchObject({ amount: 1250, currency: 'USD' });
      const tooMuch = await t.post(
        'user/increaseCredit',
        { amount: '5000.01', bankId: 'sandbox' },
        turk.headers,
      );
      expect(tooMuch.status).toBe(400);
    });

    it('is for signed-in customers only', async () => {
      const guest = await t.post('user/getUserCredit', {}, { 'x-tenant': 'sepehran' });
      expect(guest.status).toBe(401);
      const agency = await buildSignedInUser(db(), { tenant: 'sepehran', role: 'agency' });
      const refused = await t.post('user/getTransactions', {}, agency.headers);
      expect(refused.status).toBe(403);
    });
  });

  describe('user/getTransactions', () => {
    it('pages newest first, filters by type and local date, and shows only the caller’s', async () => {
      const user = await customer();
      const other = await customer();
      await fund(other.id, 9_000_000);
      for (let i = 1; i <= 5; i++) await fund(user.id, i * 1_000_000);
      await db().transaction((tx) =>
        credit(tx, 'refund', {
          userId: user.id,
          currency: 'IRR',
          amount: 700_000,
          description: 'refund of a ticket',
        }),
      );
      // The first entry happened late on a UTC evening: already the next day in Tehran.
      const [first] = await db()
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, user.id), eq(walletEntries.sequence, 1)));
      await db()
        .update(walletEntries)
        .set({ createdAt: new Date('2026-03-01T20:45:00Z') })
        .where(eq(walletEntries.id, first?.id ?? 0));

      const page1 = await t.post('user/getTransactions', { pageSize: 4 }, user.headers);
      expect(page1.status).toBe(200);
      const body1 = data(page1.json) as { items: Array<Record<string, unknown>>; total: number };
      expect(body1.total).toBe(6);
      expect(body1.items).toHaveLength(4);
      expect(body1.items[0]).toMatchObject({
        type: 'refund',
        amount: 700_000,
        balanceAfter: 15_700_000,
        currency: 'IRR',
        description: 'refund of a ticket',
      });
      const page2 = await t.post('user/getTransactions', { page: '۲', pageSize: 4 }, user.headers);
      const body2 = data(page2.json) as { items: Array<Record<string, unknown>>; total: number };
      expect(body2.items).toHaveLength(2);
      expect(body2.items.at(-1)).toMatchObject({
        code: first?.code,
        date: '2026-03-02',
        time: '00:15',
        amount: 1_000_000,
      });
      const codes = [...body1.items, ...body2.items].map((i) => i.code);
      expect(new Set(codes).size).toBe(6);

      const refunds = await t.post('user/getTransactions', { type: 'refund' }, user.headers);
      expect(data(refunds.json).total).toBe(1);
      const day = await t.post(
        'user/getTransactions',
        { from: '2026-03-02', to: '2026-03-02' },
        user.headers,
      );
      expect(data(day.json).total).toBe(1);
      const before = await t.post('user/getTransactions', { to: '2026-03-01' }, user.headers);
      expect(data(before.json).total).toBe(0);

      const big = await t.post('user/getTransactions', { pageSize: 51 }, user.headers);
      expect(big.status).toBe(400);
      const badType = await t.post('user/getTransactions', { type: 'gift' }, user.headers);
      expect(badType.status).toBe(400);
      const badDate = await t.post('user/getTransactions', { from: '2026-02-30' }, user.headers);
      expect(badDate.status).toBe(400);
      // Found by e2e/fuzz.spec.ts: the day after 9999-12-31 is no date, and answered a 500.
      const lastDay = await t.post(
        'user/getTransactions',
        { from: '2026-01-01', to: '9999-12-31' },
        user.headers,
      );
      expect(lastDay.status).toBe(200);
      expect(data(lastDay.json).total).toBe(6);

      const theirs = await t.post('user/getTransactions', {}, other.headers);
      expect(data(theirs.json).total).toBe(1);
      const stranger = await customer();
      const none = await t.post('user/getTransactions', {}, stranger.headers);
      expect(data(none.json)).toEqual({ items: [], total: 0 });
    });
  });

  describe('paying a booking from the wallet', () => {
    const book = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
      const flight = await sellableFlight(db());
      const held = await hold(t, flight);
      const quoteId = String(held.json.data?.quoteId);
      const total = Number(held.json.data?.total);
      return { quoteId, total, flight, body: bodyOf(quoteId, extra), headers };
    };
    const bodyOf = (quoteId: string, extra: Record<string, unknown> = {}) => ({
      quoteId,
      idempotencyKey: `wallet-${kind}-${keys++}`,
      passengers: [passenger('ADT')],
      contact: { mobile: '09121234567', country: 'IR', email: 'a@example.com' },
      agreement: '1',
      payment: 'wallet',
      ...extra,
    });

    it('books, takes the amount from the wallet and issues the tickets at once', async () => {
      const user = await customer();
      const { body, total } = await book(user.headers);
      await fund(user.id, total + 1_000);
      const answer = await t.post('flight/bookFlight', body, { ...user.headers, lang: 'en' });
      expect(answer.status).toBe(200);
      const booked = data(answer.json);
      expect(booked.status).toBe('confirmed');
      expect(booked.amount).toBe(total);
      expect(booked).not.toHaveProperty('paymentUrl');
      // The receipt opens the result page at once, as the bank's return would.
      const result = await t.post(
        'flight/getBooking',
        { receipt: booked.receipt },
        { ...user.headers, lang: 'en' },
      );
      expect(data(result.json)).toMatchObject({ outcome: 'confirmed', pnr: booked.pnr });

      const bookingId = Number(booked.bookingId);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
      expect(row).toMatchObject({ status: 'confirmed', userId: user.id });
      const issued = await db().select().from(tickets).where(eq(tickets.bookingId, bookingId));
      expect(issued.length).toBeGreaterThan(0);
      for (const ticket of issued) {
        expect(ticket.status).toBe('Confirmed');
        expect(isValidTicketNumber(ticket.ticketNumber ?? '')).toBe(true);
      }
      expect(await db().select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual(
        [],
      );
      const entries = await entriesOf(user.id);
      const payment = entries.find((e) => e.kind === 'payment');
      expect(payment).toMatchObject({ amount: -total, balanceAfter: 1_000, bookingId });
      const statement = await t.post(
        'user/getTransactions',
        { type: 'payment' },
        {
          ...user.headers,
          lang: 'en',
        },
      );
      expect(data(statement.json).items).toEqual([
        expect.objectContaining({ description: `Booking ${row?.pnr}`, amount: -total }),
      ]);

      // The same submit again answers the same booking and takes nothing more.
      const twice = await t.post('flight/bookFlight', body, user.headers);
      expect(data(twice.json).bookingId).toBe(bookingId);
      expect(await entriesOf(user.id)).toHaveLength(2);
    });

    it('refuses a short balance with 409 and books nothing, writing no entry', async () => {
      const user = await customer();
      const { body, total, quoteId } = await book(user.headers);
      await fund(user.id, total - 1);
      const answer = await t.post('flight/bookFlight', body, { ...user.headers, lang: 'en' });
      expect(answer.status).toBe(409);
      expect((answer.json as Json).errors?.error).toBe(
        t.app.translatorFor('en')('insufficientCredit'),
      );
      expect(
        await db().select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey)),
      ).toEqual([]);
      expect(await entriesOf(user.id)).toHaveLength(1);
      const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
      expect(quote?.status).toBe('held');
      // Paying by the bank instead still works on the same hold.
      const gateway = await t.post(
        'flight/bookFlight',
        { ...body, payment: 'gateway', idempotencyKey: `${body.idempotencyKey}-g` },
        user.headers,
      );
      expect(gateway.status).toBe(200);
      expect(data(gateway.json).paymentUrl).toMatch(/^\/bank\/sandbox\//);
      const [row] = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.id, Number(data(gateway.json).bookingId)));
      expect(row?.userId).toBe(user.id);
    });

    it('tells a guest to sign in, and books a guest’s gateway booking without a user', async () => {
      const { body } = await book({});
      const guest = await t.post('flight/bookFlight', body, { 'x-tenant': 'sepehran' });
      expect(guest.status).toBe(401);
      const gateway = await t.post(
        'flight/bookFlight',
        { ...body, payment: 'gateway' },
        { 'x-tenant': 'sepehran' },
      );
      expect(gateway.status).toBe(200);
      const [row] = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.id, Number(data(gateway.json).bookingId)));
      expect(row?.userId).toBeNull();
    });

    it('lets only the affordable ones of ten concurrent payments through', async () => {
      const user = await customer();
      const flight = await sellableFlight(db());
      const held = [];
      for (let i = 0; i < 10; i++) held.push(await hold(t, flight));
      const total = Number(held[0]?.json.data?.total);
      const half = Math.floor(total / 2);
      await fund(user.id, total * 3 + half);
      const answers = await Promise.all(
        held.map((h) =>
          t.post('flight/bookFlight', bodyOf(String(h.json.data?.quoteId)), user.headers),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      for (const a of answers.filter((x) => x.status === 409))
        expect((a.json as Json).errors?.code).toBe('CONFLICT');

      const entries = await entriesOf(user.id);
      expect(entries.filter((e) => e.kind === 'payment')).toHaveLength(3);
      const sequences = entries.map((e) => e.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual([1, 2, 3, 4]);
      for (const e of entries) expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
      const balance = await t.post('user/getUserCredit', {}, user.headers);
      expect(data(balance.json).amount).toBe(half);
      const confirmed = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, user.id), eq(bookings.status, 'confirmed')));
      expect(confirmed).toHaveLength(3);
    });

    it('cannot go below zero even when the code is bypassed: the database refuses it', async () => {
      const user = await customer();
      await fund(user.id, 1_000);
      await expect(
        db()
          .insert(walletEntries)
          .values({
            userId: user.id,
            code: `neg-${kind}`,
            kind: 'payment',
            amount: -2_000,
            currency: 'IRR',
            balanceAfter: -1_000,
            sequence: 2,
            description: 'forged',
          }),
      ).rejects.toThrow();
      await expect(
        db()
          .insert(walletEntries)
          .values({
            userId: user.id,
            code: `dup-${kind}`,
            kind: 'payment',
            amount: -500,
            currency: 'IRR',
            balanceAfter: 500,
            sequence: 1,
            description: 'same position',
          }),
      ).rejects.toThrow();
    });
  });
});
