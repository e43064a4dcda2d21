// Never oversell, across processes: two server processes on one PostgreSQL database race for
// the last seats of a flight, for one seat of the seat map, and deliver one payment's callback
// many times at once. Exactly the possible number succeed; the database's constraints hold.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { startServerProcess, type ServerProcess } from './support/server-process';

const base = process.env.TEST_DATABASE_URL;
const card = '4111111111111111';

type Envelope = { status: string; data?: Record<string, unknown>; errors?: { code?: string } };

async function call(
  url: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', 'x-tenant': 'sepehran' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

function nationalCode(n: number): string {
  const nine = String(200_000_000 + n);
  return `${nine}${iranianCheckDigit(nine)}`;
}

describe.skipIf(!base)('races across two server processes on PostgreSQL', () => {
  const name = `parvaz_race_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  let db: pg.Client;
  let servers: ServerProcess[] = [];
  /** Alternates the two processes. */
  const server = (i: number) => servers[i % 2]?.url ?? '';

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base ?? '');
    url.pathname = `/${name}`;
    const first = await startServerProcess({ DATABASE_URL: url.toString() }, 18_091, 120_000);
    const second = await startServerProcess({ DATABASE_URL: url.toString() }, 18_092);
    servers = [first, second];
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** An economy cabin on sale (domestic, a few days ahead) with its cheapest agency. */
  async function flightOnSale(
    skip: number,
  ): Promise<{ ref: string; agencyId: number; cabinId: number; flightId: number }> {
    const found = await db.query<{ flight_id: string; cabin_id: string; agency_id: number }>(
      `select f.id as flight_id, c.id as cabin_id, o.agency_id
         from flights f
         join flight_cabins c on c.flight_id = f.id and c.cabin = 'economy'
         join offers o on o.flight_cabin_id = c.id and o.active
         join cities oc on oc.code = f.origin_city
         join cities dc on dc.code = f.destination_city
        where f.status = 'scheduled' and f.departure_at > now() + interval '2 days'
          and oc.country_code = 'IR' and dc.country_code = 'IR'
          and c.available >= 60
        order by f.departure_at, f.id, o.adult_fare + o.adult_fee
        offset $1 limit 1`,
      [skip],
    );
    const row = found.rows[0];
    if (!row) throw new Error('no flight on sale');
    return {
      ref: `${row.flight_id}.economy`,
      agencyId: row.agency_id,
      cabinId: Number(row.cabin_id),
      flightId: Number(row.flight_id),
    };
  }

  async function hold(url: string, flight: { ref: string; agencyId: number }) {
    return call(url, 'flight/getFlightPrice', {
      departureRef: flight.ref,
      agencyId: flight.agencyId,
      adult: 1,
      child: 0,
      infant: 0,
    });
  }

  it('sells exactly the last 10 seats to 50 travellers holding at once', async () => {
    const flight = await flightOnSale(0);
    await db.query('update flight_cabins set available = 10 where id = $1', [flight.cabinId]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => hold(server(i), flight)),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
    const left = await db.query<{ available: number }>(
      'select available from flight_cabins where id = $1',
      [flight.cabinId],
    );
    expect(left.rows[0]?.available).toBe(0);
  });

  it('gives one seat of the map to exactly one of 20 travellers', async () => {
    const flight = await flightOnSale(1);
    const quotes = await Promise.all(Array.from({ length: 20 }, (_, i) => hold(server(i), flight)));
    const ids = quotes.map((q) => q.body.data?.quoteId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    const map = await call(server(0), 'flight/getFlightSeat', { quoteId: ids[0] });
    const segments = (map.body.data?.segments ?? []) as Array<{
      rows: Array<{ seats: Array<{ code: string; status: string } | null> }>;
    }>;
    const free = segments[0]?.rows
      .flatMap((row) => row.seats)
      .find((seat) => seat?.status === 'free');
    expect(free).toBeTruthy();
    const picks = await Promise.all(
      ids.map((quoteId, i) =>
        call(server(i), 'flight/selectSeats', {
          quoteId,
          seats: [
            { direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: free?.code },
          ],
        }),
      ),
    );
    expect(picks.filter((p) => p.status === 200)).toHaveLength(1);
    expect(picks.filter((p) => p.status === 409)).toHaveLength(19);
    const holders = await db.query(
      'select 1 from seat_assignments where flight_id = $1 and seat = $2',
      [flight.flightId, free?.code],
    );
    expect(holders.rowCount).toBe(1);
  });

  it('issues one set of tickets when the bank calls back 20 times at once', async () => {
    const flight = await flightOnSale(2);
    const quote = await hold(server(0), flight);
    const booking = await call(server(1), 'flight/bookFlight', {
      quoteId: quote.body.data?.quoteId,
      idempotencyKey: `race-${Date.now()}`,
      passengers: [
        {
          type: 'ADT',
          firstName: 'SARA',
          lastName: 'AHMADI',
          gender: 'F',
          birth_date: '1990-02-03',
          nationality: 'IRN',
          national_id: nationalCode(17),
        },
      ],
      contact: { mobile: '09121112233', country: 'IR' },
      agreement: '1',
      payment: 'gateway',
    });
    expect(booking.status).toBe(200);
    const paymentUrl = String(booking.body.data?.paymentUrl);
    const bank = await fetch(`${server(0)}${paymentUrl}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        pan: card,
        cvv2: '123',
        expMonth: '12',
        expYear: '30',
        otp: '123456',
      }).toString(),
    });
    expect(bank.status).toBe(302);
    const callback = bank.headers.get('location') ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(new URL(callback, server(i)), { redirect: 'manual' }),
      ),
    );
    expect(answers.every((a) => a.status === 302)).toBe(true);
    const bookingId = booking.body.data?.bookingId;
    const tickets = await db.query<{ ticket_number: string | null; status: string }>(
      'select ticket_number, status from tickets where booking_id = $1',
      [bookingId],
    );
    expect(tickets.rows).toHaveLength(1);
    expect(tickets.rows[0]?.status).toBe('Confirmed');
    expect(tickets.rows[0]?.ticket_number).toMatch(/^\d{13}$/);
    const paid = await db.query(
      "select 1 from payments where booking_id = $1 and status = 'paid'",
      [bookingId],
    );
    expect(paid.rowCount).toBe(1);
    const sms = await db.query(
      "select 1 from outbox where recipient = '+989121112233' and channel = 'sms'",
    );
    expect(sms.rowCount).toBe(1);
  });
});
