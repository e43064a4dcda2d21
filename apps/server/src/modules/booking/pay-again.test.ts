import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWindowMs } from '@parvaz/domain/booking/hold';
import { bookings } from '../../db/schema/booking';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  cardForm,
  declinedCard,
  locationOf,
  payAndReturn,
  validCard,
} from '../payments/payments-test-kit';
import { flightDay, hold, passenger, sellableFlight, type Json } from './booking.fixtures';
import { expireHolds } from './hold-expiry';

const sepehran = { 'x-tenant': 'sepehran', lang: 'en' };

/**
 * After a declined card the result page pays again on the same booking while its time lasts,
 * and once it has run out says so and names the same flights to book again.
 */
describe.each(databaseKinds)('paying again after a declined card on %s', (kind) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Holds, books and pays with the declining card: the receipt the bank's return carries. */
  async function declinedBooking() {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight, { adult: 2 });
    const booked = await t.post(
      'flight/bookFlight',
      {
        quoteId: String(held.json.data?.quoteId),
        idempotencyKey: `again-${kind}-${keys++}`,
        passengers: [passenger('ADT'), passenger('ADT')],
        contact: { mobile: '09121234567', country: 'IR' },
        agreement: '1',
      },
      sepehran,
    );
    expect(booked.status).toBe(200);
    const data = (booked.json as Json).data ?? {};
    const { callback } = await payAndReturn(
      t.app,
      String(data.paymentUrl),
      cardForm(declinedCard()),
    );
    const receipt = locationOf(callback).searchParams.get('receipt') ?? '';
    return { flight, bookingId: Number(data.bookingId), receipt, pnr: String(data.pnr) };
  }

  const view = async (receipt: string) => {
    const answer = await t.post('flight/getBooking', { receipt }, sepehran);
    expect(answer.status).toBe(200);
    return (answer.json as Json).data ?? {};
  };

  it('shows the time left to pay, and a second payment confirms the same booking', async () => {
    const { bookingId, receipt, pnr } = await declinedBooking();
    const declined = await view(receipt);
    expect(declined).toMatchObject({ outcome: 'rejected', status: 'pending_payment', pnr });
    expect(declined.payableForMs).toBeGreaterThan(60_000);
    expect(declined.payableForMs).toBeLessThanOrEqual(payWindowMs);

    const restart = await t.post('payment/start', { receipt }, sepehran);
    expect(restart.status).toBe(200);
    const paymentUrl = String((restart.json as Json).data?.paymentUrl);
    await payAndReturn(t.app, paymentUrl, cardForm(validCard()));
    const paid = await view(receipt);
    expect(paid).toMatchObject({ outcome: 'confirmed', status: 'confirmed', pnr, payableForMs: 0 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe('confirmed');
  });

  it('says the time is over once it is, and names the same flight to book again', async () => {
    const { flight, bookingId, receipt } = await declinedBooking();
    // The pay-by time passes before the hold-expiry job has run: already not payable.
    await t.database.db
      .update(bookings)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, bookingId));
    const late = await view(receipt);
    expect(late).toMatchObject({ outcome: 'rejected', status: 'pending_payment', payableForMs: 0 });
    const refused = await t.post('payment/start', { receipt }, sepehran);
    expect(refused.status).toBe(410);
    expect((refused.json as Json).errors?.error).toBe(
      'This booking can no longer be paid. Please search again.',
    );

    // The job gives the seats back; the page still names the same flights, which hold again.
    await expireHolds(t.database.db, new Date());
    const expired = await view(receipt);
    expect(expired).toMatchObject({ outcome: 'rejected', status: 'expired', payableForMs: 0 });
    expect(expired.bookAgain).toEqual({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: flightDay,
      returnDate: '',
      adult: 2,
      child: 0,
      infant: 0,
      departureRef: flight.ref,
      returnRef: '',
      agencyId: flight.agencyId,
      returnAgencyId: 0,
    });
    const named = expired.bookAgain as { departureRef: string; agencyId: number };
    const again = await hold(
      t,
      { ref: named.departureRef, agencyId: named.agencyId },
      { adult: 2 },
    );
    expect(again.status).toBe(200);
  });
});
