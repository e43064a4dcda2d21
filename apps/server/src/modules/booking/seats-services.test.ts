import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '@parvaz/domain/messages';
import { buildDiscountCode, buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, sellableFlight, type Json } from './booking.fixtures';

const sepehran = { 'x-tenant': 'sepehran', lang: 'en' };

interface SeatJson {
  code: string;
  status: string;
  price: number;
  kind: string;
}

describe.each(databaseKinds)('seats, services and discounts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const seatsOf = (json: unknown) =>
    (
      (json as Json).data?.segments as Array<{ rows: Array<{ seats: Array<SeatJson | null> }> }>
    )[0]?.rows.flatMap((r) => r.seats.filter((s): s is SeatJson => s !== null)) ?? [];

  it('draws the seat map with kinds, prices and a fixed share of seats sold earlier', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 180, available: 120 });
    const held = await hold(t, flight);
    const map = await t.post(
      'flight/getFlightSeat',
      { quoteId: held.json.data?.quoteId },
      sepehran,
    );
    expect(map.status).toBe(200);
    const seats = seatsOf(map.json);
    expect(seats).toHaveLength(180);
    expect(seats.find((s) => s.code === '1A')).toMatchObject({ kind: 'window', price: 3_500_000 });
    expect(seats.find((s) => s.code === '12C')).toMatchObject({ kind: 'aisle', price: 3_500_000 });
    expect(seats.find((s) => s.code === '20B')).toMatchObject({ kind: 'middle', price: 0 });
    // 61 seats gone without a seat pick (60 sold before, 1 just held) show as taken.
    expect(seats.filter((s) => s.status === 'taken')).toHaveLength(61);
    const again = await t.post(
      'flight/getFlightSeat',
      { quoteId: held.json.data?.quoteId },
      sepehran,
    );
    expect(
      seatsOf(again.json)
        .filter((s) => s.status === 'taken')
        .map((s) => s.code),
    ).toEqual(seats.filter((s) => s.status === 'taken').map((s) => s.code));
  });

  it('refuses seats for children, unknown seats, and lets one of 20 racers win a seat', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 180 });
    const child = await hold(t, flight, { adult: 1, child: 1 });
    const quoteId = child.json.data?.quoteId;
    const forChild = await t.post(
      'flight/selectSeats',
      {
        quoteId,
        seats: [{ direction: 'departure', passengerIndex: 1, passengerType: 'CHD', seat: '5A' }],
      },
      sepehran,
    );
    expect(forChild.status).toBe(400);
    expect((forChild.json as Json).errors?.fields).toHaveProperty('seats.0.passengerType');
    const unknown = await t.post(
      'flight/selectSeats',
      {
        quoteId,
        seats: [{ direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: '99Z' }],
      },
      sepehran,
    );
    expect(unknown.status).toBe(400);
    expect((unknown.json as Json).errors?.fields).toHaveProperty('seats.0.seat');

    const holds = await Promise.all(Array.from({ length: 20 }, () => hold(t, flight)));
    const map = await t.post(
      'flight/getFlightSeat',
      { quoteId: holds[0]?.json.data?.quoteId },
      sepehran,
    );
    const seat = seatsOf(map.json).find((s) => s.status === 'free' && s.price === 0)?.code;
    const answers = await Promise.all(
      holds.map((h) =>
        t.post(
          'flight/selectSeats',
          {
            quoteId: h.json.data?.quoteId,
            seats: [{ direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat }],
          },
          sepehran,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(19);
    expect((lost[0]?.json as Json).errors?.error).toBe(
      'This seat has just been taken. Please pick another one.',
    );
    const winner = answers.find((a) => a.status === 200);
    expect(seatsOf(winner?.json).find((s) => s.code === seat)?.status).toBe('mine');
  });

  it('offers the services with prices per currency and the animal places left', async () => {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight);
    const services = await t.post(
      'flight/getFlightServices',
      { quoteId: held.json.data?.quoteId },
      sepehran,
    );
    expect(services.status).toBe(200);
    expect((services.json as Json).data?.services).toEqual([
      { code: 'WCHR', unit: 'each', price: 0, currency: 'IRR', filed: 0, max: 1 },
      { code: 'PET', unit: 'each', price: 25_000_000, currency: 'IRR', filed: 25_000_000, max: 2 },
      { code: 'XBAG', unit: 'kg', price: 1_200_000, currency: 'IRR', filed: 1_200_000, max: 30 },
      { code: 'CARGO', unit: 'kg', price: 800_000, currency: 'IRR', filed: 800_000, max: 100 },
    ]);
  });

  it('checks discount codes: valid, expired, used up, not for the route, unknown', async () => {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight, { adult: 2 });
    const quoteId = held.json.data?.quoteId;
    const day = 86_400_000;
    await buildDiscountCode(t.database.db, { tenant: 'sepehran', code: 'TEN' });
    await buildDiscountCode(t.database.db, {
      tenant: 'sepehran',
      code: 'MHDTEST5',
      percent: 5,
      routes: ['MHD-THRC'],
    });
    await buildDiscountCode(t.database.db, {
      tenant: 'sepehran',
      code: 'KISH',
      routes: ['THRC-KIH'],
    });
    await buildDiscountCode(t.database.db, {
      tenant: 'sepehran',
      code: 'OLD',
      validFrom: new Date(Date.now() - 30 * day),
      validUntil: new Date(Date.now() - day),
    });
    await buildDiscountCode(t.database.db, {
      tenant: 'sepehran',
      code: 'GONE',
      maxUses: 1,
      used: 1,
    });
    await buildDiscountCode(t.database.db, { tenant: 'turk', code: 'TURK10' });
    const check = (code: string) => t.post('flight/checkDiscount', { quoteId, code }, sepehran);

    const ten = await check('ten');
    expect(ten.status).toBe(200);
    expect((ten.json as Json).data).toEqual({
      code: 'TEN',
      discount: { amount: 6_100_000, currency: 'IRR' },
      filed: { amount: 6_100_000, currency: 'IRR' },
      exchange: null,
    });
    expect(((await check('MHDTEST5')).json as Json).data).toMatchObject({
      discount: { amount: 3_050_000 },
    });
    const refusals: Record<string, MessageKey> = {
      KISH: 'discountNotForRoute',
      OLD: 'discountExpired',
      GONE: 'discountUsedUp',
      TURK10: 'discountInvalid',
      NOPE: 'discountInvalid',
    };
    for (const [code, key] of Object.entries(refusals)) {
      const answer = await check(code);
      expect(answer.status, code).toBeGreaterThanOrEqual(400);
      expect(answer.status, code).toBeLessThan(500);
      expect((answer.json as Json).errors?.fields?.code, code).toBeTruthy();
      expect((answer.json as Json).errors?.error, code).toBe(t.app.translatorFor('en')(key));
    }
  });
  describe("a quote held signed in is its holder's alone", () => {
    const steps = {
      'flight/getFlightSeat': (quoteId: string) => ({ quoteId }),
      'flight/selectSeats': (quoteId: string) => ({
        quoteId,
        seats: [{ direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: '20B' }],
      }),
      'flight/getFlightServices': (quoteId: string) => ({ quoteId }),
      'flight/checkDiscount': (quoteId: string) => ({ quoteId, code: 'HOLDER10' }),
    };

    beforeAll(async () => {
      await buildDiscountCode(t.database.db, { tenant: 'sepehran', code: 'HOLDER10' });
    });

    it.each(Object.entries(steps))('%s', async (path, body) => {
      const holder = await buildSignedInUser(t.database.db, { role: 'customer' });
      const other = await buildSignedInUser(t.database.db, { role: 'customer' });
      const flight = await sellableFlight(t.database.db, { capacity: 180 });
      const held = await hold(t, flight, { adult: 1 }, { ...sepehran, ...holder.headers });
      const quoteId = String(held.json.data?.quoteId);
      const signedOut = await t.post(path, body(quoteId), sepehran);
      expect(signedOut.status).toBe(401);
      const another = await t.post(path, body(quoteId), { ...sepehran, ...other.headers });
      expect(another.status).toBe(403);
      expect((another.json as Json).errors?.fields).toEqual({
        quoteId: 'This fare is held for someone else. Please search again to book it.',
      });
      const own = await t.post(path, body(quoteId), { ...sepehran, ...holder.headers });
      expect(own.status, JSON.stringify(own.json)).toBe(200);
      // A guest's hold is whoever has its id, signed in meanwhile or not.
      const guestHold = await hold(t, await sellableFlight(t.database.db, { capacity: 180 }));
      const guestQuote = String(guestHold.json.data?.quoteId);
      const signedIn = await t.post(path, body(guestQuote), { ...sepehran, ...other.headers });
      expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
    });
  });
});
