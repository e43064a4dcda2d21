import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { users } from '../../db/schema/users';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { ticketsApp, type Booked } from './tickets-test-kit';

const fare = 30_500_000;

interface DeskItem {
  id: number;
  status: string;
  pnr: string;
  trackingCode: string;
  agency: string;
  passengers: string[];
  tickets: string[];
  amount: number;
}

describe.each(databaseKinds)('the refund desk on %s', (kind) => {
  const s = ticketsApp(kind);
  const en = () => s.t.app.translatorFor('en');

  async function staff(
    role: 'supporter' | 'operator' | 'agency' | 'customer',
    tenant = 'sepehran',
  ) {
    return buildSignedInUser(s.db(), { tenant, role });
  }

  async function agencyUser(agencyId: number) {
    const user = await staff('agency');
    await s.db().update(users).set({ agencyId }).where(eq(users.id, user.id));
    return user;
  }

  /** A booking whose ticket waits for a decision (Cancel of a flight on time). */
  async function waiting(booked?: Booked) {
    const b = booked ?? (await s.bookAndPay());
    const answer = await s.post('ticket/refundConfirm', {
      trackingCode: b.trackingCode,
      mobile: b.mobile,
      tickets: b.ticketNumbers,
      mode: 'Cancel',
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return { booked: b, id: Number((answer.json.data?.request as { id: number }).id) };
  }

  const decide = (headers: Record<string, string>, body: Record<string, unknown>) =>
    s.t.post('ticket/refundDecide', body, { lang: 'en', ...headers });
  const desk = async (headers: Record<string, string>, status?: string) => {
    const answer = await s.t.post(
      'ticket/getRefundRequests',
      status === undefined ? {} : { status },
      { lang: 'en', ...headers },
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json as { data: DeskItem[] }).data;
  };

  it('lets support approve a waiting request: the money, the seat and the notice go out, once', async () => {
    const supporter = await staff('supporter');
    const { booked, id } = await waiting();
    expect(await s.available(booked.flight.cabinId)).toBe(179);
    const queue = await desk(supporter.headers);
    expect(queue.find((item) => item.id === id)).toMatchObject({
      status: 'pending',
      pnr: booked.pnr,
      trackingCode: booked.trackingCode,
      agency: 'Test Agency One',
      passengers: ['TRAVELLERA REFUNDI'],
      tickets: booked.ticketNumbers,
      amount: fare,
    });

    const approved = await decide(supporter.headers, { id, decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect((approved.json as { data: unknown }).data).toMatchObject({
      id,
      status: 'approved',
      destination: 'card',
      amount: fare,
    });
    expect(await s.ticket(booked.ticketNumbers[0] ?? '')).toMatchObject({
      status: 'refunded',
      refundPercent: 100,
      refundAmount: fare,
    });
    expect((await s.cardOf(booked.bookingId))?.bank?.refunded).toBe(fare);
    expect(await s.available(booked.flight.cabinId)).toBe(180);
    expect((await s.messagesTo(booked.e164)).at(-1)?.body).toContain(en()('refundToCard'));

    const again = await decide(supporter.headers, { id, decision: 'reject', reason: 'late' });
    expect(again.status).toBe(409);
    expect((again.json as { errors: { error: string } }).errors.error).toBe(
      en()('refundAlreadyDecided'),
    );
    expect((await s.cardOf(booked.bookingId))?.bank?.refunded).toBe(fare);
    expect((await desk(supporter.headers)).some((item) => item.id === id)).toBe(false);
    expect((await desk(supporter.headers, 'approved')).some((item) => item.id === id)).toBe(true);
  });

  it('rejects with a reason the traveller is told, and the ticket may be asked again', async () => {
    const operator = await staff('operator');
    const { booked, id } = await waiting();
    const noReason = await decide(operator.headers, { id, decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect((noReason.json as { errors: { fields: unknown } }).errors.fields).toEqual({
      reason: en()('required'),
    });

    const rejected = await decide(operator.headers, {
      id,
      decision: 'reject',
      reason: 'The flight left on time.',
    });
    expect(rejected.status).toBe(200);
    expect((rejected.json as { data: unknown }).data).toMatchObject({
      status: 'rejected',
      reason: 'The flight left on time.',
    });
    expect(await s.ticket(booked.ticketNumbers[0] ?? '')).toMatchObject({
      status: 'refundRejected',
      refundPercent: null,
      refundAmount: null,
    });
    expect((await s.messagesTo(booked.e164)).at(-1)?.body).toBe(
      en()('refundRejectedSms', {
        brand: tenants.sepehran.name.en,
        trackingCode: booked.trackingCode,
        reason: 'The flight left on time.',
      }),
    );
    expect((await s.cardOf(booked.bookingId))?.bank?.refunded).toBe(0);
    expect(await s.available(booked.flight.cabinId)).toBe(179);

    const info = await s.post('ticket/ticketInfo', {
      trackingCode: booked.trackingCode,
      mobile: booked.mobile,
    });
    expect(info.json.data?.refunds).toMatchObject([
      { id, status: 'rejected', reason: 'The flight left on time.' },
    ]);
    // Rejected is not final: the traveller may ask again.
    const second = await waiting(booked);
    expect(second.id).not.toBe(id);
  });

  it("lets an agency decide only the bookings it sold; another agency's request is not found", async () => {
    const { booked, id } = await waiting();
    const seller = await agencyUser(booked.flight.agencyId);
    const other = await s.bookAndPay();
    const stranger = await agencyUser(other.flight.agencyId);
    const noAgency = await staff('agency');

    for (const user of [stranger, noAgency]) {
      const refused = await decide(user.headers, { id, decision: 'approve' });
      expect(refused.status).toBe(404);
      expect((await desk(user.headers)).some((item) => item.id === id)).toBe(false);
    }
    expect(await s.ticket(booked.ticketNumbers[0] ?? '')).toMatchObject({
      status: 'refundRequest',
    });

    expect((await desk(seller.headers)).map((item) => item.id)).toEqual([id]);
    const approved = await decide(seller.headers, { id, decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(await s.ticket(booked.ticketNumbers[0] ?? '')).toMatchObject({ status: 'refunded' });
  });

  it("keeps each brand's requests to its own desk, and the desk to staff", async () => {
    const { id } = await waiting();
    const foreign = await staff('supporter', 'turk');
    const refused = await decide(foreign.headers, { id, decision: 'approve' });
    expect(refused.status).toBe(404);
    expect((await desk(foreign.headers, '')).some((item) => item.id === id)).toBe(false);

    const customer = await staff('customer');
    expect((await decide(customer.headers, { id, decision: 'approve' })).status).toBe(403);
    const guest = await decide({ 'x-tenant': 'sepehran' }, { id, decision: 'approve' });
    expect(guest.status).toBe(401);
    const unknown = await decide((await staff('supporter')).headers, {
      id: 987_654_321,
      decision: 'approve',
    });
    expect(unknown.status).toBe(404);
  });
});
