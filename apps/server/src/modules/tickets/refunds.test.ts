import { describe, expect, it } from 'vitest';
import { formatMoney } from '@parvaz/domain/format/money';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { buildSignedInUser, testRefundRules } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { sellableFlight } from '../booking/booking.fixtures';
import { addWalletCredit } from '../wallet/wallet.api';
import { ticketsApp, type Booked } from './tickets-test-kit';

const hour = 3_600_000;
const fare = 30_500_000;

interface ModeJson {
  mode: string;
  allowed: boolean;
  reason: string;
  refundPercent: number;
  penaltyPercent: number;
  refundAmount: number;
  settle: string;
}

interface RequestJson {
  id: number;
  mode: string;
  status: string;
  tickets: string[];
  amount: number;
  destination: string;
}

interface LineJson {
  ticketNumber: string;
  status: string;
  refundPercent: number | null;
  refundAmount: number | null;
}

describe.each(databaseKinds)('refunds on %s', (kind) => {
  const s = ticketsApp(kind);
  const en = () => s.t.app.translatorFor('en');
  const pair = (booked: Booked) => ({ trackingCode: booked.trackingCode, mobile: booked.mobile });

  async function rules(booked: Booked, ticketNumber = booked.ticketNumbers[0] ?? '') {
    const answer = await s.post('flight/getRules', { ...pair(booked), ticketNumber });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const modes = answer.json.data?.modes as ModeJson[];
    return Object.fromEntries(modes.map((m) => [m.mode, m])) as Record<string, ModeJson>;
  }

  function refund(booked: Booked, mode: string, ticketNumbers = booked.ticketNumbers.slice(0, 1)) {
    return s.post('ticket/refundConfirm', { ...pair(booked), tickets: ticketNumbers, mode });
  }

  const requestOf = (answer: { json: { data?: Record<string, unknown> } }) =>
    answer.json.data?.request as RequestJson;
  const linesOf = (answer: { json: { data?: Record<string, unknown> } }) =>
    answer.json.data?.tickets as LineJson[];

  it('keeps the penalty of the step the time before departure reaches, at each boundary', async () => {
    const booked = await s.bookAndPay();
    const departure = s.departureOf().getTime();
    const cases: Array<[number, number]> = [
      [200 * hour, 10],
      [72 * hour, 10],
      [72 * hour - 1000, 30],
      [12 * hour, 30],
      [12 * hour - 1000, 50],
      [3 * hour, 50],
      [3 * hour - 1000, 60],
      [1000, 60],
    ];
    try {
      for (const [before, penalty] of cases) {
        s.clock.at(new Date(departure - before));
        const modes = await rules(booked);
        expect(modes.Normal, `${before / hour} h before`).toEqual({
          mode: 'Normal',
          allowed: true,
          reason: '',
          penaltyPercent: penalty,
          refundPercent: 100 - penalty,
          refundAmount: Math.floor((fare * (100 - penalty)) / 100),
          settle: 'now',
        });
        // Cancel and Delay give everything back, after a decision while the flight is on time.
        expect(modes.Cancel).toMatchObject({
          allowed: true,
          refundPercent: 100,
          settle: 'decision',
        });
        expect(modes.Delay).toMatchObject({
          allowed: true,
          refundAmount: fare,
          settle: 'decision',
        });
        expect(modes.NoShow).toMatchObject({
          allowed: false,
          reason: en()('refundNoShowBeforeDeparture'),
        });
      }
      // At the departure time the passenger is a no-show.
      s.clock.at(new Date(departure));
      const gone = await rules(booked);
      expect(gone.Normal).toMatchObject({
        allowed: false,
        reason: en()('refundNormalAfterDeparture'),
      });
      expect(gone.NoShow).toEqual({
        mode: 'NoShow',
        allowed: true,
        reason: '',
        penaltyPercent: testRefundRules.noShowPercent,
        refundPercent: 100 - testRefundRules.noShowPercent,
        refundAmount: Math.floor((fare * (100 - testRefundRules.noShowPercent)) / 100),
        settle: 'decision',
      });

      // A refund asked exactly 12 hours before is settled by that step.
      s.clock.at(new Date(departure - 12 * hour));
      const answer = await refund(booked, 'Normal');
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(requestOf(answer)).toMatchObject({ status: 'approved', amount: 21_350_000 });
      expect(linesOf(answer)[0]).toMatchObject({
        status: 'refunded',
        refundPercent: 70,
        refundAmount: 21_350_000,
      });
    } finally {
      s.clock.run();
    }
    const rulesAnswer = await s.post('flight/getRules', {
      ...pair(booked),
      ticketNumber: booked.ticketNumbers[0],
    });
    expect(rulesAnswer.json.data?.rules).toEqual(testRefundRules);
  });

  it('settles a Normal refund before departure at once: the card is refunded, the seat and its number go back on sale, SMS and e-mail go out', async () => {
    const flight = await sellableFlight(s.db());
    const before = await s.available(flight.cabinId);
    const booked = await s.bookAndPay({ flight, passengers: ['ADT', 'ADT'], seat: '20B' });
    expect(await s.available(flight.cabinId)).toBe((before ?? 0) - 2);
    expect(await s.seatHolders(flight.flightId, '20B')).toHaveLength(1);

    const answer = await refund(booked, 'Normal');
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const amount = Math.floor(fare * 0.9);
    expect(requestOf(answer)).toMatchObject({
      mode: 'Normal',
      status: 'approved',
      tickets: [booked.ticketNumbers[0]],
      amount,
      currency: 'IRR',
      destination: 'card',
      decidedAt: expect.any(String),
    });
    expect(linesOf(answer).map((l) => [l.ticketNumber, l.status, l.refundAmount])).toEqual([
      [booked.ticketNumbers[0], 'refunded', amount],
      [booked.ticketNumbers[1], 'Confirmed', null],
    ]);

    const card = await s.cardOf(booked.bookingId);
    expect(card?.bank?.refunded).toBe(amount);
    expect(card?.payment.status).toBe('paid');
    expect(card?.events.at(-1)).toMatchObject({ type: 'refunded', detail: { amount } });
    // One seat back (the refunded passenger's), and the number picked on the map is free again.
    expect(await s.available(flight.cabinId)).toBe((before ?? 0) - 1);
    expect(await s.seatHolders(flight.flightId, '20B')).toHaveLength(0);

    const money = formatMoney({ amount, currency: 'IRR' }, 'en');
    const sms = (await s.messagesTo(booked.e164)).map((m) => m.body);
    expect(sms.at(-1)).toBe(
      en()('refundSettledSms', {
        brand: tenants.sepehran.name.en,
        trackingCode: booked.trackingCode,
        amount: money,
        destination: en()('refundToCard'),
      }),
    );
    const mail = (await s.messagesTo(booked.email)).at(-1);
    expect(mail?.subject).toBe(en()('refundSubject', { trackingCode: booked.trackingCode }));
    expect(mail?.body).toContain(booked.ticketNumbers[0]);
    expect(mail?.body).toContain(money);
  });

  it('never refunds a ticket twice, also when two requests race', async () => {
    const booked = await s.bookAndPay({ passengers: ['ADT', 'ADT'] });
    expect((await refund(booked, 'Normal')).status).toBe(200);
    const again = await refund(booked, 'Normal');
    expect(again.status).toBe(409);
    expect(again.json.errors).toMatchObject({
      code: 'CONFLICT',
      error: en()('ticketNotRefundable'),
    });

    const second = booked.ticketNumbers.slice(1);
    const racing = await Promise.all([
      refund(booked, 'Normal', second),
      refund(booked, 'Normal', second),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const card = await s.cardOf(booked.bookingId);
    expect(card?.bank?.refunded).toBe(2 * Math.floor(fare * 0.9));
    expect(card?.events.filter((e) => e.type === 'refunded')).toHaveLength(2);
    expect(await s.available(booked.flight.cabinId)).toBe(180);
  });

  it('settles Cancel at once for a cancelled flight and waits for a decision otherwise', async () => {
    const cancelled = await s.bookAndPay();
    const onTime = await s.bookAndPay();
    await s.setFlight(cancelled.flight.flightId, { status: 'cancelled' });

    const normal = await refund(cancelled, 'Normal');
    expect(normal.status).toBe(400);
    expect(normal.json.errors?.fields).toEqual({ mode: en()('refundUseCancel') });

    const now = await refund(cancelled, 'Cancel');
    expect(now.status).toBe(200);
    expect(requestOf(now)).toMatchObject({ status: 'approved', amount: fare });
    expect(linesOf(now)[0]).toMatchObject({ status: 'refunded', refundPercent: 100 });
    expect((await s.cardOf(cancelled.bookingId))?.bank?.refunded).toBe(fare);

    const waiting = await refund(onTime, 'Cancel');
    expect(waiting.status).toBe(200);
    expect(requestOf(waiting)).toMatchObject({ status: 'pending', amount: fare });
    expect(linesOf(waiting)[0]).toMatchObject({
      status: 'refundRequest',
      refundPercent: 100,
      refundAmount: fare,
    });
    expect((await s.cardOf(onTime.bookingId))?.bank?.refunded).toBe(0);
    expect(await s.available(onTime.flight.cabinId)).toBe(179);
    expect((await s.messagesTo(onTime.e164)).at(-1)?.body).toBe(
      en()('refundRequestedSms', {
        brand: tenants.sepehran.name.en,
        trackingCode: onTime.trackingCode,
      }),
    );
    // Waiting for a decision is not refundable again.
    const twice = await refund(onTime, 'Cancel');
    expect(twice.status).toBe(409);
  });

  it('settles Delay at once past two hours late, waits for a decision below, and refuses it for a cancelled flight', async () => {
    const late = await s.bookAndPay();
    const slightly = await s.bookAndPay();
    const cancelled = await s.bookAndPay();
    await s.setFlight(late.flight.flightId, { status: 'delayed', delayMinutes: 150 });
    await s.setFlight(slightly.flight.flightId, { status: 'delayed', delayMinutes: 60 });
    await s.setFlight(cancelled.flight.flightId, { status: 'cancelled' });

    const now = await refund(late, 'Delay');
    expect(now.status).toBe(200);
    expect(requestOf(now)).toMatchObject({ status: 'approved', amount: fare });
    const waiting = await refund(slightly, 'Delay');
    expect(waiting.status).toBe(200);
    expect(requestOf(waiting)).toMatchObject({ status: 'pending', amount: fare });
    const refused = await refund(cancelled, 'Delay');
    expect(refused.status).toBe(400);
    expect(refused.json.errors?.fields).toEqual({ mode: en()('refundUseCancel') });
  });

  it('refuses NoShow before the flight time, and after it keeps the no-show penalty until a decision', async () => {
    const booked = await s.bookAndPay();
    const early = await refund(booked, 'NoShow');
    expect(early.status).toBe(400);
    expect(early.json.errors).toMatchObject({
      code: 'VALIDATION',
      error: en()('refundNoShowBeforeDeparture'),
      fields: { mode: en()('refundNoShowBeforeDeparture') },
    });

    await s.setFlight(booked.flight.flightId, {
      status: 'landed',
      departureAt: new Date(Date.now() - 5 * hour),
    });
    const normal = await refund(booked, 'Normal');
    expect(normal.status).toBe(400);
    expect(normal.json.errors?.fields).toEqual({ mode: en()('refundNormalAfterDeparture') });
    const noShow = await refund(booked, 'NoShow');
    expect(noShow.status).toBe(200);
    const kept = 100 - testRefundRules.noShowPercent;
    expect(requestOf(noShow)).toMatchObject({
      status: 'pending',
      amount: Math.floor((fare * kept) / 100),
    });
    expect(linesOf(noShow)[0]).toMatchObject({ status: 'refundRequest', refundPercent: kept });
  });

  it("refunds a signed-in customer's booking to the wallet, as a recorded transaction", async () => {
    const customer = await buildSignedInUser(s.db(), { tenant: 'sepehran' });
    const byCard = await s.bookAndPay({ signedIn: customer.headers });
    const answer = await refund(byCard, 'Normal');
    expect(answer.status).toBe(200);
    const amount = Math.floor(fare * 0.9);
    expect(requestOf(answer)).toMatchObject({ status: 'approved', destination: 'wallet', amount });
    expect((await s.cardOf(byCard.bookingId))?.bank?.refunded).toBe(0);
    const statement = await s.t.post('user/getTransactions', {}, customer.headers);
    const lines = (statement.json as { data: { items: Array<Record<string, unknown>> } }).data
      .items;
    expect(lines.map((line) => [line.type, line.amount, line.balanceAfter])).toEqual([
      ['refund', amount, amount],
    ]);
    expect((await s.messagesTo(byCard.e164)).at(-1)?.body).toContain(en()('refundToWallet'));

    // Paid from the wallet, given back to it.
    await s.db().transaction((tx) =>
      addWalletCredit(
        tx,
        { tenant: 'sepehran', userId: customer.id, currency: 'IRR' },
        {
          key: `test-funds:${customer.id}`,
          amount: fare,
          description: 'test funds',
          at: new Date(),
        },
      ),
    );
    const byWallet = await s.bookAndPay({ signedIn: customer.headers, payment: 'wallet' });
    expect((await refund(byWallet, 'Normal')).status).toBe(200);
    const credit2 = await s.t.post('user/getUserCredit', {}, customer.headers);
    expect((credit2.json as { data: { amount: number } }).data.amount).toBe(amount + amount);
    const transactions = await s.t.post('user/getTransactions', {}, customer.headers);
    const items = (transactions.json as { data: { items: Array<{ type: string }> } }).data.items;
    expect(items.filter((i) => i.type === 'refund')).toHaveLength(2);
  });

  it('answers which ticket is not in the booking, and that a refund needs a ticket and a mode', async () => {
    const booked = await s.bookAndPay();
    const unknown = await refund(booked, 'Normal', ['0000000000000']);
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors?.fields).toEqual({ tickets: en()('notFound') });
    const none = await s.post('ticket/refundConfirm', { ...pair(booked), tickets: [], mode: '' });
    expect(none.status).toBe(400);
    expect(none.json.errors?.fields).toMatchObject({
      tickets: en()('refundTicketRequired'),
      mode: en()('refundTypeRequired'),
    });
  });
});
