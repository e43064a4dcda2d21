// The database itself refuses what races could otherwise write twice (migration 0007): a payment
// settled twice, a top-up credited twice, a booking paid from the wallet twice, a refunded ticket
// moved again. Each bad write goes straight to the database, past every line of service code.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildFlight, buildSignedInUser } from '../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../test/test-app';
import { flightDay } from '../modules/booking/booking.fixtures';
import { bookAndStart, buildTestFlight } from '../modules/payments/payments-test-kit';
import type { Database } from './client';
import { flightCabins, paymentEvents, tickets, walletEntries } from './schema/index';

/** The error a refused write raises, whichever driver (node-postgres or PGlite) wraps it. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return String(cause?.code ?? (error as { code?: string }).code ?? error);
  }
  throw new Error('the database took the write');
}

let entrySerial = 0;

function entry(userId: number, values: Partial<typeof walletEntries.$inferInsert>) {
  entrySerial += 1;
  return {
    userId,
    code: `G${Date.now() % 1_000_000_000}${entrySerial}`,
    kind: 'topup' as const,
    amount: 1_000,
    currency: 'IRR',
    balanceAfter: 1_000 * entrySerial,
    sequence: entrySerial,
    description: 'race guard',
    ...values,
  };
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
    ).toBe('23505');
    // Other events of the payment may repeat (a callback recorded each time).
    await db().insert(paymentEvents).values({ paymentId: started.paymentId, type: 'callback' });
    await db().insert(paymentEvents).values({ paymentId: started.paymentId, type: 'callback' });
  });

  it('refuses crediting one top-up twice and paying one booking from the wallet twice', async () => {
    const user = await buildSignedInUser(db());
    entrySerial = 0;
    await db()
      .insert(walletEntries)
      .values(entry(user.id, { paymentId: 9_001 }));
    expect(
      await refusal(
        db()
          .insert(walletEntries)
          .values(entry(user.id, { paymentId: 9_001 })),
      ),
    ).toBe('23505');
    await db()
      .insert(walletEntries)
      .values(entry(user.id, { kind: 'payment', amount: -500, balanceAfter: 500, bookingId: 77 }));
    expect(
      await refusal(
        db()
          .insert(walletEntries)
          .values(
            entry(user.id, { kind: 'payment', amount: -500, balanceAfter: 0, bookingId: 77 }),
          ),
      ),
    ).toBe('23505');
    // A refund of that booking is another kind of entry: allowed next to its payment.
    await db()
      .insert(walletEntries)
      .values(entry(user.id, { kind: 'refund', amount: 200, balanceAfter: 700, bookingId: 77 }));
  });

  it('refuses a wallet balance below zero and a cabin sold below zero seats', async () => {
    const user = await buildSignedInUser(db());
    entrySerial = 100;
    expect(
      await refusal(
        db()
          .insert(walletEntries)
          .values(entry(user.id, { kind: 'payment', amount: -1, balanceAfter: -1 })),
      ),
    ).toBe('23514');
    const flight = await buildFlight(db(), { from: 'MHD', to: 'THR', date: flightDay });
    expect(
      await refusal(
        db()
          .update(flightCabins)
          .set({ available: sql`${flightCabins.available} - ${flightCabins.capacity} - 1` })
          .where(eq(flightCabins.id, flight.cabinId)),
      ),
    ).toBe('23514');
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
