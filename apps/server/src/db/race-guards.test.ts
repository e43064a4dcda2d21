// The database itself refuses what races could otherwise write twice: a payment settled twice
// (migration 0007), a top-up credited twice and a booking sold twice (the ledger's unique entry
// key, migration 0009), a refunded ticket moved again, a cabin sold below zero. Each bad write goes
// straight to the database, past every line of service code. A wallet below zero is the ledger's
// floor, proven in modules/ledger/ledger-database.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { increaseCreditResponseSchema } from '@parvaz/domain/contracts/profile';
import {
  purchaseClearingAccount,
  revenuePartAccount,
  walletAccount,
} from '@parvaz/domain/ledger/accounts';
import { buildBooking, buildFlight, buildSignedInUser } from '../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../test/test-app';
import { flightDay, hold, passenger, sellableFlight } from '../modules/booking/booking.fixtures';
import { balanceOf } from '../modules/ledger/ledger.api';
import { refusal } from '../modules/ledger/ledger-test-kit';
import {
  bookAndStart,
  buildTestFlight,
  cardForm,
  payAndReturn,
  validCard,
} from '../modules/payments/payments-test-kit';
import { addWalletCredit } from '../modules/wallet/wallet.api';
import type { Database } from './client';
import { tickets } from './schema/booking';
import { flightCabins } from './schema/flights';
import { paymentEvents, payments } from './schema/payments';

const heldSchema = z.object({ quoteId: z.string(), total: z.number() });
const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/** An entry's head of the sepehran brand written by hand, as a bug or a console would; its id. */
async function rawEntry(tx: Database, key: string, bookingId?: number): Promise<number> {
  const purchase = bookingId === undefined ? sql`null, null` : sql`'booking', ${bookingId}`;
  const [row] = idRows.parse(
    await tx.execute(
      sql`insert into ledger_entries (tenant, key, kind, description, purchase_kind, purchase_id, occurred_at)
          values ('sepehran', ${key}, 'raw', 'written past the service', ${purchase}, now())
          returning id`,
    ),
  ).rows;
  if (!row) throw new Error('no entry written');
  return row.id;
}

/** A posting by hand to the sepehran account of this code, in rials. */
async function rawPosting(tx: Database, entryId: number, code: string, amount: number) {
  await tx.execute(
    sql`insert into ledger_postings (entry_id, account_id, amount, currency)
        select ${entryId}, id, ${amount}, 'IRR' from ledger_accounts
         where tenant = 'sepehran' and code = ${code} and currency = 'IRR'`,
  );
}

describe.each(databaseKinds)('the database guards against double writes (%s)', (kind) => {
  let t: TestApp;
  const db = (): Database => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('refuses a second settled event of one payment', async () => {
    const flight = await buildTestFlight(db());
    const started = await bookAndStart(db(), flight);
    await db().insert(paymentEvents).values({ paymentId: started.paymentId, type: 'settled' });
    expect(
      await refusal(
        db().insert(paymentEvents).values({ paymentId: started.paymentId, type: 'settled' }),
      ),
    ).toBe('23505 payment_events_settled_uq');
    // Other events of the payment may repeat (a callback recorded each time).
    await db().insert(paymentEvents).values({ paymentId: started.paymentId, type: 'callback' });
    await db().insert(paymentEvents).values({ paymentId: started.paymentId, type: 'callback' });
  });

  it('credits a top-up once: its key posts one entry, even when written past the code', async () => {
    const user = await buildSignedInUser(db());
    const opened = await t.post(
      'user/increaseCredit',
      { amount: '300000', bankId: 'sandbox' },
      user.headers,
    );
    const { paymentUrl } = increaseCreditResponseSchema.parse(
      z.object({ data: z.unknown() }).parse(opened.json).data,
    );
    await payAndReturn(t.app, paymentUrl, cardForm(validCard()));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'topup'), eq(payments.purchaseId, user.id)));
    const wallet = walletAccount(user.id);
    expect(await balanceOf(db(), 'sepehran', wallet, 'IRR')).toBe(300_000);
    // The same top-up credited again by hand: the entry's key is taken.
    expect(
      await refusal(
        db().transaction(async (tx) => {
          const entry = await rawEntry(tx, `topup:${payment?.id}`);
          await rawPosting(tx, entry, purchaseClearingAccount().code, 300_000);
          await rawPosting(tx, entry, wallet.code, -300_000);
        }),
      ),
    ).toBe('23505 ledger_entries_key_uq');
    expect(await balanceOf(db(), 'sepehran', wallet, 'IRR')).toBe(300_000);
  });

  it('sells a booking once: a second sale of it from the wallet or the bank is refused', async () => {
    const user = await buildSignedInUser(db());
    const flight = await sellableFlight(db());
    const quote = heldSchema.parse((await hold(t, flight)).json.data);
    await db().transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId: user.id, currency: 'IRR' },
        {
          key: `test-funds:${user.id}`,
          amount: quote.total * 2,
          description: 'test funds',
          at: new Date(),
        },
      ),
    );
    const booked = await t.post(
      'flight/bookFlight',
      {
        quoteId: quote.quoteId,
        idempotencyKey: `race-guard-${kind}-${user.id}`,
        passengers: [passenger('ADT')],
        contact: { mobile: '09121234567', country: 'IR' },
        agreement: '1',
        payment: 'wallet',
      },
      user.headers,
    );
    expect(booked.status).toBe(200);
    const { bookingId } = z
      .object({ data: z.object({ bookingId: z.number() }) })
      .parse(booked.json).data;
    const wallet = walletAccount(user.id);
    expect(await balanceOf(db(), 'sepehran', wallet, 'IRR')).toBe(quote.total);
    // Paid again from the wallet, or as if a card had paid it too: the sale's key is taken.
    for (const source of [wallet.code, purchaseClearingAccount().code])
      expect(
        await refusal(
          db().transaction(async (tx) => {
            const entry = await rawEntry(tx, `booking:${bookingId}:sold`, bookingId);
            await rawPosting(tx, entry, source, quote.total);
            await rawPosting(
              tx,
              entry,
              revenuePartAccount('flight', 'service_fee').code,
              -quote.total,
            );
          }),
        ),
      ).toBe('23505 ledger_entries_key_uq');
    expect(await balanceOf(db(), 'sepehran', wallet, 'IRR')).toBe(quote.total);
    // A refund of that booking is another entry of it, under its own key: allowed beside the sale
    // (from the brand's service fee, an account the sale opened: decision 019).
    await db().transaction(async (tx) => {
      const entry = await rawEntry(tx, `refund:race-guard-${bookingId}`, bookingId);
      await rawPosting(tx, entry, revenuePartAccount('flight', 'service_fee').code, 200);
      await rawPosting(tx, entry, wallet.code, -200);
    });
    expect(await balanceOf(db(), 'sepehran', wallet, 'IRR')).toBe(quote.total + 200);
  });

  it('refuses a cabin sold below zero seats', async () => {
    const flight = await buildFlight(db(), { from: 'MHD', to: 'THR', date: flightDay });
    expect(
      await refusal(
        db()
          .update(flightCabins)
          .set({ available: sql`${flightCabins.available} - ${flightCabins.capacity} - 1` })
          .where(eq(flightCabins.id, flight.cabinId)),
      ),
    ).toBe('23514 flight_cabins_available_check');
  });

  it('keeps a refunded ticket refunded', async () => {
    const flight = await buildTestFlight(db());
    const booking = await buildBooking(db(), flight);
    const ticketId = booking.ticketIds[0] ?? 0;
    await db()
      .update(tickets)
      .set({ status: 'Confirmed', ticketNumber: `999${String(ticketId).padStart(10, '0')}` })
      .where(eq(tickets.id, ticketId));
    await db()
      .update(tickets)
      .set({ status: 'refunded', refundPercent: 80, refundAmount: 1_000 })
      .where(eq(tickets.id, ticketId));
    for (const status of ['refunded', 'refundRequest', 'Confirmed'] as const)
      expect(
        await refusal(
          db()
            .update(tickets)
            .set({ status, refundPercent: 80, refundAmount: 1_000 })
            .where(eq(tickets.id, ticketId)),
        ),
      ).toBe('23514');
    const [row] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
    expect(row?.status).toBe('refunded');
    // What a refund never touches (the seat printed on it) may still change.
    await db().update(tickets).set({ seat: null }).where(eq(tickets.id, ticketId));
  });
});
