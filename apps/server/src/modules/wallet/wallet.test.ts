// The customer's wallet, read from the ledger: top-ups through the sandbox bank, the statement,
// bookings paid from it (under races too) and refunds given back to it. Its balance is the
// ledger account `wallet:user:<id>`; what the API shows is checked against the ledger's own
// reading, and the database's guards against writes that go past the code.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refundConfirmedSchema } from '@parvaz/domain/contracts/tickets';
import {
  increaseCreditResponseSchema,
  transactionsResponseSchema,
  userCreditSchema,
} from '@parvaz/domain/contracts/profile';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { entryKinds, refundLines } from '@parvaz/domain/ledger/movements';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import type { Database } from '../../db/client';
import { bookings, ledgerEntries, payments, quotes, tickets } from '../../db/schema/index';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight } from '../booking/booking.fixtures';
import { balanceOf, postEntry, statement, trialBalance } from '../ledger/ledger.api';
import { refusal } from '../ledger/ledger-test-kit';
import { cardForm, declinedCard, payAndReturn, validCard } from '../payments/payments-test-kit';
import { addWalletCredit } from './wallet.api';

/** The API's envelope, as far as these tests read it. */
const envelopeSchema = z.object({
  data: z.unknown().optional(),
  errors: z
    .object({
      code: z.string().optional(),
      error: z.string().optional(),
      fields: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
const dataOf = <T extends z.ZodType>(schema: T, answer: { json: unknown }): z.output<T> =>
  schema.parse(envelopeSchema.parse(answer.json).data);
const errorsOf = (answer: { json: unknown }) => envelopeSchema.parse(answer.json).errors;

const bookedSchema = z.object({
  bookingId: z.number(),
  pnr: z.string(),
  trackingCode: z.string(),
  status: z.string(),
  amount: z.number(),
  paymentUrl: z.string().optional(),
  receipt: z.string().optional(),
});
const heldSchema = z.object({ quoteId: z.string(), total: z.number() });

/** The ledger's code of a statement line: the entry, as W + 12 digits. */
const codeOf = (entryId: number) => `W${String(entryId).padStart(12, '0')}`;

describe.each(databaseKinds)('the wallet on %s', (kind) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const db = (): Database => t.database.db;
  const customer = (tenant = 'sepehran') => buildSignedInUser(db(), { tenant });
  /** The ledger's own reading of a sepehran customer's wallet (rials). */
  const ledgerBalance = (userId: number) =>
    balanceOf(db(), 'sepehran', walletAccount(userId), 'IRR');
  const ledgerLines = async (userId: number) =>
    (
      await statement(db(), 'sepehran', walletAccount(userId), 'IRR', {
        page: 1,
        pageSize: 100,
      })
    ).items;
  /** Test funds: an opening entry of the wallet, as a goodwill credit would be. */
  const fund = (userId: number, amount: number, at = new Date()) =>
    db().transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId, currency: 'IRR' },
        { key: `test-funds:${kind}:${keys++}`, amount, description: 'test funds', at },
      ),
    );
  const transactions = async (headers: Record<string, string>, body: Record<string, unknown>) =>
    dataOf(transactionsResponseSchema, await t.post('user/getTransactions', body, headers));

  /** Books bodies that all sepehran tests accept. */
  const bookingBody = (quoteId: string, extra: Record<string, unknown> = {}) => ({
    quoteId,
    idempotencyKey: `wallet-${kind}-${keys++}`,
    passengers: [passenger('ADT')],
    contact: { mobile: '09121234567', country: 'IR', email: 'a@example.com' },
    agreement: '1',
    payment: 'wallet',
    ...extra,
  });
  const held = async () => {
    const flight = await sellableFlight(db());
    return dataOf(heldSchema, await hold(t, flight));
  };

  /** The trial balance of every currency of the tenant sums to zero, with no balance drifted. */
  const booksBalance = async (tenant = 'sepehran') => {
    for (const book of await trialBalance(db(), tenant)) {
      expect(book.sum, book.currency).toBe(0);
      expect(book.runningBalancesAgree, book.currency).toBe(true);
    }
  };

  describe('top-up through the sandbox bank', () => {
    it('credits the wallet once, however many times the bank calls back', async () => {
      const user = await customer();
      const opened = await t.post(
        'user/increaseCredit',
        { amount: '۲۵۰۰۰۰', bankId: 'sandbox' },
        user.headers,
      );
      expect(opened.status).toBe(200);
      const { paymentUrl } = dataOf(increaseCreditResponseSchema, opened);
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

      // One entry credits the wallet: the top-up of this payment, once.
      const lines = await ledgerLines(user.id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        key: `topup:${payment?.id}`,
        kind: entryKinds.topup,
        change: 250_000,
        balanceAfter: 250_000,
      });
      expect(await ledgerBalance(user.id)).toBe(250_000);
      // And the bank's money came in once, before it became the customer's.
      const settled = await db()
        .select({ key: ledgerEntries.key })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.tenant, 'sepehran'),
            like(ledgerEntries.key, `payment:${payment?.id}:%`),
          ),
        );
      expect(settled.map((e) => e.key)).toEqual([`payment:${payment?.id}:settled`]);

      const balance = await t.post('user/getUserCredit', {}, user.headers);
      expect(dataOf(userCreditSchema, balance)).toEqual({ amount: 250_000, currency: 'IRR' });
      const info = await t.post('user/getInfo', {}, user.headers);
      expect(dataOf(z.object({ credit: userCreditSchema }), info).credit).toEqual({
        amount: 250_000,
        currency: 'IRR',
      });
      const statementLines = await transactions(user.headers, {});
      expect(statementLines.items).toEqual([
        expect.objectContaining({
          type: 'topup',
          amount: 250_000,
          balanceAfter: 250_000,
          code: codeOf(lines[0]?.entryId ?? 0),
        }),
      ]);
      await booksBalance();
    });

    it('shows the bank page in the language the top-up was asked in', async () => {
      const user = await customer();
      const opened = await t.post(
        'user/increaseCredit',
        { amount: '250000', bankId: 'sandbox' },
        { ...user.headers, lang: 'en' },
      );
      const { paymentUrl } = dataOf(increaseCreditResponseSchema, opened);
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
        dataOf(increaseCreditResponseSchema, opened).paymentUrl,
        cardForm(declinedCard()),
      );
      expect(callback.headers.location).toBe('/profile/credit?payment=failed');
      expect(await ledgerLines(user.id)).toEqual([]);
      expect(await ledgerBalance(user.id)).toBe(0);
    });

    it('keeps amounts within the limits of the currency, and dollars with cents', async () => {
      const user = await customer();
      const small = await t.post(
        'user/increaseCredit',
        { amount: '99999', bankId: 'sandbox' },
        { ...user.headers, lang: 'en' },
      );
      expect(small.status).toBe(400);
      expect(errorsOf(small)?.fields).toHaveProperty('amount');
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
      // The turk brand's wallet is kept in dollars.
      const credit = await t.post('user/getUserCredit', {}, turk.headers);
      expect(dataOf(userCreditSchema, credit)).toEqual({ amount: 0, currency: 'USD' });
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
      // The first credit happened late on a UTC evening: already the next day in Tehran.
      const first = await fund(user.id, 1_000_000, new Date('2026-03-01T20:45:00Z'));
      for (let i = 2; i <= 5; i++) await fund(user.id, i * 1_000_000);
      // A refund to the wallet, as the refunds of tickets post it (here of no booking).
      await db().transaction((tx) =>
        postEntry(tx, {
          tenant: 'sepehran',
          key: `refund:test-${kind}-${keys++}`,
          kind: entryKinds.refund,
          description: 'refund of a ticket',
          occurredAt: new Date(),
          postings: refundLines({
            product: 'flight',
            to: { wallet: user.id },
            amount: 700_000,
            currency: 'IRR',
          }),
        }),
      );

      const page1 = await t.post('user/getTransactions', { pageSize: 4 }, user.headers);
      expect(page1.status).toBe(200);
      const body1 = dataOf(transactionsResponseSchema, page1);
      expect(body1.total).toBe(6);
      expect(body1.items).toHaveLength(4);
      expect(body1.items[0]).toMatchObject({
        type: 'refund',
        amount: 700_000,
        balanceAfter: 15_700_000,
        currency: 'IRR',
        description: 'refund of a ticket',
      });
      expect(body1.items[1]).toMatchObject({
        type: 'adjustment',
        amount: 5_000_000,
        balanceAfter: 15_000_000,
      });
      const body2 = await transactions(user.headers, { page: '۲', pageSize: 4 });
      expect(body2.items).toHaveLength(2);
      expect(body2.items.at(-1)).toMatchObject({
        code: codeOf(first.entryId),
        date: '2026-03-02',
        time: '00:15',
        amount: 1_000_000,
        balanceAfter: 1_000_000,
      });
      const codes = [...body1.items, ...body2.items].map((i) => i.code);
      expect(new Set(codes).size).toBe(6);
      for (const code of codes) expect(code).toMatch(/^W\d{12}$/);

      const refunds = await transactions(user.headers, { type: 'refund' });
      expect(refunds.total).toBe(1);
      // A filtered line still shows the balance the whole wallet had after it.
      const credits = await transactions(user.headers, { type: 'adjustment', pageSize: 2 });
      expect(credits.total).toBe(5);
      expect(credits.items.map((i) => i.balanceAfter)).toEqual([15_000_000, 10_000_000]);
      expect((await transactions(user.headers, { type: 'topup' })).total).toBe(0);
      const day = await transactions(user.headers, { from: '2026-03-02', to: '2026-03-02' });
      expect(day.total).toBe(1);
      expect((await transactions(user.headers, { to: '2026-03-01' })).total).toBe(0);
      expect((await transactions(user.headers, { from: '2026-03-03' })).total).toBe(5);

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
      expect(dataOf(transactionsResponseSchema, lastDay).total).toBe(6);

      expect((await transactions(other.headers, {})).total).toBe(1);
      const stranger = await customer();
      expect(await transactions(stranger.headers, {})).toEqual({ items: [], total: 0 });
      expect(await ledgerBalance(user.id)).toBe(15_700_000);
    });
  });

  describe('paying a booking from the wallet', () => {
    it('books, takes the amount from the wallet and issues the tickets at once', async () => {
      const user = await customer();
      const { quoteId, total } = await held();
      const body = bookingBody(quoteId);
      await fund(user.id, total + 1_000);
      const answer = await t.post('flight/bookFlight', body, { ...user.headers, lang: 'en' });
      expect(answer.status).toBe(200);
      const booked = dataOf(bookedSchema, answer);
      expect(booked.status).toBe('confirmed');
      expect(booked.amount).toBe(total);
      expect(booked.paymentUrl).toBeUndefined();
      // The receipt opens the result page at once, as the bank's return would.
      const result = await t.post(
        'flight/getBooking',
        { receipt: booked.receipt },
        { ...user.headers, lang: 'en' },
      );
      expect(dataOf(z.object({ outcome: z.string(), pnr: z.string() }), result)).toEqual({
        outcome: 'confirmed',
        pnr: booked.pnr,
      });

      const { bookingId } = booked;
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
      // The sale of the booking took the amount from the wallet, in one entry of the booking.
      const [sale] = await ledgerLines(user.id);
      expect(sale).toMatchObject({
        key: `booking:${bookingId}:sold`,
        kind: entryKinds.sale,
        purchase: { kind: 'booking', id: bookingId },
        change: -total,
        balanceAfter: 1_000,
      });
      expect(await ledgerBalance(user.id)).toBe(1_000);
      const paid = await transactions({ ...user.headers, lang: 'en' }, { type: 'payment' });
      expect(paid.items).toEqual([
        expect.objectContaining({
          description: `Booking ${row?.pnr}`,
          amount: -total,
          balanceAfter: 1_000,
          code: codeOf(sale?.entryId ?? 0),
        }),
      ]);

      // The same submit again answers the same booking and takes nothing more.
      const twice = await t.post('flight/bookFlight', body, user.headers);
      expect(dataOf(bookedSchema, twice).bookingId).toBe(bookingId);
      expect(await ledgerLines(user.id)).toHaveLength(2);
      expect(await ledgerBalance(user.id)).toBe(1_000);
      await booksBalance();
    });

    it('refuses a short balance with 409 and books nothing, posting nothing', async () => {
      const user = await customer();
      const { quoteId, total } = await held();
      const body = bookingBody(quoteId);
      await fund(user.id, total - 1);
      const answer = await t.post('flight/bookFlight', body, { ...user.headers, lang: 'en' });
      expect(answer.status).toBe(409);
      expect(errorsOf(answer)?.error).toBe(t.app.translatorFor('en')('insufficientCredit'));
      expect(
        await db().select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey)),
      ).toEqual([]);
      expect(await ledgerLines(user.id)).toHaveLength(1);
      expect(await ledgerBalance(user.id)).toBe(total - 1);
      const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
      expect(quote?.status).toBe('held');
      // Paying by the bank instead still works on the same hold.
      const gateway = await t.post(
        'flight/bookFlight',
        { ...body, payment: 'gateway', idempotencyKey: `${body.idempotencyKey}-g` },
        user.headers,
      );
      expect(gateway.status).toBe(200);
      const byBank = dataOf(bookedSchema, gateway);
      expect(byBank.paymentUrl).toMatch(/^\/bank\/sandbox\//);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, byBank.bookingId));
      expect(row?.userId).toBe(user.id);
      expect(await ledgerBalance(user.id)).toBe(total - 1);
    });

    it('tells a guest to sign in, and books a guest’s gateway booking without a user', async () => {
      const { quoteId } = await held();
      const body = bookingBody(quoteId);
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
        .where(eq(bookings.id, dataOf(bookedSchema, gateway).bookingId));
      expect(row?.userId).toBeNull();
    });

    it('lets only the affordable ones of ten concurrent payments through', async () => {
      const user = await customer();
      const flight = await sellableFlight(db());
      const quotesHeld = [];
      for (let i = 0; i < 10; i++) quotesHeld.push(dataOf(heldSchema, await hold(t, flight)));
      const total = quotesHeld[0]?.total ?? 0;
      const half = Math.floor(total / 2);
      await fund(user.id, total * 3 + half);
      const answers = await Promise.all(
        quotesHeld.map((q) => t.post('flight/bookFlight', bookingBody(q.quoteId), user.headers)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      for (const a of answers.filter((x) => x.status === 409))
        expect(errorsOf(a)?.code).toBe('CONFLICT');

      const confirmed = await db()
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, user.id), eq(bookings.status, 'confirmed')));
      expect(confirmed).toHaveLength(3);
      // The credit and one sale per confirmed booking, and no line below zero.
      const lines = await ledgerLines(user.id);
      expect(lines).toHaveLength(4);
      expect(
        lines
          .filter((l) => l.kind === entryKinds.sale)
          .map((l) => l.key)
          .sort(),
      ).toEqual(confirmed.map((b) => `booking:${b.id}:sold`).sort());
      for (const line of lines) expect(line.balanceAfter).toBeGreaterThanOrEqual(0);
      expect(await ledgerBalance(user.id)).toBe(half);
      const balance = await t.post('user/getUserCredit', {}, user.headers);
      expect(dataOf(userCreditSchema, balance).amount).toBe(half);
      await booksBalance();
    });

    it('gives a refund back to the wallet that paid, once however often it is asked', async () => {
      const user = await customer();
      const { quoteId, total } = await held();
      await fund(user.id, total);
      const booked = dataOf(
        bookedSchema,
        await t.post('flight/bookFlight', bookingBody(quoteId), user.headers),
      );
      const [ticket] = await db()
        .select({ ticketNumber: tickets.ticketNumber })
        .from(tickets)
        .where(eq(tickets.bookingId, booked.bookingId));
      const ticketNumber = ticket?.ticketNumber ?? '';
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.post(
            'ticket/refundConfirm',
            { ticketNumber, lastName: 'AHMADI', tickets: [ticketNumber], mode: 'Normal' },
            { ...user.headers, lang: 'en' },
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const approved = answers.find((a) => a.status === 200);
      const { request } = dataOf(refundConfirmedSchema, approved ?? { json: null });
      expect(request).toMatchObject({ status: 'approved', destination: 'wallet' });
      expect(request.amount).toBeGreaterThan(0);

      const [refund] = await ledgerLines(user.id);
      expect(refund).toMatchObject({
        key: `refund:${request.id}`,
        kind: entryKinds.refund,
        purchase: { kind: 'booking', id: booked.bookingId },
        change: request.amount,
        balanceAfter: request.amount,
      });
      expect(await ledgerLines(user.id)).toHaveLength(3);
      const credit = await t.post('user/getUserCredit', {}, user.headers);
      expect(dataOf(userCreditSchema, credit).amount).toBe(request.amount);
      const refunds = await transactions({ ...user.headers, lang: 'en' }, { type: 'refund' });
      expect(refunds.items).toEqual([
        expect.objectContaining({
          description: t.app.translatorFor('en')('refundSubject', {
            trackingCode: booked.trackingCode,
          }),
          amount: request.amount,
        }),
      ]);
      await booksBalance();
    });

    it('cannot be set or overdrawn even when the code is bypassed: the database refuses it', async () => {
      const user = await customer();
      await fund(user.id, 1_000);
      const wallet = sql`(select id from ledger_accounts where tenant = 'sepehran'
        and code = ${walletAccount(user.id).code} and currency = 'IRR')`;
      // A balance set by hand.
      expect(
        await refusal(
          db().execute(sql`update ledger_accounts set balance = 1000000 where id = ${wallet}`),
        ),
      ).toBe('23514 ledger_accounts_guard');
      // A spend of more than the wallet holds, written straight into the ledger's tables.
      expect(
        await refusal(
          db().transaction(async (tx) => {
            const entry = sql`(select id from ledger_entries where tenant = 'sepehran'
              and key = ${`forged:${user.id}`})`;
            await tx.execute(
              sql`insert into ledger_entries (tenant, key, kind, description, occurred_at)
                  values ('sepehran', ${`forged:${user.id}`}, 'sale', 'forged', now())`,
            );
            await tx.execute(
              sql`insert into ledger_postings (entry_id, account_id, amount, currency)
                  values (${entry}, ${wallet}, 2000, 'IRR')`,
            );
            await tx.execute(
              sql`insert into ledger_postings (entry_id, account_id, amount, currency)
                  select ${entry}, id, -2000, 'IRR' from ledger_accounts
                   where tenant = 'sepehran' and code = 'opening_balance' and currency = 'IRR'`,
            );
          }),
        ),
      ).toBe('23514 ledger_accounts_floor_check');
      expect(await ledgerBalance(user.id)).toBe(1_000);
      expect(await ledgerLines(user.id)).toHaveLength(1);
    });
  });
});
