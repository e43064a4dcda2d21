// Complete bookings per second on PostgreSQL, this build against the build before a change
// (issue 31: "≥ 90 % of the figure before"), in one run: both servers up at once, each on a fresh
// database of its own with the same demo data, measured in alternating rounds whose order flips
// every round, so that a machine busy with other work slows both sides alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCandidates, type Candidate } from './support/booking-flow';
import { bookingLoad, type BookingLoadFigures, type Numbering } from './support/booking-load';
import { buildOlder } from './support/older-build';
import { startServer, withPostgresDatabase, type RunningServer } from './support/server';

/**
 * Main before the money-core work (providers, ways of paying, parties, one owner per table):
 * the merge base of issue 31's branches, whose figure the target is measured against.
 */
const moneyCoreMergeBase = '7d535c2';

const against = process.env.BENCH_AGAINST ?? moneyCoreMergeBase;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 8);
const warmUpSeconds = 2;
const travellers = Number(process.env.BENCH_TRAVELLERS ?? 8);
/** This build's bookings per second at least this share of the build before's. */
export const targetRatio = 0.9;

type Side = 'before' | 'now';

export interface BookingRound extends BookingLoadFigures {
  round: number;
  side: Side;
}

export interface BookingAgainstFigures {
  against: string;
  commit: string;
  travellers: number;
  roundSeconds: number;
  rounds: BookingRound[];
  medianBefore: number;
  medianNow: number;
  ratio: number;
  target: number;
  met: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Contender {
  server: RunningServer;
  candidates: Candidate[];
  numbering: Numbering;
}

/** Starts a build's server on its own fresh database and data folder, found ready to book. */
async function withContender<T>(
  port: number,
  main: string | undefined,
  run: (contender: Contender) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-against-'));
  try {
    return await withPostgresDatabase(async (url) => {
      const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir }, port, main);
      try {
        const candidates = await findCandidates(server.url);
        const numbering = { next: 0 };
        // JIT, caches and the database's connections warmed, unmeasured.
        await bookingLoad(server.url, candidates, travellers, warmUpSeconds, numbering);
        return await run({ server, candidates, numbering });
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function bookingAgainstBenchmark(): Promise<BookingAgainstFigures> {
  console.log(`  building ${against} in a worktree of its own…`);
  const older = buildOlder(against);
  try {
    const measured: BookingRound[] = [];
    await withContender(18_341, older.serverMain, (before) =>
      withContender(18_342, undefined, async (now) => {
        const contenders = { before, now };
        for (let round = 1; round <= rounds; round += 1) {
          const order: Side[] = round % 2 === 1 ? ['before', 'now'] : ['now', 'before'];
          for (const side of order) {
            const { server, candidates, numbering } = contenders[side];
            const figures = await bookingLoad(
              server.url,
              candidates,
              travellers,
              roundSeconds,
              numbering,
            );
            measured.push({ round, side, ...figures });
            console.log(
              `  round ${round}, ${side === 'before' ? `before (${against})` : 'now'}: ${figures.bookings} bookings in ${figures.seconds.toFixed(1)} s (${figures.bookingsPerSecond.toFixed(1)}/s; pay p50 ${figures.steps.pay?.p50} ms)${Object.keys(figures.failures).length > 0 ? `; failures ${JSON.stringify(figures.failures)}` : ''}`,
            );
          }
        }
      }),
    );
    const medianOf = (side: Side) =>
      median(measured.filter((r) => r.side === side).map((r) => r.bookingsPerSecond));
    const medianBefore = medianOf('before');
    const medianNow = medianOf('now');
    const ratio = medianBefore > 0 ? medianNow / medianBefore : 0;
    return {
      against,
      commit: older.commit,
      travellers,
      roundSeconds,
      rounds: measured,
      medianBefore,
      medianNow,
      ratio,
      target: targetRatio,
      met: ratio >= targetRatio,
    };
  } finally {
    older.remove();
  }
}
