import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { lookupLimit } from './ticket-lookup';
import { ticketsApp } from './tickets-test-kit';

interface Line {
  ticketNumber: string;
  passenger: string;
  status: string;
  fare: number;
  refundPercent: number | null;
}

describe.each(databaseKinds)('ticket tracking on %s', (kind) => {
  const s = ticketsApp(kind);
  const en = () => s.t.app.translatorFor('en');
  const notFound = () => ({
    status: 'error',
    errors: { code: 'NOT_FOUND', error: en()('trackingNotFound') },
  });

  it('finds a booking by tracking code and mobile, in any way the mobile is written, and answers an access token', async () => {
    const booked = await s.bookAndPay();
    for (const mobile of [booked.mobile, booked.e164, booked.e164.replace('+98', '0098')]) {
      const answer = await s.post('ticket/ticketTracking', {
        trackingCode: booked.trackingCode.toLowerCase(),
        mobile,
      });
      expect(answer.status, mobile).toBe(200);
      expect(answer.json.data?.trackingCode).toBe(booked.trackingCode);
      expect(typeof answer.json.data?.access).toBe('string');
    }
    const found = await s.post('ticket/ticketTracking', {
      trackingCode: booked.trackingCode,
      mobile: booked.mobile,
    });
    const info = await s.post('ticket/ticketInfo', { access: String(found.json.data?.access) });
    expect(info.status).toBe(200);
    expect(info.json.data).toMatchObject({
      pnr: booked.pnr,
      trackingCode: booked.trackingCode,
      status: 'confirmed',
      currency: 'IRR',
      refunds: [],
    });
    const lines = info.json.data?.tickets as Line[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      ticketNumber: booked.ticketNumbers[0],
      passenger: 'TRAVELLERA REFUNDI',
      passengerType: 'ADT',
      direction: 'departure',
      origin: 'MHD',
      destination: 'THR',
      status: 'Confirmed',
      fare: 30_500_000,
      refundPercent: null,
      refundAmount: null,
    });
  });

  it('answers the same "not found" to a wrong mobile as to a wrong code, telling neither', async () => {
    const booked = await s.bookAndPay();
    const ip = '10.1.0.1';
    const wrongMobile = await s.post(
      'ticket/ticketInfo',
      { trackingCode: booked.trackingCode, mobile: '09129999999' },
      { ip },
    );
    const wrongCode = await s.post(
      'ticket/ticketInfo',
      { trackingCode: 'ZZZZZZZZ', mobile: booked.mobile },
      { ip },
    );
    expect(wrongMobile.status).toBe(404);
    expect(wrongMobile.json).toEqual(notFound());
    expect(wrongCode.json).toEqual(wrongMobile.json);
    // Every lookup answers the same way.
    for (const path of ['ticket/ticketTracking', 'ticket/ticketShow', 'ticket/getTracking']) {
      const answer = await s.post(
        path,
        { trackingCode: booked.trackingCode, mobile: '09129999999' },
        { ip },
      );
      expect(answer.status, path).toBe(404);
      expect(answer.json, path).toEqual(notFound());
    }
    // Nothing to look up by: the missing half is asked for.
    const missing = await s.post(
      'ticket/ticketInfo',
      { trackingCode: booked.trackingCode },
      { ip },
    );
    expect(missing.status).toBe(400);
    expect(missing.json.errors?.fields).toEqual({ mobile: en()('required') });
  });

  it('finds a booking by ticket number and last name', async () => {
    const booked = await s.bookAndPay({ passengers: ['ADT', 'ADT'] });
    const second = booked.ticketNumbers[1] ?? '';
    const spaced = `${second.slice(0, 3)}-${second.slice(3, 8)} ${second.slice(8)}`;
    const answer = await s.post('ticket/ticketInfo', { ticketNumber: spaced, lastName: 'refundi' });
    expect(answer.status).toBe(200);
    expect(answer.json.data?.trackingCode).toBe(booked.trackingCode);
    expect((answer.json.data?.tickets as Line[]).map((l) => l.ticketNumber)).toEqual(
      booked.ticketNumbers,
    );
    const wrongName = await s.post(
      'ticket/ticketInfo',
      { ticketNumber: second, lastName: 'OTHER' },
      { ip: '10.1.0.2' },
    );
    expect(wrongName.status).toBe(404);
    expect(wrongName.json).toEqual(notFound());
  });

  it("never finds one brand's booking from another brand, by pair or by token", async () => {
    const booked = await s.bookAndPay();
    const pair = { trackingCode: booked.trackingCode, mobile: booked.mobile };
    const home = await s.post('ticket/ticketTracking', pair);
    expect(home.status).toBe(200);
    const turk = { headers: { 'x-tenant': 'turk' }, ip: '10.1.0.3' };
    const byPair = await s.post('ticket/ticketInfo', pair, turk);
    expect(byPair.status).toBe(404);
    const byTicket = await s.post(
      'ticket/ticketInfo',
      { ticketNumber: booked.ticketNumbers[0], lastName: 'REFUNDI' },
      turk,
    );
    expect(byTicket.status).toBe(404);
    const byToken = await s.post(
      'ticket/ticketShow',
      { access: String(home.json.data?.access) },
      turk,
    );
    expect(byToken.status).toBe(404);
    const pdf = await s.t.app.inject({
      method: 'GET',
      url: `/api/ticket/pdf/${booked.trackingCode}?mobile=${booked.mobile}`,
      headers: { 'x-tenant': 'turk', 'x-forwarded-for': '10.1.0.3' },
    });
    expect(pdf.statusCode).toBe(404);
  });

  it(`refuses pair lookups from an address after ${lookupLimit.max} wrong ones in ${lookupLimit.windowMs / 60_000} minutes`, async () => {
    const booked = await s.bookAndPay();
    const ip = '10.2.0.1';
    const right = { trackingCode: booked.trackingCode, mobile: booked.mobile };
    const wrong = { trackingCode: booked.trackingCode, mobile: '09129999999' };
    // Right answers do not count.
    for (let i = 0; i < 3; i++)
      expect((await s.post('ticket/ticketTracking', right, { ip })).status).toBe(200);
    for (let i = 0; i < lookupLimit.max; i++)
      expect((await s.post('ticket/ticketTracking', wrong, { ip })).status).toBe(404);
    const limited = await s.post('ticket/ticketTracking', right, { ip });
    expect(limited.status).toBe(429);
    expect(limited.json.errors?.code).toBe('TOO_MANY_REQUESTS');
    // Other addresses and access tokens are not held up.
    const elsewhere = await s.post('ticket/ticketTracking', right, { ip: '10.2.0.2' });
    expect(elsewhere.status).toBe(200);
    const byToken = await s.post(
      'ticket/ticketInfo',
      { access: String(elsewhere.json.data?.access) },
      { ip },
    );
    expect(byToken.status).toBe(200);
    // The window moves on.
    s.clock.at(new Date(Date.now() + lookupLimit.windowMs + 60_000));
    try {
      expect((await s.post('ticket/ticketTracking', right, { ip })).status).toBe(200);
    } finally {
      s.clock.run();
    }
  });

  it('shows the e-ticket with its fares, seats and issue time', async () => {
    const booked = await s.bookAndPay({ passengers: ['ADT', 'INF'] });
    const answer = await s.post('ticket/ticketShow', {
      trackingCode: booked.trackingCode,
      mobile: booked.mobile,
    });
    expect(answer.status).toBe(200);
    const data = answer.json.data ?? {};
    expect(data).toMatchObject({
      pnr: booked.pnr,
      outcome: 'confirmed',
      fares: { '0.departure': 30_500_000, '1.departure': 3_000_000 },
      contact: { mobile: booked.e164 },
    });
    expect(typeof data.issuedAt).toBe('string');
    expect(typeof data.access).toBe('string');
    const passengers = data.passengers as Array<{ tickets: Array<{ ticketNumber: string }> }>;
    expect(passengers.flatMap((p) => p.tickets.map((t) => t.ticketNumber))).toEqual(
      booked.ticketNumbers,
    );
    const segments = data.segments as Array<{ origin: { terminal: string } }>;
    expect(segments[0]?.origin.terminal).toBe('1');
  });

  it('tells what happened to a booking, oldest first', async () => {
    const booked = await s.bookAndPay({ passengers: ['ADT', 'ADT'] });
    const pair = { trackingCode: booked.trackingCode, mobile: booked.mobile };
    const refund = await s.post('ticket/refundConfirm', {
      ...pair,
      tickets: [booked.ticketNumbers[0]],
      mode: 'Normal',
    });
    expect(refund.status).toBe(200);
    const answer = await s.post('ticket/getTracking', pair);
    expect(answer.status).toBe(200);
    const events = (answer.json.data?.events ?? []) as Array<{
      at: string;
      kind: string;
      detail: string;
    }>;
    expect(events.map((e) => e.kind)).toEqual([
      'booked',
      'paid',
      'ticketed',
      'refundRequested',
      'refunded',
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(events[0]?.detail).toBe(booked.pnr);
    expect(events[2]?.detail).toBe(booked.ticketNumbers.join(', '));
    expect(events[3]?.detail).toBe(booked.ticketNumbers[0]);
  });

  it("opens a signed-in customer's own bookings from the profile with their access token", async () => {
    const customer = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
    const booked = await s.bookAndPay({ signedIn: customer.headers });
    const mine = await s.t.post('user/getMyTickets', {}, customer.headers);
    expect(mine.status).toBe(200);
    const items = (mine.json as { data: { items: Array<{ bookingId: number; access: string }> } })
      .data.items;
    const item = items.find((b) => b.bookingId === booked.bookingId);
    expect(item?.access).toBeTruthy();
    const info = await s.post('ticket/ticketInfo', { access: item?.access ?? '' });
    expect(info.status).toBe(200);
    expect(info.json.data?.pnr).toBe(booked.pnr);
    // A token runs out after two hours.
    s.clock.at(new Date(Date.now() + 2 * 3600_000 + 1000));
    try {
      const late = await s.post('ticket/ticketInfo', { access: item?.access ?? '' });
      expect(late.status).toBe(410);
    } finally {
      s.clock.run();
    }
    // A result page's receipt is no access token.
    const forged = await s.post('ticket/ticketInfo', { access: 'e30.abc' });
    expect(forged.status).toBe(404);
  });
});
