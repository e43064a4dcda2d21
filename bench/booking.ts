// Complete bookings per second on each database: search → fare re-check and hold → book → pay
// at the sandbox bank → callback issues the tickets, by several concurrent travellers, beside a
// bare route of the same server in the same run; with the p50/p99 of each step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookOnce, findCandidates, type StepTimes } from './support/booking-flow';
import { load, type LoadFigures } from './support/load';
import { startServer, withPostgresDatabase } from './support/server';

const travellers = Number(process.env.BENCH_TRAVELLERS ?? 8);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export interface BookingFigures {
  database: string;
  bare: LoadFigures;
  travellers: number;
  seconds: number;
  bookings: number;
  bookingsPerSecond: number;
  failures: Record<string, number>;
  steps: Record<string, { p50: number; p99: number }>;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
}

async function measure(database: string, base: string): Promise<BookingFigures> {
  const bare = await load(`${database} — bare route (GET /livez)`, `${base}/livez`, {
    method: 'GET',
  });
  const candidates = await findCandidates(base);
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
        const outcome = await bookOnce(base, candidate, n, times);
        if ('receipt' in outcome) bookings += 1;
        else failures[outcome.failure] = (failures[outcome.failure] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    database,
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
}

export async function bookingBenchmark(): Promise<BookingFigures[]> {
  const figures: BookingFigures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-booking-'));
  const embedded = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 18_322);
  try {
    figures.push(await measure('embedded database', embedded.url));
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withPostgresDatabase(async (url) => {
    const server = await startServer({ DATABASE_URL: url }, 18_321);
    try {
      figures.push(await measure('PostgreSQL', server.url));
    } finally {
      await server.stop();
    }
  });
  if (baselineMain) figures.push(...(await againstBaseline(baselineMain)));
  return figures;
}

/**
 * Another build of the server (BENCH_BASELINE_MAIN: its dist/main.js, e.g. a checkout of the
 * commit before a change) against this one on PostgreSQL, alternated twice, each on a fresh
 * database of its own and at the same minutes: what the change costs a complete booking.
 */
const baselineMain = process.env.BENCH_BASELINE_MAIN;

async function againstBaseline(main: string): Promise<BookingFigures[]> {
  const figures: BookingFigures[] = [];
  for (const round of [1, 2])
    for (const [label, build] of [
      ['baseline build', main],
      ['this build', undefined],
    ] as const)
      await withPostgresDatabase(async (url) => {
        const server = await startServer({ DATABASE_URL: url }, 18_323, build);
        try {
          figures.push(await measure(`PostgreSQL, ${label}, round ${round}`, server.url));
        } finally {
          await server.stop();
        }
      });
  return figures;
}
