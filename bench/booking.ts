// Complete bookings per second on PostgreSQL: search → fare re-check and hold → book → pay at
// the sandbox bank → callback issues the tickets, by several concurrent travellers, beside a
// bare route of the same server in the same run; with the p50/p99 of each step.
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { homeRoutes } from '@parvaz/domain/contracts/flight-search';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { load, type LoadFigures } from './support/load';
import { startServer, withPostgresDatabase } from './support/server';

const travellers = Number(process.env.BENCH_TRAVELLERS ?? 8);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** A Luhn-valid test card the sandbox bank accepts. */
const card = '4111111111111111';

export interface BookingFigures {
  bare: LoadFigures;
  travellers: number;
  seconds: number;
  bookings: number;
  bookingsPerSecond: number;
  failures: Record<string, number>;
  steps: Record<string, { p50: number; p99: number }>;
}

interface StepTimes {
  quote: number[];
  bookFlight: number[];
  pay: number[];
}

interface Candidate {
  ref: string;
  agencyId: number;
}

type Envelope = { status: string; data?: Record<string, unknown>; errors?: { code?: string } };

async function post(base: string, path: string, body: unknown): Promise<Envelope> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', 'x-tenant': 'sepehran' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** Flights on the home routes over the coming weeks, each with its cheapest agency. */
async function findCandidates(base: string): Promise<Candidate[]> {
  const today = parseIsoDate(localDateIn(new Date(), 'Asia/Tehran'));
  const candidates: Candidate[] = [];
  for (let day = 3; day <= 30; day += 3) {
    for (const [origin, destination] of homeRoutes) {
      const answer = await post(base, 'flight/getFlights', {
        origin,
        destination,
        departureDate: formatIsoDate(addDays(today, day)),
        adult: 1,
      });
      const flights = (answer.data?.departure ?? []) as Array<{
        ref: string;
        seatsLeft: number;
        agencies: Array<{ id: number }>;
      }>;
      for (const flight of flights)
        if (flight.seatsLeft > 20 && flight.agencies[0])
          candidates.push({ ref: flight.ref, agencyId: flight.agencies[0].id });
    }
  }
  return candidates;
}

function nationalCode(n: number): string {
  const nine = String(100_000_000 + (n % 800_000_000)).padStart(9, '0');
  return `${nine}${iranianCheckDigit(nine)}`;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
}

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    times.push(performance.now() - started);
  }
}

/** One traveller's whole booking; answers the failure code, or null when the tickets were issued. */
async function bookOnce(
  base: string,
  candidate: Candidate,
  n: number,
  times: StepTimes,
): Promise<string | null> {
  const quote = await timed(times.quote, () =>
    post(base, 'flight/getFlightPrice', {
      departureRef: candidate.ref,
      agencyId: candidate.agencyId,
      adult: 1,
      child: 0,
      infant: 0,
    }),
  );
  const quoteId = quote.data?.quoteId;
  if (typeof quoteId !== 'string') return quote.errors?.code ?? 'quote';
  const booking = await timed(times.bookFlight, () =>
    post(base, 'flight/bookFlight', {
      quoteId,
      idempotencyKey: `bench-${process.pid}-${n}`,
      passengers: [
        {
          type: 'ADT',
          firstName: 'ALI',
          lastName: 'REZAEI',
          gender: 'M',
          birth_date: '1985-04-12',
          nationality: 'IRN',
          national_id: nationalCode(n),
        },
      ],
      contact: { mobile: '09121234567', country: 'IR' },
      agreement: '1',
      payment: 'gateway',
    }),
  );
  const paymentUrl = booking.data?.paymentUrl;
  if (typeof paymentUrl !== 'string') return booking.errors?.code ?? 'book';
  const paid = await timed(times.pay, async () => {
    const bank = await fetch(`${base}${paymentUrl}`, {
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
    const callback = bank.headers.get('location');
    if (bank.status !== 302 || !callback) return false;
    const settled = await fetch(new URL(callback, base), { redirect: 'manual' });
    return settled.status === 302 && settled.headers.get('location')?.includes('receipt=') === true;
  });
  return paid ? null : 'pay';
}

export async function bookingBenchmark(): Promise<BookingFigures> {
  return withPostgresDatabase(async (url) => {
    const server = await startServer({ DATABASE_URL: url }, 18_321);
    try {
      const bare = await load('PostgreSQL — bare route (GET /livez)', `${server.url}/livez`, {
        method: 'GET',
      });
      const candidates = await findCandidates(server.url);
      if (candidates.length === 0) throw new Error('no flights with free seats to book');
      const times: StepTimes = { quote: [], bookFlight: [], pay: [] };
      const failures: Record<string, number> = {};
      let next = 0;
      let bookings = 0;
      const deadline = performance.now() + durationSeconds * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: travellers }, async () => {
          while (performance.now() < deadline) {
            const n = next++;
            const candidate = candidates[n % candidates.length];
            if (!candidate) break;
            const failure = await bookOnce(server.url, candidate, n, times);
            if (failure === null) bookings += 1;
            else failures[failure] = (failures[failure] ?? 0) + 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      return {
        bare,
        travellers,
        seconds,
        bookings,
        bookingsPerSecond: bookings / seconds,
        failures,
        steps: Object.fromEntries(
          Object.entries(times).map(([step, values]) => [
            step,
            { p50: percentile(values, 50), p99: percentile(values, 99) },
          ]),
        ),
      };
    } finally {
      await server.stop();
    }
  });
}
