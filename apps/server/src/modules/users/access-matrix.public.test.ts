import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingServices } from '../../db/schema/booking';
import { paymentEvents, payments } from '../../db/schema/payments';
import { databaseKinds } from '../../test/test-app';
import { hold, passenger, sellableFlight } from '../booking/booking.fixtures';
import { issueReceipt, issueTicketAccess } from '../booking/booking.api';
import { ticketsApp } from '../tickets/tickets-test-kit';
import {
  buildCallers,
  inThisRun,
  tallied,
  freshClient,
  markersOf,
  sell,
  sendTo,
  withoutTokens,
  type Answer,
  type Caller,
  type Sold,
  type TenantId,
} from './access-matrix.kit';
import {
  publicRows,
  type HoldSecret,
  type Lookup,
  type PublicRow,
} from './access-matrix.public.table';
import { keyOf, type Request, type Route } from './access-matrix.table';

/**
 * The public endpoints that reach owned data by a secret rather than a session: the booking's
 * lookups and its `access` token, its receipt, its held quote, its gateway token. Tried by every
 * caller (a guest, two customers, every staff role) of every brand: another booking's secret, a
 * secret of this brand on another brand, or half of one pair with half of another, answers
 * exactly as a secret that does not exist, and changes nothing.
 */

/** One way of trying a secret, and its twin: the same request with a secret nobody has. */
interface Variant<S> {
  name: string;
  tenant: TenantId;
  secret: S;
  twin: S;
}

const nobodysTrackingCode = '10000001';
const nobodysTicket = '9990000000000';

describe.each(databaseKinds)('access matrix: public endpoints (%s)', (kind) => {
  const s = ticketsApp(kind);
  tallied('public', kind);
  let callers: Caller[];
  /** The owner's booking, and another traveller's on the same brand. */
  let a: Sold;
  let b: Sold;
  /** A booking still waiting for its payment, and a held quote nobody booked yet. */
  let waiting: Sold;
  let held: HoldSecret;
  let markers: string[];

  const send = (route: Route, request: Request, headers: Record<string, string>) =>
    sendTo(s.t.app, route, request, headers);
  /** A refusal compared with its twin: the same but for what only the request itself says. */
  const comparable = (answer: Answer) => ({
    status: answer.status,
    json: withoutTokens(answer).json,
    location: answer.location,
  });
  const missingAccess = (tenant: TenantId) =>
    issueTicketAccess(s.t.app.signer, 2_000_000_000, tenant, new Date());
  const missingReceipt = () => issueReceipt(s.t.app.signer, 2_000_000_000, new Date());

  /** What the owners read of theirs (and the held quote's maps): must never change. */
  async function ownersView() {
    const view = async (sold: Sold) => {
      const lookup = { access: sold.access };
      const read = async (path: string, body: Record<string, unknown>) =>
        withoutTokens(await send({ method: 'POST', path }, { body }, { 'x-tenant': 'sepehran' }));
      const [paid] = await s
        .db()
        .select({ n: count() })
        .from(payments)
        .where(
          and(
            inArray(payments.purpose, ['booking', 'services']),
            eq(payments.purchaseId, sold.bookingId),
          ),
        );
      const [added] = await s
        .db()
        .select({ n: count() })
        .from(bookingServices)
        .where(eq(bookingServices.bookingId, sold.bookingId));
      return {
        info: await read('/api/ticket/ticketInfo', lookup),
        show: await read('/api/ticket/ticketShow', lookup),
        events: await read('/api/ticket/getTracking', lookup),
        result: await read('/api/flight/getBooking', { receipt: sold.receipt }),
        payments: paid?.n,
        services: added?.n,
      };
    };
    const seats = await send(
      { method: 'POST', path: '/api/flight/getFlightSeat' },
      { body: { quoteId: held.quoteId } },
      { 'x-tenant': 'sepehran' },
    );
    return { a: await view(a), b: await view(b), waiting: await view(waiting), seats };
  }

  beforeAll(async () => {
    callers = (await buildCallers(s.db())).filter(inThisRun);
    a = await sell(s);
    b = await sell(s);
    const flight = a.flight;
    // Booked but never paid: the bank's page was left without a card.
    const quote = await hold(s.t, flight);
    const booking = await s.t.post(
      'flight/bookFlight',
      {
        quoteId: String(quote.json.data?.quoteId),
        idempotencyKey: `matrix-waiting-${kind}`,
        passengers: [passenger('ADT')],
        contact: { mobile: '09121112233', country: 'IR' },
        agreement: '1',
        payment: 'gateway',
      },
      { 'x-tenant': 'sepehran', lang: 'en' },
    );
    expect(booking.status, JSON.stringify(booking.json)).toBe(200);
    const data = (booking.json as { data: { bookingId: number; trackingCode: string } }).data;
    // Only its id and its secrets are read; the rest stands in from the owner's.
    waiting = {
      ...a,
      bookingId: data.bookingId,
      trackingCode: data.trackingCode,
      access: issueTicketAccess(s.t.app.signer, data.bookingId, 'sepehran', new Date()),
      receipt: issueReceipt(s.t.app.signer, data.bookingId, new Date()),
    };
    const open = await hold(s.t, flight);
    held = { quoteId: String(open.json.data?.quoteId), idempotencyKey: `matrix-held-${kind}` };
    markers = [...markersOf(a), ...markersOf(b), a.access, b.access, data.trackingCode];
  });

  /**
   * Sends each variant as every caller of its brand, and its twin as the same caller: equal
   * refusals, nothing of either booking in them, and the owners' data as it was.
   */
  async function tryVariants<S>(
    row: PublicRow,
    request: (secret: S) => Request,
    variants: Array<Variant<S>>,
  ) {
    const before = await ownersView();
    for (const variant of variants) {
      for (const caller of callers.filter((c) => c.tenant === variant.tenant)) {
        const who = `${variant.name} as ${caller.name}`;
        const headers = () => ({ ...caller.headers, ...freshClient() });
        const answer = await send(row, request(variant.secret), headers());
        const twin = await send(row, request(variant.twin), headers());
        expect(answer.status, who).toBeGreaterThanOrEqual(400);
        expect(answer.status, who).toBeLessThan(500);
        expect({ who, ...comparable(answer) }).toEqual({ who, ...comparable(twin) });
        for (const marker of markers) expect(answer.text, who).not.toContain(marker);
      }
    }
    expect(await ownersView()).toEqual(before);
  }

  const lookupRows = publicRows.flatMap((row) => (row.reach === 'lookup' ? [row] : []));
  const foreignBrands = ['turk', 'oman'] as const;

  function lookupVariants(row: (typeof lookupRows)[number]): Array<Variant<Lookup>> {
    const ticket = a.ticketNumbers[0] ?? '';
    const byCode = (code: string, mobile: string) => ({ trackingCode: code, mobile, ticket });
    const variants: Array<Variant<Lookup>> = foreignBrands.flatMap((tenant) => [
      {
        name: `the owner's token on ${tenant}`,
        tenant,
        secret: { access: a.access, trackingCode: a.trackingCode, ticket },
        twin: { access: missingAccess(tenant), trackingCode: a.trackingCode, ticket },
      },
      {
        name: `the owner's tracking code and mobile on ${tenant}`,
        tenant,
        secret: byCode(a.trackingCode, a.mobile),
        twin: byCode(nobodysTrackingCode, a.mobile),
      },
      {
        name: `the owner's ticket and last name on ${tenant}`,
        tenant,
        secret: { ticketNumber: ticket, lastName: 'REFUNDI', ticket },
        twin: { ticketNumber: nobodysTicket, lastName: 'REFUNDI', ticket: nobodysTicket },
      },
    ]);
    variants.push(
      {
        name: "the owner's token with another booking's tracking code",
        tenant: 'sepehran',
        secret: { access: a.access, trackingCode: b.trackingCode, ticket },
        twin: byCode(nobodysTrackingCode, a.mobile),
      },
      {
        name: "the owner's tracking code with another booking's mobile",
        tenant: 'sepehran',
        secret: byCode(a.trackingCode, b.mobile),
        twin: byCode(nobodysTrackingCode, b.mobile),
      },
      {
        name: "the owner's ticket with another last name",
        tenant: 'sepehran',
        secret: { ticketNumber: ticket, lastName: 'OWNERLESS', ticket },
        twin: { ticketNumber: nobodysTicket, lastName: 'OWNERLESS', ticket: nobodysTicket },
      },
    );
    if (row.aboutTicket)
      variants.push({
        name: "another booking's token with the owner's ticket",
        tenant: 'sepehran',
        secret: { access: b.access, trackingCode: b.trackingCode, ticket },
        twin: { access: b.access, trackingCode: b.trackingCode, ticket: nobodysTicket },
      });
    return variants;
  }

  describe("a booking's lookup opens it on its brand only, and only as a whole pair", () => {
    it.each(lookupRows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      await tryVariants(row, row.request, lookupVariants(row));
      if (row.writes) return;
      // The owner's own token opens it: the refusals above are not of a call that never works.
      const own = await send(
        row,
        row.request({
          access: a.access,
          trackingCode: a.trackingCode,
          ticket: a.ticketNumbers[0] ?? '',
        }),
        { 'x-tenant': 'sepehran', ...freshClient() },
      );
      expect(own.status, own.text.slice(0, 300)).toBe(200);
    });
  });

  describe('a held quote is held on its brand only', () => {
    const holdRows = publicRows.flatMap((row) => (row.reach === 'hold' ? [row] : []));
    it.each(holdRows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      const fresh = () => `matrix-${randomUUID()}`;
      const variants: Array<Variant<HoldSecret>> = foreignBrands.map((tenant) => ({
        name: `the quote on ${tenant}`,
        tenant,
        secret: { quoteId: held.quoteId, idempotencyKey: fresh() },
        twin: { quoteId: randomUUID(), idempotencyKey: fresh() },
      }));
      if (row.path === '/api/flight/bookFlight')
        variants.push({
          name: "the owner's idempotency key with a quote of nobody's",
          tenant: 'sepehran',
          secret: { quoteId: randomUUID(), idempotencyKey: a.idempotencyKey },
          twin: { quoteId: randomUUID(), idempotencyKey: fresh() },
        });
      await tryVariants(row, row.request, variants);
    });

    it("answers the owner's booking to its own quote's submit only, never to its key alone", async () => {
      const row = publicRows.find((r) => r.path === '/api/flight/bookFlight');
      if (row?.reach !== 'hold') throw new Error('no bookFlight row');
      const before = await ownersView();
      // A flight of its own: holds on the owner's would change the held quote's seat map.
      const flight = await sellableFlight(s.db());
      for (const caller of callers.filter((c) => c.tenant === 'sepehran')) {
        const own = await hold(s.t, flight, { adult: 1 }, { ...caller.headers, lang: 'en' });
        const quoteId = String(own.json.data?.quoteId);
        const answer = await send(
          row,
          row.request({ quoteId, idempotencyKey: a.idempotencyKey }),
          caller.headers,
        );
        expect(answer.status, caller.name).toBe(409);
        for (const marker of markers) expect(answer.text, caller.name).not.toContain(marker);
      }
      expect(await ownersView()).toEqual(before);
    });
  });

  describe("a booking's receipt and its payment's token open it on its brand only", () => {
    const receiptRows = publicRows.flatMap((row) => (row.reach === 'receipt' ? [row] : []));
    it.each(receiptRows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      const variants = foreignBrands.flatMap((tenant) =>
        [a, waiting].map((sold) => ({
          name: `${sold === a ? 'a paid' : 'a waiting'} booking's receipt on ${tenant}`,
          tenant,
          secret: sold.receipt,
          twin: missingReceipt(),
        })),
      );
      await tryVariants(row, row.request, variants);
    });

    const paymentRows = publicRows.flatMap((row) => (row.reach === 'payment' ? [row] : []));
    it.each(paymentRows.map((row) => [keyOf(row), row] as const))('%s', async (_name, row) => {
      const variants = foreignBrands.map((tenant) => ({
        name: `the owner's payment token on ${tenant}`,
        tenant,
        secret: a.paymentToken,
        twin: 'f'.repeat(32),
      }));
      await tryVariants(row, row.request, variants);
      const own = await send(row, row.request(a.paymentToken), { 'x-tenant': 'sepehran' });
      expect(own.status).toBe(200);
    });
  });

  it("the bank's pages and its callback change nothing of a settled payment, whoever sends its token", async () => {
    const before = await ownersView();
    const [events] = await s
      .db()
      .select({ n: count() })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(
        and(
          inArray(payments.purpose, ['booking', 'services']),
          eq(payments.purchaseId, a.bookingId),
        ),
      );
    for (const caller of callers) {
      const who = `${caller.tenant} ${caller.name}`;
      const query = { token: a.paymentToken, status: 'OK' };
      const get = await send(
        { method: 'GET', path: '/api/payment/callback' },
        { query },
        caller.headers,
      );
      const post = await send(
        { method: 'POST', path: '/api/payment/callback' },
        { body: query },
        caller.headers,
      );
      expect([get.status, post.status], who).toEqual([302, 302]);
      const page = { params: { token: a.paymentToken } };
      const bank = await send(
        { method: 'GET', path: '/bank/sandbox/:token' },
        page,
        caller.headers,
      );
      expect(bank.status, who).toBe(200);
      const pay = await send(
        { method: 'POST', path: '/bank/sandbox/:token' },
        { ...page, body: { action: 'cancel' } },
        caller.headers,
      );
      expect(pay.status, who).toBe(409);
      // A token nobody has: the bank knows no such page, the callback nothing to settle.
      const unknown = await send(
        { method: 'GET', path: '/api/payment/callback' },
        { query: { token: 'f'.repeat(32), status: 'OK' } },
        caller.headers,
      );
      expect(unknown.location, who).toMatch(/^\/\?payment=unknown&lang=\w+$/);
      for (const marker of markers) expect(unknown.text + bank.text, who).not.toContain(marker);
    }
    expect(await ownersView()).toEqual(before);
    const [after] = await s
      .db()
      .select({ n: count() })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(
        and(
          inArray(payments.purpose, ['booking', 'services']),
          eq(payments.purchaseId, a.bookingId),
        ),
      );
    expect(after?.n).toBe(events?.n);
  });
});
