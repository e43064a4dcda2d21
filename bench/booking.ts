// Complete bookings per second on each database: search → fare re-check and hold → book → pay
// at the sandbox bank → callback issues the tickets, by several concurrent travellers, beside a
// bare route of the same server in the same run; with the p50/p99 of each step. This build
// against another is `npm run bench -- booking-against` (booking-against.ts: alternated rounds,
// both servers up at once).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCandidates } from './support/booking-flow';
import { bookingLoad, type BookingLoadFigures } from './support/booking-load';
import { load, type LoadFigures } from './support/load';
import { startServer, withPostgresDatabase } from './support/server';

const travellers = Number(process.env.BENCH_TRAVELLERS ?? 8);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export interface BookingFigures extends BookingLoadFigures {
  database: string;
  bare: LoadFigures;
}

async function measure(database: string, base: string): Promise<BookingFigures> {
  const bare = await load(`${database} — bare route (GET /livez)`, `${base}/livez`, {
    method: 'GET',
  });
  const candidates = await findCandidates(base);
  return {
    database,
    bare,
    ...(await bookingLoad(base, candidates, travellers, durationSeconds)),
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
  return figures;
}
