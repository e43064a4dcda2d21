// Server memory: resident set size at rest after start, and after 10,000 searches on
// PostgreSQL (50 connections, varied dates so the offer cache does not answer them all).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { dayAhead } from './support/booking-flow';
import { connections } from './support/load';
import { startServer, withPostgresDatabase } from './support/server';

const searches = Number(process.env.BENCH_MEMORY_SEARCHES ?? 10_000);

export interface MemoryFigures {
  searches: number;
  rssAtStartMb: number;
  rssAfterMb: number;
  errors: number;
}

/** Resident set size of a process in MiB, from the kernel's own account. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function memoryBenchmark(): Promise<MemoryFigures> {
  return withPostgresDatabase(async (url) => {
    const server = await startServer({ DATABASE_URL: url }, 18_341);
    const pid = server.process.pid;
    if (!pid) throw new Error('the server has no process id');
    try {
      const rssAtStartMb = rssOf(pid);
      const bodies = Array.from({ length: 30 }, (_, day) =>
        JSON.stringify({
          origin: day % 2 ? 'MHD' : 'THRC',
          destination: day % 2 ? 'THRC' : 'MHD',
          departureDate: dayAhead(day + 1),
          adult: 1,
        }),
      );
      let next = 0;
      const result = await autocannon({
        url: `${server.url}/api/flight/getFlights`,
        connections,
        amount: searches,
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en', 'accept-encoding': 'gzip' },
        requests: [
          {
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          },
        ],
      });
      return {
        searches: result.requests.total,
        rssAtStartMb,
        rssAfterMb: rssOf(pid),
        errors: result.errors + result.non2xx,
      };
    } finally {
      await server.stop();
    }
  });
}
