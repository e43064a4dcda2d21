// A traveller's booking over the API, as the web app makes it: search → fare re-check and hold →
// book → pay at the sandbox bank → the bank's callback issues the tickets.
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { homeRoutes } from '@parvaz/domain/contracts/flight-search';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';

/** A Luhn-valid test card the sandbox bank accepts. */
const card = '4111111111111111';

export type Envelope = {
  status: string;
  data?: Record<string, unknown>;
  errors?: { code?: string };
};

export interface Candidate {
  ref: string;
  agencyId: number;
  search: { origin: string; destination: string; departureDate: string };
}

export interface StepTimes {
  quote: number[];
  bookFlight: number[];
  pay: number[];
}

export async function post(base: string, path: string, body: unknown): Promise<Envelope> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', 'x-tenant': 'sepehran' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** 'YYYY-MM-DD' of a day some days after today in Tehran. */
export function dayAhead(days: number): string {
  return formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), days));
}

/** Flights on the home routes over the coming weeks, each with its cheapest agency. */
export async function findCandidates(base: string, days = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30]) {
  const candidates: Candidate[] = [];
  for (const day of days) {
    for (const [origin, destination] of homeRoutes) {
      const search = { origin, destination, departureDate: dayAhead(day) };
      const answer = await post(base, 'flight/getFlights', { ...search, adult: 1 });
      const flights = (answer.data?.departure ?? []) as Array<{
        ref: string;
        seatsLeft: number;
        agencies: Array<{ id: number }>;
      }>;
      for (const flight of flights)
        if (flight.seatsLeft > 20 && flight.agencies[0])
          candidates.push({ ref: flight.ref, agencyId: flight.agencies[0].id, search });
    }
  }
  return candidates;
}

/** A valid Iranian national code for the n-th traveller of a run. */
export function nationalCode(n: number): string {
  const nine = String(100_000_000 + (n % 800_000_000)).padStart(9, '0');
  return `${nine}${iranianCheckDigit(nine)}`;
}

async function timed<T>(times: number[] | undefined, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    times?.push(performance.now() - started);
  }
}

/** One adult's whole booking: the signed receipt of the result page, or the failure's code. */
export async function bookOnce(
  base: string,
  candidate: Candidate,
  n: number,
  times?: StepTimes,
): Promise<{ receipt: string } | { failure: string }> {
  const quote = await timed(times?.quote, () =>
    post(base, 'flight/getFlightPrice', {
      departureRef: candidate.ref,
      agencyId: candidate.agencyId,
      adult: 1,
      child: 0,
      infant: 0,
    }),
  );
  const quoteId = quote.data?.quoteId;
  if (typeof quoteId !== 'string') return { failure: quote.errors?.code ?? 'quote' };
  const booking = await timed(times?.bookFlight, () =>
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
  if (typeof paymentUrl !== 'string') return { failure: booking.errors?.code ?? 'book' };
  const result = await timed(times?.pay, () => payAtBank(base, paymentUrl));
  const receipt = result?.searchParams.get('receipt');
  return receipt ? { receipt } : { failure: 'pay' };
}

/**
 * Pays at the sandbox bank and follows its callback, as a card holder's browser would; the
 * address the payer lands on, or null when the bank or the callback did not answer a redirect.
 */
export async function payAtBank(base: string, paymentUrl: string): Promise<URL | null> {
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
  if (bank.status !== 302 || !callback) return null;
  const settled = await fetch(new URL(callback, base), { redirect: 'manual' });
  const result = settled.headers.get('location');
  return settled.status === 302 && result ? new URL(result, base) : null;
}
