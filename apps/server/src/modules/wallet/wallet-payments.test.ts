// Bookings paid from the wallet (under races too) and refunds given back to it, read from the
// ledger; and the database's guards against writes that go past the code.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refundConfirmedSchema } from '@parvaz/domain/contracts/tickets';
import { userCreditSchema } from '@parvaz/domain/contracts/profile';
import { walletAccount } from '@parvaz/domain/ledger/accounts';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { bookings, quotes, tickets } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { databaseKinds } from '../../test/test-app';
import { bookingReferences } from '../booking/booking.api';
import { hold, sellableFlight } from '../booking/booking.fixtures';
import { refusal } from '../ledger/ledger-test-kit';

import { bookedSchema, codeOf, dataOf, errorsOf, heldSchema, walletSuite } from './wallet-test-kit';

describe.each(databaseKinds)('paying from the wallet on %s', (kind) => {
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
    booksBalance,
  } = s;

  describe('paying a booking from the wallet', () => {
    it('books, takes the amount from the wallet and issues the tickets at once', async () => {
      const user = await customer();
      const { quoteId, total } = await held();
      const body = bookingBody(quoteId);
      await fund(user.id, total + 1_000);
      const answer = await s.t.post('flight/bookFlight', body, { ...user.headers, lang: 'en' });
      expect(answer.status).toBe(200);
      const booked = dataOf(bookedSchema, answer);
      expect(booked.status).toBe('confirmed');
      expect(booked.amount).toBe(total);
      expect(booked.paymentUrl).toBeUndefined();
      // The receipt opens the result page at once, as the bank's return would.
      const result = await s.t.post(
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
      expect(
        await db()
          .select()
          .from(payments)
          .where(
            and(
              inArray(payments.purpose, ['booking', 'services']),
              eq(payments.purchaseId, bookingId),
            ),
          ),
      ).toEqual([]);
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
          description: `Flight booking ${row?.pnr}`,
          amount: -total,
          balanceAfter: 1_000,
          code: codeOf(sale?.entryId ?? 0),
        }),
      ]);
      // Only the booking's own brand finds it to name a statement's line.
      expect((await bookingReferences(db(), 'sepehran', [bookingId])).get(bookingId)?.pnr).toBe(
        row?.pnr,
      );
      expect((await bookingReferences(db(), 'turk', [bookingId])).size).toBe(0);

      // The same submit again answers the same booking and takes nothing more.
      const twice = await s.t.post('flight/bookFlight', body, user.headers);
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
      const answer = await s.t.post('flight/bookFlight', body, { ...user.headers, lang: 'en' });
      expect(answer.status).toBe(409);
      expect(errorsOf(answer)?.error).toBe(s.t.app.translatorFor('en')('insufficientCredit'));
      expect(
        await db().select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey)),
      ).toEqual([]);
      expect(await ledgerLines(user.id)).toHaveLength(1);
      expect(await ledgerBalance(user.id)).toBe(total - 1);
      const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
      expect(quote?.status).toBe('held');
      // Paying by the bank instead still works on the same hold.
      const gateway = await s.t.post(
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
      const guest = await s.t.post('flight/bookFlight', body, { 'x-tenant': 'sepehran' });
      expect(guest.status).toBe(401);
      const gateway = await s.t.post(
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
      for (let i = 0; i < 10; i++) quotesHeld.push(dataOf(heldSchema, await hold(s.t, flight)));
      const total = quotesHeld[0]?.total ?? 0;
      const half = Math.floor(total / 2);
      await fund(user.id, total * 3 + half);
      const answers = await Promise.all(
        quotesHeld.map((q) => s.t.post('flight/bookFlight', bookingBody(q.quoteId), user.headers)),
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
      const balance = await s.t.post('user/getUserCredit', {}, user.headers);
      expect(dataOf(userCreditSchema, balance).amount).toBe(half);
      await booksBalance();
    });

    it('gives a refund back to the wallet that paid, once however often it is asked', async () => {
      const user = await customer();
      const { quoteId, total } = await held();
      await fund(user.id, total);
      const booked = dataOf(
        bookedSchema,
        await s.t.post('flight/bookFlight', bookingBody(quoteId), user.headers),
      );
      const [ticket] = await db()
        .select({ ticketNumber: tickets.ticketNumber })
        .from(tickets)
        .where(eq(tickets.bookingId, booked.bookingId));
      const ticketNumber = ticket?.ticketNumber ?? '';
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          s.t.post(
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
      const credit = await s.t.post('user/getUserCredit', {}, user.headers);
      expect(dataOf(userCreditSchema, credit).amount).toBe(request.amount);
      const refunds = await transactions({ ...user.headers, lang: 'en' }, { type: 'refund' });
      expect(refunds.items).toEqual([
        expect.objectContaining({
          description: `Refund of flight booking ${booked.trackingCode}`,
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
