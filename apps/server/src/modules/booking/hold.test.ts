import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPrice } from '@parvaz/domain/booking/booking-totals';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { FlightSearchResponse } from '@parvaz/domain/contracts/flight-search';
import { quotes, seatAssignments } from '../../db/schema/booking';
import { flightCabins } from '../../db/schema/flights';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { flightDay, hold, sellableFlight, testClock, type Json } from './booking.fixtures';
import { expireHolds } from './hold-expiry';

describe.each(databaseKinds)('fare re-check and seat hold on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(async () => t.close());

  const available = async (cabinId: number) => {
    const [row] = await t.database.db
      .select({ available: flightCabins.available })
      .from(flightCabins)
      .where(eq(flightCabins.id, cabinId));
    return row?.available;
  };

  it('re-prices the flight for the party and holds its seats', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 50 });
    const { status, json } = await hold(t, flight, { adult: 2, child: 1, infant: 1 });
    expect(status).toBe(200);
    const data = json.data as Record<string, unknown> & {
      segments: Array<Record<string, unknown>>;
    };
    // 2 × (30,000,000 + 500,000) + (22,500,000 + 500,000) + 3,000,000
    expect(data).toMatchObject({
      currency: 'IRR',
      international: false,
      passengers: { adult: 2, child: 1, infant: 1 },
      total: 87_000_000,
    });
    expect(data.segments[0]).toMatchObject({
      ref: flight.ref,
      direction: 'departure',
      departureDate: flightDay,
      price: { adult: 30_500_000, child: 23_000_000, infant: 3_000_000 },
      // The agency's fee inside each price, for the checkout to show apart.
      fee: { adult: 500_000, child: 500_000, infant: 0 },
      origin: { city: 'MHD', timeZone: 'Asia/Tehran' },
      destination: { city: 'THRC', airport: 'THR' },
    });
    expect(String(data.segments[0]?.departureTime)).toMatch(/T08:00:00\+03:30$/);
    const expiresIn = Date.parse(String(data.expiresAt)) - clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    // Infants sit on a lap: three seats held.
    expect(await available(flight.cabinId)).toBe(47);
  });

  it('quotes the very figures the search stated, so passenger entry can draw them first', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 50 });
    const counts = { adult: 2, child: 1, infant: 1 };
    const search = await t.post(
      'flight/getFlights',
      { origin: 'MHD', destination: 'THRC', departureDate: flightDay, roundTrip: '0', ...counts },
      { 'x-tenant': 'sepehran', lang: 'en' },
    );
    const found = (search.json as { data: FlightSearchResponse }).data.departure.find(
      (f) => f.ref === flight.ref,
    );
    const agency = found?.agencies.find((a) => a.id === flight.agencyId);
    if (!found || !agency) throw new Error('the search did not find the flight');
    const { json } = await hold(t, flight, counts);
    const quote = json.data as unknown as QuoteResponse;
    const [segment] = quote.segments;
    const { adult, child, infant } = agency.fee;
    expect(segment?.price).toEqual({ adult, child, infant });
    expect(segment?.fee).toEqual(agency.serviceFee);
    expect(quote.currency).toBe(found.price.currency);
    const extras = { seats: 0, services: 0, discount: 0 };
    const searched = checkoutPrice(
      [{ price: { adult, child, infant }, fee: agency.serviceFee }],
      counts,
      extras,
    );
    expect(searched).toEqual(checkoutPrice(quote.segments, quote.passengers, extras));
    expect(searched.total).toBe(quote.total);
  });

  it('answers an agency id past 32 bits as unavailable, not as a server fault', async () => {
    // Found by e2e/fuzz.spec.ts: agency ids are int4, PostgreSQL refused the lookup with a 500.
    const flight = await sellableFlight(t.database.db, { capacity: 10 });
    const back = await sellableFlight(t.database.db, { from: 'THR', to: 'MHD', capacity: 10 });
    for (const agencies of [
      { agencyId: 9_121_234_567 },
      { returnRef: back.ref, agencyId: flight.agencyId, returnAgencyId: Number.MAX_SAFE_INTEGER },
    ]) {
      const response = await t.post(
        'flight/getFlightPrice',
        { departureRef: flight.ref, ...agencies, adult: 1 },
        { 'x-tenant': 'sepehran', lang: 'en' },
      );
      expect(response.status).toBe(409);
      expect((response.json as Json).errors?.code).toBe('FLIGHT_UNAVAILABLE');
    }
    expect(await available(flight.cabinId)).toBe(10);
  });

  it('holds round trips both or neither', async () => {
    const out = await sellableFlight(t.database.db, { capacity: 10 });
    const back = await sellableFlight(t.database.db, {
      from: 'THR',
      to: 'MHD',
      capacity: 10,
      available: 1,
    });
    const response = await t.post(
      'flight/getFlightPrice',
      { departureRef: out.ref, returnRef: back.ref, agencyId: out.agencyId, adult: 2 },
      { 'x-tenant': 'sepehran' },
    );
    // The return flight is sold by another test agency: nothing to price through this one.
    expect(response.status).toBe(409);
    expect(await available(out.cabinId)).toBe(10);
    expect(await available(back.cabinId)).toBe(1);
  });

  it('holds a round trip sold by two agencies, and neither flight when one is full', async () => {
    const out = await sellableFlight(t.database.db, { capacity: 10 });
    const back = await sellableFlight(t.database.db, { from: 'THR', to: 'MHD', capacity: 10 });
    const full = await sellableFlight(t.database.db, {
      from: 'THR',
      to: 'MHD',
      capacity: 10,
      available: 1,
    });
    const roundTrip = (returnFlight: typeof back) =>
      t.post(
        'flight/getFlightPrice',
        {
          departureRef: out.ref,
          returnRef: returnFlight.ref,
          agencyId: out.agencyId,
          returnAgencyId: returnFlight.agencyId,
          adult: 2,
        },
        { 'x-tenant': 'sepehran' },
      );
    const refused = await roundTrip(full);
    expect(refused.status).toBe(409);
    expect((refused.json as Json).errors?.code).toBe('CAPACITY_FULL');
    expect(await available(out.cabinId)).toBe(10);
    expect(await available(full.cabinId)).toBe(1);

    const held = await roundTrip(back);
    expect(held.status).toBe(200);
    const segments = (held.json as Json).data?.segments as Array<{ direction: string }>;
    expect(segments.map((s) => s.direction)).toEqual(['departure', 'return']);
    expect(await available(out.cabinId)).toBe(8);
    expect(await available(back.cabinId)).toBe(8);
  });

  it('lets exactly k of 5k concurrent holds through on the last k seats', async () => {
    const k = 3;
    const flight = await sellableFlight(t.database.db, { capacity: 100, available: k });
    const answers = await Promise.all(Array.from({ length: 5 * k }, () => hold(t, flight)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(k);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4 * k);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.json.errors).toMatchObject({ code: 'CAPACITY_FULL', error: 'Capacity full.' });
    expect(await available(flight.cabinId)).toBe(0);
  });

  it('refuses a flight that is gone: cancelled, past the sales cut-off, unknown', async () => {
    const cancelled = await sellableFlight(t.database.db, { status: 'cancelled' });
    const soon = new Date(clock.now().getTime() + 30 * 60_000);
    const hh = String(soon.getUTCHours()).padStart(2, '0');
    const mm = String(soon.getUTCMinutes()).padStart(2, '0');
    const leavingSoon = await sellableFlight(t.database.db, {
      from: 'IST',
      to: 'SAW',
      date: soon.toISOString().slice(0, 10),
      time: `${hh}:${mm}`,
    }).catch(() => undefined);
    for (const flight of [
      cancelled,
      { ref: '999999999.economy', agencyId: cancelled.agencyId },
      { ref: 'nonsense', agencyId: cancelled.agencyId },
      { ref: cancelled.ref, agencyId: 999_999 },
    ]) {
      const { status, json } = await hold(t, flight);
      expect(status).toBe(409);
      expect(json.errors?.code).toBe('FLIGHT_UNAVAILABLE');
    }
    if (leavingSoon) {
      const { status } = await hold(t, leavingSoon);
      expect(status).toBe(409);
    }
    expect(await available(cancelled.cabinId)).toBe(180);
  });

  it('gives seats back when holds expire, once, and answers 410 to a late call', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 20 });
    const first = await hold(t, flight, { adult: 2 });
    const second = await hold(t, flight, { adult: 3 });
    const firstId = String(first.json.data?.quoteId);
    const secondId = String(second.json.data?.quoteId);
    expect(await available(flight.cabinId)).toBe(15);
    await t.post(
      'flight/selectSeats',
      {
        quoteId: firstId,
        seats: [{ direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: '20A' }],
      },
      { 'x-tenant': 'sepehran' },
    );

    const later = new Date(clock.now().getTime() + 11 * 60_000);
    const [once, twice] = await Promise.all([
      expireHolds(t.database.db, later),
      expireHolds(t.database.db, later),
    ]);
    expect(once.quotes + twice.quotes).toBeGreaterThanOrEqual(2);
    expect(await available(flight.cabinId)).toBe(20);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, firstId));
    expect(quote?.status).toBe('expired');
    const seats = await t.database.db
      .select()
      .from(seatAssignments)
      .where(eq(seatAssignments.quoteId, firstId));
    expect(seats).toHaveLength(0);
    // Running it again gives nothing back twice.
    await expireHolds(t.database.db, later);
    expect(await available(flight.cabinId)).toBe(20);

    const late = await t.post(
      'flight/getFlightSeat',
      { quoteId: secondId },
      { 'x-tenant': 'sepehran', lang: 'en' },
    );
    expect(late.status).toBe(410);
    expect((late.json as Json).errors?.code).toBe('EXPIRED');
  });

  it('expires a hold lazily when it is used past its time', async () => {
    const flight = await sellableFlight(t.database.db, { capacity: 20 });
    const held = await hold(t, flight, { adult: 2 });
    expect(await available(flight.cabinId)).toBe(18);
    clock.advance(10 * 60_000 + 1000);
    try {
      const late = await t.post(
        'flight/getFlightServices',
        { quoteId: held.json.data?.quoteId },
        { 'x-tenant': 'sepehran', lang: 'fa' },
      );
      expect(late.status).toBe(410);
      expect(await available(flight.cabinId)).toBe(20);
    } finally {
      clock.reset();
    }
  });

  it("does not show one tenant's quote to another", async () => {
    const flight = await sellableFlight(t.database.db);
    const held = await hold(t, flight);
    const other = await t.post(
      'flight/getFlightSeat',
      { quoteId: held.json.data?.quoteId },
      { 'x-tenant': 'turk' },
    );
    expect(other.status).toBe(404);
    const garbage = await t.post('flight/getFlightSeat', { quoteId: 'x' }, { 'x-tenant': 'turk' });
    expect(garbage.status).toBe(404);
  });
});
