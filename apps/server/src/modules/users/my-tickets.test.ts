import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { hold, passenger, sellableFlight, type Json } from '../booking/booking.fixtures';
import { addWalletCredit } from '../wallet/wallet.api';

interface MyBooking {
  bookingId: number;
  pnr: string;
  status: string;
  flights: Array<{ flightNumber: string; origin: string; departureTime: string }>;
  tickets: Array<{ passenger: string; ticketNumber: string | null; status: string }>;
}

describe.each(databaseKinds)('user/getMyTickets on %s', (kind) => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function book(headers: Record<string, string>, payment: 'wallet' | 'gateway') {
    const flight = await sellableFlight(t.database.db, { time: '23:30' });
    const held = await hold(t, flight);
    const answer = await t.post(
      'flight/bookFlight',
      {
        quoteId: String(held.json.data?.quoteId),
        idempotencyKey: `mine-${kind}-${keys++}`,
        passengers: [{ ...passenger('ADT'), firstName: 'SARA', lastName: 'KARIMI' }],
        contact: { mobile: '09121234567', country: 'IR', email: 'a@example.com' },
        agreement: '1',
        payment,
      },
      headers,
    );
    expect(answer.status).toBe(200);
    return (answer.json as Json).data ?? {};
  }

  it("lists the caller's own bookings, newest first, and never another customer's", async () => {
    const mine = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    const theirs = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    await t.database.db.transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId: mine.id, currency: 'IRR' },
        {
          key: `test-funds:${mine.id}`,
          amount: 1_000_000_000,
          description: 'test funds',
          at: new Date(),
        },
      ),
    );
    const first = await book(mine.headers, 'gateway');
    const second = await book(mine.headers, 'wallet');
    await book({ 'x-tenant': 'sepehran' }, 'gateway');

    const answer = await t.post('user/getMyTickets', {}, mine.headers);
    expect(answer.status).toBe(200);
    const data = (answer.json as Json).data as { items: MyBooking[]; total: number };
    expect(data.total).toBe(2);
    expect(data.items.map((b) => b.bookingId)).toEqual([second.bookingId, first.bookingId]);
    const [paid, pending] = data.items;
    expect(paid).toMatchObject({ pnr: second.pnr, status: 'confirmed' });
    expect(paid?.tickets).toHaveLength(1);
    expect(paid?.tickets[0]).toMatchObject({ passenger: 'SARA KARIMI', status: 'Confirmed' });
    expect(isValidTicketNumber(paid?.tickets[0]?.ticketNumber ?? '')).toBe(true);
    expect(pending).toMatchObject({ status: 'pending_payment' });
    expect(pending?.tickets[0]).toMatchObject({ ticketNumber: null, status: 'NotVerified' });
    // Departure in Mashhad's local time, with its offset.
    expect(paid?.flights[0]?.origin).toBe('MHD');
    expect(paid?.flights[0]?.departureTime).toMatch(/T23:30:00\+03:30$/);

    const other = await t.post('user/getMyTickets', {}, theirs.headers);
    expect((other.json as Json).data).toEqual({ items: [], total: 0 });
    const elsewhere = await buildSignedInUser(t.database.db, { tenant: 'turk' });
    const turk = await t.post('user/getMyTickets', {}, elsewhere.headers);
    expect((turk.json as Json).data).toEqual({ items: [], total: 0 });

    const paged = await t.post('user/getMyTickets', { page: 2, pageSize: 1 }, mine.headers);
    const page = (paged.json as Json).data as { items: MyBooking[]; total: number };
    expect(page.items.map((b) => b.bookingId)).toEqual([first.bookingId]);

    const guest = await t.post('user/getMyTickets', {}, { 'x-tenant': 'sepehran' });
    expect(guest.status).toBe(401);
  });
});
