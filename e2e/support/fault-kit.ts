// What faults.spec shares: a traveller's whole journey over HTTP that records every step's
// answer (a killed server or a cut connection may stop it anywhere), the database's promises
// checked after a fault, and the server's own clean-up jobs waited for.
import type pg from 'pg';
import { promisesBroken } from './ledger-kit';
import { book, call, hold, nextMobile, type Answer, type Flight } from './race-kit';

export interface Step {
  step: 'hold' | 'book' | 'reserve' | 'bank' | 'callback';
  /** HTTP status; 0 when the connection dropped, -1 when no answer came in time (a hang). */
  status: number;
  /** For an API answer: whether it was an envelope (`status` ok or error with a code). */
  envelope: boolean;
  /** The envelope's error code, when it was an error. */
  code?: string | undefined;
}

export interface Journey {
  steps: Step[];
  bookingId?: number;
}

const fetchTimeoutMs = 30_000;

async function browse(url: string, init: RequestInit): Promise<number> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(fetchTimeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? -1 : 0;
  }
}

function isEnvelope(body: { status: string; errors?: { code?: string } }): boolean {
  return (
    body.status === 'success' || (body.status === 'error' && typeof body.errors?.code === 'string')
  );
}

/** One API call's answer as a step of a journey. */
export function stepOf(step: Step['step'], answer: Answer): Step {
  return {
    step,
    status: answer.status,
    envelope: isEnvelope(answer.body),
    code: answer.body.errors?.code,
  };
}

/**
 * Pays at the sandbox bank's page of `paymentUrl` and follows its redirect back to our callback:
 * the bank's step and, when the bank sent the browser back, the callback's.
 */
export async function payAtSandbox(url: string, paymentUrl: string): Promise<Step[]> {
  const bank = await fetch(`${url}${paymentUrl}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      pan: '4111111111111111',
      cvv2: '123',
      expMonth: '12',
      expYear: '30',
      otp: '123456',
    }).toString(),
    signal: AbortSignal.timeout(fetchTimeoutMs),
  }).then(
    (r) => ({ status: r.status, location: r.headers.get('location') }),
    (error: unknown) => ({
      status: error instanceof Error && error.name === 'TimeoutError' ? -1 : 0,
      location: null,
    }),
  );
  const steps: Step[] = [{ step: 'bank', status: bank.status, envelope: true }];
  if (bank.status !== 302 || !bank.location) return steps;
  const back = await browse(new URL(bank.location, url).toString(), { method: 'GET' });
  steps.push({ step: 'callback', status: back, envelope: true });
  return steps;
}

/**
 * Hold → book → pay at the bank → back to the callback, each step on `url` (or from the wallet
 * with `token`), stopping at the first step that does not succeed.
 */
export async function journey(
  url: string,
  flight: Flight,
  options: { token?: string } = {},
): Promise<Journey> {
  const quote = await hold(url, flight);
  const steps: Step[] = [stepOf('hold', quote)];
  if (quote.status !== 200) return { steps };
  const booking = await book(url, quote.body.data?.quoteId, {
    mobile: nextMobile(),
    ...(options.token ? { payment: 'wallet' as const, token: options.token } : {}),
  });
  steps.push(stepOf('book', booking));
  if (booking.status !== 200) return { steps };
  const bookingId = Number(booking.body.data?.bookingId);
  if (options.token) return { steps, bookingId };
  steps.push(...(await payAtSandbox(url, String(booking.body.data?.paymentUrl))));
  return { steps, bookingId };
}

/** How the journeys' steps were answered: `book:200` → count. */
export function tally(journeys: Journey[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const j of journeys)
    for (const s of j.steps)
      counts[`${s.step}:${s.status}`] = (counts[`${s.step}:${s.status}`] ?? 0) + 1;
  return counts;
}

/** Whether a journey went all the way: paid at the bank and back, or booked from the wallet. */
export const completed = (j: Journey) =>
  j.steps.at(-1)?.step === 'callback'
    ? j.steps.at(-1)?.status === 302
    : j.steps.at(-1)?.step === 'book' && j.steps.at(-1)?.status === 200 && j.steps.length === 2;

/** A figure before it is made flat for the summary. */
export type FigureValue = number | string | number[] | Record<string, number>;

/** A list as '40 38 40', a tally as 'book:200=12 hold:0=3'. */
export function flat(value: FigureValue): number | string {
  if (Array.isArray(value)) return value.join(' ');
  if (typeof value === 'object')
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `${key}=${n}`)
      .join(' ');
  return value;
}

/** Adds one run's answers to the tally of all runs. */
export function addTo(total: Record<string, number>, run: Record<string, number>): void {
  for (const [key, n] of Object.entries(run)) total[key] = (total[key] ?? 0) + n;
}

/** Waits `ms` (spreading the start of many journeys). */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What must hold whatever broke: no booking without its passengers or tickets, no payment
 * without its booking, no ticket numbered twice or for an unpaid booking, no settled payment
 * whose booking is not confirmed, no confirmed booking nobody paid or missing from the ledger,
 * and books that add up (see `ledgerChecks`).
 */
export async function brokenPromises(db: pg.Client): Promise<string[]> {
  return promisesBroken(db, [
    [
      'bookings without passengers or tickets',
      `select b.id from bookings b
        where not exists (select 1 from booking_passengers p where p.booking_id = b.id)
           or not exists (select 1 from tickets t where t.booking_id = b.id)
           or (select count(*) from tickets t where t.booking_id = b.id) <>
              (select count(*) from booking_passengers p where p.booking_id = b.id) *
              (select count(*) from quote_segments s where s.quote_id = b.quote_id)`,
    ],
    [
      'booking payments without their booking',
      `select p.id from payments p where p.purpose = 'booking'
          and not exists (select 1 from bookings b where b.id = p.purchase_id)`,
    ],
    [
      'ticket numbers issued twice',
      `select ticket_number from tickets where ticket_number is not null
        group by ticket_number having count(*) > 1`,
    ],
    [
      'numbered tickets of bookings not confirmed',
      `select t.id from tickets t join bookings b on b.id = t.booking_id
        where t.ticket_number is not null and b.status <> 'confirmed'`,
    ],
    [
      'confirmed bookings with tickets not issued',
      `select t.id from tickets t join bookings b on b.id = t.booking_id
        where b.status = 'confirmed' and (t.ticket_number is null or t.status = 'NotVerified')`,
    ],
    [
      'settled payments whose booking is not confirmed',
      `select p.id from payments p join bookings b on b.id = p.purchase_id
        where p.purpose = 'booking' and p.status = 'paid' and b.status <> 'confirmed'`,
    ],
    [
      'confirmed bookings nobody paid',
      `select b.id from bookings b where b.status = 'confirmed'
          and not exists (select 1 from payments p where p.purpose = 'booking' and p.purchase_id = b.id and p.status = 'paid')
          and not exists (select 1 from ledger_entries e
                           where e.tenant = b.tenant and e.key = 'booking:' || b.id || ':sold')`,
    ],
    [
      'confirmed bookings whose sale is not in the ledger',
      `select b.id from bookings b where b.status = 'confirmed' and b.charge_amount > 0
          and not exists (select 1 from ledger_entries e
                           where e.tenant = b.tenant and e.key = 'booking:' || b.id || ':sold')`,
    ],
  ]);
}

/**
 * Moves every hold, unpaid booking or stay and bank transaction of the database past its time, as
 * if the traveller had walked away long ago: what the clean-up jobs do with them is what is checked.
 */
export async function ageEverythingOpen(db: pg.Client): Promise<void> {
  await db.query(
    `update quotes set expires_at = now() - interval '1 minute' where status = 'held'`,
  );
  await db.query(
    `update bookings set pay_by = now() - interval '1 minute' where status = 'pending_payment'`,
  );
  await db.query(
    `update hotel_stays set pay_by = now() - interval '1 minute' where status = 'NotVerified'`,
  );
  await db.query(
    `update sandbox_bank_transactions set updated_at = now() - interval '10 minutes'
      where status in ('open', 'paid')`,
  );
}

/**
 * Waits (up to `timeoutMs`) for the surviving process's jobs — hold and stay expiry every 30 s,
 * payment reconciliation every minute — to leave no expired hold, unpaid booking or stay, or
 * pending payment.
 */
export async function waitForCleanUp(db: pg.Client, timeoutMs = 100_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let left: Record<string, string> = {};
  while (Date.now() < deadline) {
    const found = await db.query<Record<string, string>>(
      `select (select count(*) from quotes where status = 'held' and expires_at < now()) as holds,
              (select count(*) from bookings where status = 'pending_payment' and pay_by < now()) as bookings,
              (select count(*) from hotel_stays where status = 'NotVerified' and pay_by < now()) as stays,
              (select count(*) from payments where status = 'pending') as payments,
              (select count(*) from sandbox_bank_transactions where status = 'paid') as unverified`,
    );
    left = found.rows[0] ?? {};
    if (Object.values(left).every((n) => Number(n) === 0)) return [];
    await pause(2_000);
  }
  return Object.entries(left)
    .filter(([, n]) => Number(n) > 0)
    .map(([what, n]) => `${n} ${what} left after the clean-up jobs`);
}

/** Seats a cabin has given to holds and bookings still alive (held or booked quotes). */
export async function seatsTaken(db: pg.Client, cabinId: number): Promise<number> {
  const found = await db.query<{ taken: string }>(
    `select coalesce(sum(s.seats), 0) as taken from quote_segments s join quotes q on q.id = s.quote_id
      where s.flight_cabin_id = $1 and q.status in ('held', 'booked')`,
    [cabinId],
  );
  return Number(found.rows[0]?.taken);
}

export async function seatsAvailable(db: pg.Client, cabinId: number): Promise<number> {
  const found = await db.query<{ available: number }>(
    'select available from flight_cabins where id = $1',
    [cabinId],
  );
  return Number(found.rows[0]?.available);
}

/** Cuts every connection the servers have to `database` (ours, `db`, stays). */
export async function terminateServerConnections(db: pg.Client, database: string): Promise<number> {
  const cut = await db.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return cut.rowCount ?? 0;
}

/** `ticket/ticketInfo` by tracking code and mobile: the booking's state and ticket numbers. */
export async function lookUp(
  url: string,
  booking: { trackingCode: string; mobile: string },
): Promise<{ status: number; bookingStatus?: unknown; tickets: string[] }> {
  const answer = await call(url, 'ticket/ticketInfo', {
    trackingCode: booking.trackingCode,
    mobile: booking.mobile,
  });
  const tickets = (answer.body.data?.tickets ?? []) as Array<{ ticketNumber: string | null }>;
  return {
    status: answer.status,
    bookingStatus: answer.body.data?.status,
    tickets: tickets.map((t) => t.ticketNumber ?? ''),
  };
}

/** A domestic flight on sale MHD → Tehran `daysAhead` days from now, found by searching. */
export async function searchFlight(url: string, daysAhead: number): Promise<Flight> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  const found = await call(url, 'flight/getFlights', {
    origin: 'MHD',
    destination: 'THRC',
    departureDate: day,
    roundTrip: '0',
    adult: 1,
    child: 0,
    infant: 0,
  });
  const flights = (found.body.data?.departure ?? []) as Array<{
    ref: string;
    seatsLeft: number;
    agencies: Array<{ id: number }>;
  }>;
  const flight = flights.find((f) => f.seatsLeft >= 5 && f.agencies.length > 0);
  if (!flight) throw new Error(`no flight on sale on ${day}`);
  return {
    ref: flight.ref,
    agencyId: flight.agencies[0]?.id ?? 0,
    cabinId: 0,
    flightId: Number(flight.ref.split('.')[0]),
  };
}
