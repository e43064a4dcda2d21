// Never oversell, across processes: two server processes on one PostgreSQL database race for the
// last seats of a flight, for one seat of the seat map, for a wallet that cannot pay every
// booking, for the refund of one ticket (to the card, to the wallet), and take one payment's
// callback many times at once.
// Exactly the possible number succeed, and the database's rows and the ledger agree. `QUALITY=full` runs each
// race 10 times and writes docs/quality/races.json.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import {
  baseDatabaseUrl,
  book,
  bookAndPay,
  call,
  customerWithCredit,
  createOwnDatabase,
  flightPicker,
  fullMode,
  hold,
  payAtBank,
  raceRunner,
  unexpectedStatuses,
  writeQualitySummary,
  type OwnDatabase,
} from './support/race-kit';
import { bookingEntryKinds, walletBook } from './support/ledger-kit';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';

const runs = fullMode ? 10 : 1;

/** The booking's entries in the ledger against the kinds expected, each once; as problems. */
function unexpectedEntries(found: string[], expected: string[]): string[] {
  const wanted = [...expected].sort();
  return found.join() === wanted.join()
    ? []
    : [`the ledger holds ${found.join(' ') || 'nothing'} for the booking, not ${wanted.join(' ')}`];
}

describe.skipIf(!baseDatabaseUrl)('races across two server processes on PostgreSQL', () => {
  let own: OwnDatabase;
  let servers: ServerProcess[] = [];
  /** Alternates the two processes. */
  const server = (i: number) => servers[i % 2]?.url ?? '';
  const db = () => own.client;
  const nextFlight = flightPicker(db);
  const { race, figures, findings } = raceRunner(runs);

  beforeAll(async () => {
    own = await createOwnDatabase('race');
    const first = await startServerProcess({ DATABASE_URL: own.url }, await freePort(), 120_000);
    const second = await startServerProcess({ DATABASE_URL: own.url }, await freePort());
    servers = [first, second];
    await own.client.connect();
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await own?.drop();
    writeQualitySummary('races', figures, findings);
  });

  it(`sells exactly the last 10 seats to 200 travellers holding at once (${runs}×)`, async () => {
    await race('holds', 200, 10, async () => {
      const flight = await nextFlight();
      await db().query('update flight_cabins set available = 10 where id = $1', [flight.cabinId]);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => hold(server(i), flight)),
      );
      const left = await db().query<{ available: number; held: string }>(
        `select c.available,
                (select coalesce(sum(s.seats), 0) from quote_segments s join quotes q on q.id = s.quote_id
                  where s.flight_cabin_id = c.id and q.status = 'held') as held
           from flight_cabins c where c.id = $1`,
        [flight.cabinId],
      );
      const row = left.rows[0];
      const problems = unexpectedStatuses(answers, 409);
      if (row?.available !== 0) problems.push(`${row?.available} seats left, 0 expected`);
      if (Number(row?.held) !== 10) problems.push(`${row?.held} seats held, 10 expected`);
      return { successes: answers.filter((a) => a.status === 200).length, problems };
    });
  });

  it(`gives one seat of the map to exactly one of 50 travellers (${runs}×)`, async () => {
    await race('seatMap', 50, 1, async () => {
      const flight = await nextFlight();
      const quotes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => hold(server(i), flight)),
      );
      const ids = quotes.map((q) => q.body.data?.quoteId);
      if (!ids.every((id) => typeof id === 'string'))
        return { successes: 0, problems: ['a hold was refused'] };
      const map = await call(server(0), 'flight/getFlightSeat', { quoteId: ids[0] });
      const segments = (map.body.data?.segments ?? []) as Array<{
        rows: Array<{ seats: Array<{ code: string; status: string } | null> }>;
      }>;
      const free = segments[0]?.rows
        .flatMap((row) => row.seats)
        .find((seat) => seat?.status === 'free');
      if (!free) return { successes: 0, problems: ['no free seat on the map'] };
      const picks = await Promise.all(
        ids.map((quoteId, i) =>
          call(server(i), 'flight/selectSeats', {
            quoteId,
            seats: [
              { direction: 'departure', passengerIndex: 0, passengerType: 'ADT', seat: free.code },
            ],
          }),
        ),
      );
      const holders = await db().query(
        'select 1 from seat_assignments where flight_id = $1 and seat = $2',
        [flight.flightId, free.code],
      );
      const problems = unexpectedStatuses(picks, 409);
      if (holders.rowCount !== 1) problems.push(`${holders.rowCount} holders of ${free.code}`);
      return { successes: picks.filter((p) => p.status === 200).length, problems };
    });
  });

  it(`pays from the wallet only the bookings its credit covers (${runs}×)`, async () => {
    const affordable = 3;
    const wanted = 8;
    await race('walletPayments', wanted, affordable, async () => {
      const flight = await nextFlight();
      const quotes = await Promise.all(
        Array.from({ length: wanted }, (_, i) => hold(server(i), flight)),
      );
      const price = Number(quotes[0]?.body.data?.total);
      if (!quotes.every((q) => q.status === 200 && q.body.data?.total === price))
        return { successes: 0, problems: ['the holds were refused or priced apart'] };
      const customer = await customerWithCredit(db(), affordable * price);
      const answers = await Promise.all(
        quotes.map((q, i) =>
          book(server(i), q.body.data?.quoteId, { payment: 'wallet', token: customer.token }),
        ),
      );
      const paid = answers.filter((a) => a.status === 200 && a.body.data?.status === 'confirmed');
      const wallet = await walletBook(db(), customer.id);
      const booked = await db().query<{ status: string; tickets: string }>(
        `select b.status, (select count(*) from tickets t where t.booking_id = b.id
                            and t.status = 'Confirmed' and t.ticket_number is not null) as tickets
           from bookings b where b.user_id = $1`,
        [customer.id],
      );
      const problems = unexpectedStatuses(answers, 409);
      const sales = wallet.lines.filter((line) => line.kind === entryKinds.sale);
      if (sales.length !== paid.length)
        problems.push(`${sales.length} sales from the wallet for ${paid.length} paid bookings`);
      const soldKeys = sales.map((line) => line.key).sort();
      const paidKeys = paid.map((a) => `booking:${String(a.body.data?.bookingId)}:sold`).sort();
      if (soldKeys.join() !== paidKeys.join())
        problems.push(
          `the wallet paid ${soldKeys.join(' ')}, the bookings are ${paidKeys.join(' ')}`,
        );
      let running = 0;
      let lowest = 0;
      for (const line of wallet.lines) {
        running += line.change;
        lowest = Math.min(lowest, running);
      }
      if (lowest < 0) problems.push(`the balance went to ${lowest}`);
      if (running !== wallet.balance)
        problems.push(`postings sum to ${running}, the balance says ${wallet.balance}`);
      if (wallet.balance !== (affordable - paid.length) * price)
        problems.push(`balance ${wallet.balance} after ${paid.length} payments`);
      if (booked.rows.length !== paid.length)
        problems.push(`${booked.rows.length} bookings written for ${paid.length} paid`);
      if (booked.rows.some((b) => b.status !== 'confirmed' || Number(b.tickets) !== 1))
        problems.push('a wallet booking is not confirmed with its ticket');
      return { successes: paid.length, problems };
    });
  });

  it(`refunds one ticket once when 20 ask at once (${runs}×)`, async () => {
    await race('refunds', 20, 1, async () => {
      const flight = await nextFlight();
      const { bookingId } = await bookAndPay(server(0), flight);
      const ticket = await db().query<{ ticket_number: string }>(
        'select ticket_number from tickets where booking_id = $1',
        [bookingId],
      );
      const ticketNumber = ticket.rows[0]?.ticket_number;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(server(i), 'ticket/refundConfirm', {
            ticketNumber,
            lastName: 'AHMADI',
            tickets: [ticketNumber],
            mode: 'Normal',
          }),
        ),
      );
      const money = await db().query<{
        approved: string;
        amount: string;
        bank: string;
        events: string;
        status: string;
      }>(
        `select (select count(*) from refund_requests where booking_id = $1 and status = 'approved') as approved,
                (select coalesce(sum(amount), 0) from refund_requests where booking_id = $1 and status = 'approved') as amount,
                (select s.refunded from sandbox_bank_transactions s join payments p on p.provider_token = s.token
                  where p.purpose = 'booking' and p.purchase_id = $1 and p.status = 'paid') as bank,
                (select count(*) from payment_events e join payments p on p.id = e.payment_id
                  where p.purpose = 'booking' and p.purchase_id = $1 and e.type = 'refunded') as events,
                (select status from tickets where booking_id = $1) as status`,
        [bookingId],
      );
      const m = money.rows[0];
      const problems = unexpectedStatuses(answers, 409);
      if (Number(m?.approved) !== 1) problems.push(`${m?.approved} approved refunds`);
      if (Number(m?.events) !== 1) problems.push(`${m?.events} refunds to the card`);
      if (Number(m?.bank) !== Number(m?.amount))
        problems.push(`the bank gave back ${m?.bank} of ${m?.amount}`);
      if (m?.status !== 'refunded') problems.push(`the ticket is ${m?.status}`);
      // Paid, sold, refunded and given back to the card: each once in the ledger.
      problems.push(
        ...unexpectedEntries(await bookingEntryKinds(db(), bookingId), [
          entryKinds.paymentSettled,
          entryKinds.sale,
          entryKinds.refund,
          entryKinds.paymentRefunded,
        ]),
      );
      return { successes: answers.filter((a) => a.status === 200).length, problems };
    });
  });

  it(`refunds one wallet-paid ticket to the wallet once when 20 ask at once (${runs}×)`, async () => {
    await race('walletRefunds', 20, 1, async () => {
      const flight = await nextFlight();
      const quote = await hold(server(0), flight);
      const price = Number(quote.body.data?.total);
      const customer = await customerWithCredit(db(), price);
      const booking = await book(server(1), quote.body.data?.quoteId, {
        payment: 'wallet',
        token: customer.token,
      });
      const bookingId = booking.body.data?.bookingId;
      const ticket = await db().query<{ ticket_number: string }>(
        'select ticket_number from tickets where booking_id = $1',
        [bookingId],
      );
      const ticketNumber = ticket.rows[0]?.ticket_number;
      if (booking.status !== 200 || !ticketNumber)
        return { successes: 0, problems: ['the wallet booking was refused'] };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            server(i),
            'ticket/refundConfirm',
            { ticketNumber, lastName: 'AHMADI', tickets: [ticketNumber], mode: 'Normal' },
            { authorization: `Bearer ${customer.token}` },
          ),
        ),
      );
      const request = await db().query<{ approved: string; amount: string }>(
        `select count(*) as approved, coalesce(sum(amount), 0) as amount
           from refund_requests where booking_id = $1 and status = 'approved'`,
        [bookingId],
      );
      const wallet = await walletBook(db(), customer.id);
      const refunds = wallet.lines.filter((line) => line.kind === entryKinds.refund);
      const refunded = refunds.reduce((sum, line) => sum + line.change, 0);
      const r = request.rows[0];
      const problems = unexpectedStatuses(answers, 409);
      if (Number(r?.approved) !== 1) problems.push(`${r?.approved} approved refunds`);
      if (refunds.length !== 1) problems.push(`${refunds.length} refunds posted to the wallet`);
      if (refunded !== Number(r?.amount))
        problems.push(`the wallet got back ${refunded} of ${r?.amount}`);
      if (wallet.balance !== Number(r?.amount))
        problems.push(
          `balance ${wallet.balance} after paying ${price} and a refund of ${r?.amount}`,
        );
      problems.push(
        ...unexpectedEntries(await bookingEntryKinds(db(), bookingId), [
          entryKinds.sale,
          entryKinds.refund,
        ]),
      );
      return { successes: answers.filter((a) => a.status === 200).length, problems };
    });
  });

  it(`issues one set of tickets when the bank calls back 20 times at once (${runs}×)`, async () => {
    await race('callbacks', 20, 1, async () => {
      const flight = await nextFlight();
      const quote = await hold(server(0), flight);
      const booking = await book(server(1), quote.body.data?.quoteId);
      if (booking.status !== 200) return { successes: 0, problems: ['the booking was refused'] };
      const callback = await payAtBank(server(0), String(booking.body.data?.paymentUrl));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(new URL(callback, server(i)), { redirect: 'manual' }),
        ),
      );
      const bookingId = booking.body.data?.bookingId;
      const tickets = await db().query<{ ticket_number: string | null; status: string }>(
        'select ticket_number, status from tickets where booking_id = $1',
        [bookingId],
      );
      const settled = await db().query(
        `select 1 from payment_events e join payments p on p.id = e.payment_id
          where p.purpose = 'booking' and p.purchase_id = $1 and e.type = 'settled'`,
        [bookingId],
      );
      const sms = await db().query(
        `select 1 from outbox o join bookings b on b.contact_mobile = o.recipient
          where b.id = $1 and o.channel = 'sms'`,
        [bookingId],
      );
      const problems: string[] = [];
      if (!answers.every((a) => a.status === 302)) problems.push('a callback did not redirect');
      const ticketRow = tickets.rows[0];
      if (tickets.rows.length !== 1 || ticketRow?.status !== 'Confirmed')
        problems.push('the ticket is not issued once');
      if (!/^\d{13}$/.test(ticketRow?.ticket_number ?? '')) problems.push('no ticket number');
      if (sms.rowCount !== 1) problems.push(`${sms.rowCount} confirmation SMS`);
      problems.push(
        ...unexpectedEntries(await bookingEntryKinds(db(), bookingId), [
          entryKinds.paymentSettled,
          entryKinds.sale,
        ]),
      );
      // Every callback redirects; only the payment's one settled event counts as a success.
      return { successes: Number(settled.rowCount), problems };
    });
  });
});
