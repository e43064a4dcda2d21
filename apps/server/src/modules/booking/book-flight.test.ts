import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, quotes, tickets } from '../../db/schema/booking';
import { discountCodes } from '../../db/schema/discounts';
import { flights } from '../../db/schema/flights';
import { payments } from '../../db/schema/payments';
import { buildDiscountCode, buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight, type Json } from './booking.fixtures';
import { expireHolds } from './hold-expiry';

const sepehran = { 'x-tenant': 'sepehran', lang: 'en' };

describe.each(databaseKinds)('bookFlight on %s', (kind) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function heldQuote(
    counts: { adult: number; child?: number; infant?: number } = { adult: 1 },
  ) {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight, counts);
    return { flight, quoteId: String(held.json.data?.quoteId) };
  }

  const body = (quoteId: string, extra: Record<string, unknown> = {}) => ({
    quoteId,
    idempotencyKey: `key-${kind}-${keys++}`,
    passengers: [passenger('ADT')],
    contact: { mobile: '09121234567', country: 'IR', email: 'a@example.com' },
    agreement: '1',
    ...extra,
  });

  it('explains passenger mistakes in English and in Persian', async () => {
    const { quoteId } = await heldQuote();
    const wrong = { ...passenger('ADT'), national_id: '1234567890' };
    const en = await t.post('flight/bookFlight', body(quoteId, { passengers: [wrong] }), sepehran);
    expect(en.status).toBe(400);
    expect((en.json as Json).errors?.fields).toEqual({
      'passengers.0.national_id': 'Invalid national id.',
    });
    const fa = await t.post('flight/bookFlight', body(quoteId, { passengers: [wrong] }), {
      'x-tenant': 'sepehran',
      lang: 'fa',
    });
    expect((fa.json as Json).errors?.fields).toEqual({
      'passengers.0.national_id': 'کد ملی نامعتبر است.',
    });
    const mobile = await t.post(
      'flight/bookFlight',
      body(quoteId, { contact: { mobile: '0912', country: 'IR' } }),
      sepehran,
    );
    expect((mobile.json as Json).errors?.fields).toHaveProperty('contact.mobile');
  });

  it('refuses passengers that do not match the counts of the quote', async () => {
    const { quoteId } = await heldQuote({ adult: 1, child: 1 });
    const answer = await t.post('flight/bookFlight', body(quoteId), sepehran);
    expect(answer.status).toBe(400);
    expect((answer.json as Json).errors?.error).toBe(
      'The passengers do not match the number of travellers chosen for this fare.',
    );
  });

  it('checks animals: a type first, one type, and a place in the hold', async () => {
    const { flight, quoteId } = await heldQuote();
    const animal = (type: string) => ({
      type,
      color: 'black',
      breed: 'x',
      healthCode: 'H1',
      weight: 4,
    });
    const noType = await t.post(
      'flight/bookFlight',
      body(quoteId, { services: { animals: [animal('')] } }),
      sepehran,
    );
    expect(noType.status).toBe(400);
    expect((noType.json as Json).errors?.fields).toHaveProperty('services.animals.0.type');
    const mixed = await t.post(
      'flight/bookFlight',
      body(quoteId, { services: { animals: [animal('dog'), animal('cat')] } }),
      sepehran,
    );
    expect((mixed.json as Json).errors?.fields).toHaveProperty('services.animals');
    await t.database.db
      .update(flights)
      .set({ petsTaken: 2 })
      .where(eq(flights.id, flight.flightId));
    const full = await t.post(
      'flight/bookFlight',
      body(quoteId, { services: { animals: [animal('dog')] } }),
      sepehran,
    );
    expect(full.status).toBe(409);
    expect((full.json as Json).errors?.error).toBe(t.app.translatorFor('en')('animalNoSpace'));
    // The refused submit left the hold as it was.
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote?.status).toBe('held');
  });

  it('issues the tickets at once, with no payment, when a code takes the whole price', async () => {
    const { quoteId } = await heldQuote({ adult: 1, child: 0, infant: 0 });
    await buildDiscountCode(t.database.db, {
      tenant: 'sepehran',
      code: `FREE${kind.toUpperCase()}`,
      percent: 100,
    });
    const answer = await t.post(
      'flight/bookFlight',
      body(quoteId, { passengers: [passenger('ADT')], discountCode: `free${kind}` }),
      sepehran,
    );
    expect((answer.json as Json).errors).toBeUndefined();
    expect(answer.status).toBe(200);
    const data = (answer.json as Json).data as Record<string, unknown>;
    expect(data).toMatchObject({ status: 'confirmed', amount: 0 });
    expect(data.paymentUrl).toBeUndefined();
    const bookingId = Number(data.bookingId);
    const issued = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.bookingId, bookingId));
    expect(issued.map((ticket) => ticket.status)).toEqual(['Confirmed']);
    const opened = await t.database.db
      .select()
      .from(payments)
      .where(
        and(inArray(payments.purpose, ['booking', 'services']), eq(payments.purchaseId, bookingId)),
      );
    expect(opened).toEqual([]);
  });

  it('books with seats, services and a discount, totals adding up, and opens the payment', async () => {
    const { flight, quoteId } = await heldQuote({ adult: 2, child: 1, infant: 1 });
    await buildDiscountCode(t.database.db, {
      tenant: 'sepehran',
      code: `TEN${kind.toUpperCase()}`,
    });
    const seats = await t.post(
      'flight/selectSeats',
      {
        quoteId,
        seats: [
          { direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: '1A' },
          { direction: 'departure', passengerIndex: 1, passengerType: 'ADT', seat: '20B' },
        ],
      },
      sepehran,
    );
    expect(seats.status).toBe(200);
    const request = body(quoteId, {
      passengers: [passenger('ADT'), passenger('ADT'), passenger('CHD'), passenger('INF')],
      services: { wheelchair: '1', excessBaggageKg: '5', animals: [{ type: 'cat', weight: 3 }] },
      discountCode: `ten${kind}`,
    });
    const answer = await t.post('flight/bookFlight', request, sepehran);
    expect((answer.json as Json).errors).toBeUndefined();
    expect(answer.status).toBe(200);
    const data = (answer.json as Json).data as Record<string, unknown>;
    const fares = 87_000_000;
    const services = 25_000_000 + 5 * 1_200_000;
    expect(data).toMatchObject({
      status: 'pending_payment',
      currency: 'IRR',
      amount: fares + 3_500_000 + services - 8_700_000,
      price: { fares, seats: 3_500_000, services, discount: 8_700_000 },
    });
    expect(String(data.pnr)).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(String(data.trackingCode)).toMatch(/^[1-9]\d{9}$/);
    expect(String(data.paymentUrl)).toMatch(/^\/bank\/sandbox\/.+/);
    // A new booking is answered from what it has just written; the same request again is answered
    // from what is stored: both say the same, each kind of traveller's price included.
    expect(data.price).toMatchObject({
      passengers: [
        { type: 'ADT', count: 2 },
        { type: 'CHD', count: 1 },
        { type: 'INF', count: 1 },
      ],
    });
    const again = await t.post('flight/bookFlight', request, sepehran);
    expect((again.json as Json).data).toEqual(data);
    const bookingId = Number(data.bookingId);
    const rows = await t.database.db.select().from(tickets).where(eq(tickets.bookingId, bookingId));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === 'NotVerified')).toBe(true);
    expect(rows.map((r) => r.seat).sort()).toEqual(['1A', '20B', null, null]);
    expect(rows.map((r) => r.fare).sort((a, b) => a - b)).toEqual([
      3_000_000, 23_000_000, 30_500_000, 30_500_000,
    ]);
    const [pets] = await t.database.db
      .select({ taken: flights.petsTaken })
      .from(flights)
      .where(eq(flights.id, flight.flightId));
    expect(pets?.taken).toBe(1);
    const [code] = await t.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, `TEN${kind.toUpperCase()}`));
    expect(code?.used).toBe(1);
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(
        and(inArray(payments.purpose, ['booking', 'services']), eq(payments.purchaseId, bookingId)),
      );
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(data.amount);

    // Not paid in time: the seats and the animal place go back, the booking expires.
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const late = new Date((booking?.payBy.getTime() ?? 0) + 1000);
    expect((await expireHolds(t.database.db, late)).bookings).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after?.status).toBe('expired');
    const [petsAfter] = await t.database.db
      .select({ taken: flights.petsTaken })
      .from(flights)
      .where(eq(flights.id, flight.flightId));
    expect(petsAfter?.taken).toBe(0);
  });

  it('answers a double submit, and 20 concurrent identical submits, with one booking', async () => {
    const { quoteId } = await heldQuote();
    const request = body(quoteId);
    const first = await t.post('flight/bookFlight', request, sepehran);
    const second = await t.post('flight/bookFlight', request, sepehran);
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);

    const other = await heldQuote();
    const same = body(other.quoteId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post('flight/bookFlight', same, sepehran)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set(answers.map((a) => (a.json as Json).data?.bookingId));
    expect(ids.size).toBe(1);
    const made = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.quoteId, other.quoteId));
    expect(made).toHaveLength(1);
    expect(
      answers.every((a) => String((a.json as Json).data?.paymentUrl).startsWith('/bank/sandbox/')),
    ).toBe(true);

    const view = await t.post(
      'flight/getBooking',
      {
        receipt: t.app.signer.issue(
          { booking: Number([...ids][0]) },
          new Date(Date.now() + 60_000),
        ),
      },
      sepehran,
    );
    expect(view.status).toBe(200);
    expect((view.json as Json).data).toMatchObject({
      outcome: 'inProgress',
      status: 'pending_payment',
    });
    const foreign = await t.post(
      'flight/getBooking',
      {
        receipt: t.app.signer.issue(
          { booking: Number([...ids][0]) },
          new Date(Date.now() + 60_000),
        ),
      },
      { 'x-tenant': 'turk' },
    );
    expect(foreign.status).toBe(404);
  });

  it('ties a key to its caller and body: another body or caller is told 409, the same one answered', async () => {
    const { quoteId } = await heldQuote();
    const request = body(quoteId);
    const guest = { ...sepehran, 'x-forwarded-for': '10.30.19.1' };
    const first = await t.post('flight/bookFlight', request, guest);
    expect(first.status).toBe(200);
    const reused = (answer: { status: number; json: unknown }) => {
      expect(answer.status).toBe(409);
      return (answer.json as { errors?: { fields?: Record<string, string> } }).errors?.fields;
    };
    // Another body under the key: another contact, or another quote.
    const otherBody = { ...request, contact: { ...request.contact, email: 'b@example.com' } };
    expect(reused(await t.post('flight/bookFlight', otherBody, guest))).toEqual({
      idempotencyKey:
        'This request key was already used for a different request. Please submit again from the start.',
    });
    const another = await heldQuote();
    const otherQuote = { ...request, quoteId: another.quoteId };
    expect(reused(await t.post('flight/bookFlight', otherQuote, { ...guest, lang: 'fa' }))).toEqual(
      {
        idempotencyKey:
          'این کلید درخواست قبلاً برای درخواست دیگری به کار رفته است. لطفاً دوباره از ابتدا ثبت کنید.',
      },
    );
    // The same body from another caller: a signed-in customer.
    const customer = await buildSignedInUser(t.database.db, { role: 'customer' });
    reused(await t.post('flight/bookFlight', request, { ...guest, ...customer.headers }));
    // The same caller and body: the first answer.
    const again = await t.post('flight/bookFlight', request, guest);
    expect(again.json).toEqual(first.json);
    const made = await t.database.db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
    expect(made).toHaveLength(1);
  });

  it("answers a guest's retry from another address with the booking the key made", async () => {
    // A phone's address changes between a submit and its retry; the guest is the same.
    const { quoteId } = await heldQuote();
    const request = body(quoteId);
    const first = await t.post('flight/bookFlight', request, {
      ...sepehran,
      'x-forwarded-for': '10.30.20.1',
    });
    expect(first.status).toBe(200);
    const retry = await t.post('flight/bookFlight', request, {
      ...sepehran,
      'x-forwarded-for': '10.30.20.2',
    });
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    const made = await t.database.db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
    expect(made).toHaveLength(1);
  });

  it('books a quote held signed in only for the customer who held it', async () => {
    const holder = await buildSignedInUser(t.database.db, { role: 'customer' });
    const other = await buildSignedInUser(t.database.db, { role: 'customer' });
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight, { adult: 1 }, { ...sepehran, ...holder.headers });
    const quoteId = String(held.json.data?.quoteId);
    const refused = await t.post('flight/bookFlight', body(quoteId), {
      ...sepehran,
      ...other.headers,
    });
    expect(refused.status).toBe(403);
    expect((refused.json as Json).errors?.fields).toEqual({
      quoteId: 'This fare is held for someone else. Please search again to book it.',
    });
    // Signed out meanwhile: told to sign in again.
    const signedOut = await t.post('flight/bookFlight', body(quoteId), sepehran);
    expect(signedOut.status).toBe(401);
    const booked = await t.post('flight/bookFlight', body(quoteId), {
      ...sepehran,
      ...holder.headers,
    });
    expect(booked.status).toBe(200);
    // A guest's hold stays bookable once the guest signs in.
    const guestHold = await heldQuote();
    const signedIn = await t.post('flight/bookFlight', body(guestHold.quoteId), {
      ...sepehran,
      ...other.headers,
    });
    expect(signedIn.status).toBe(200);
  });
});
