// Several travellers booking at once for some seconds, each whole booking as the web app makes it:
// the count of complete bookings and each step's p50/p99. The booking benchmark and the one
// against an older build both measure with it, so their figures are of the same flow.
import { bookOnce, type Candidate, type StepTimes } from './booking-flow';

export interface BookingLoadFigures {
  travellers: number;
  seconds: number;
  bookings: number;
  bookingsPerSecond: number;
  failures: Record<string, number>;
  steps: Record<string, { p50: number; p99: number }>;
}

/**
 * Numbers the bookings made against one server: each needs its own idempotency key and national
 * code, also across several loads on the same database.
 */
export interface Numbering {
  next: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
}

/** `travellers` booking the candidates in turn until `durationSeconds` have passed. */
export async function bookingLoad(
  base: string,
  candidates: Candidate[],
  travellers: number,
  durationSeconds: number,
  numbering: Numbering = { next: 0 },
): Promise<BookingLoadFigures> {
  if (candidates.length === 0) throw new Error('no flights with free seats to book');
  const times: StepTimes = { quote: [], bookFlight: [], pay: [] };
  const failures: Record<string, number> = {};
  let bookings = 0;
  const deadline = performance.now() + durationSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: travellers }, async () => {
      while (performance.now() < deadline) {
        const n = numbering.next++;
        const candidate = candidates[n % candidates.length];
        if (!candidate) break;
        const outcome = await bookOnce(base, candidate, n, times);
        if ('receipt' in outcome) bookings += 1;
        else failures[outcome.failure] = (failures[outcome.failure] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
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
}
