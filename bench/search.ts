// Search throughput and latency: autocannon on flight/getFlights with 50 connections, beside a
// bare route of the same server in the same run, on the embedded database and on PostgreSQL;
// on PostgreSQL also a mix over every route and day on sale with the offer cache off (each
// search reads the database); then the same search after one million more flights are loaded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { salesCutoffMs } from '@parvaz/domain/limits';
import { loadMillionFlights } from './support/million-flights';
import { load, type LoadFigures } from './support/load';
import { overUnixSocket, startServer, withPostgresDatabase } from './support/server';

export function searchBody(): string {
  const day = formatIsoDate(addDays(parseIsoDate(localDateIn(new Date(), 'Asia/Tehran')), 7));
  return JSON.stringify({
    origin: 'MHD',
    destination: 'THRC',
    departureDate: day,
    roundTrip: '0',
    adult: 1,
    child: 0,
    infant: 0,
  });
}

/**
 * One search body per route and local day with a flight still on sale, in an order fixed by a
 * hash so that neighbouring requests ask for different routes.
 */
export async function routeDayBodies(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const days = await client.query<{ origin: string; destination: string; day: string }>(
      `SELECT DISTINCT origin_city AS origin, destination_city AS destination,
         departure_date::text AS day
       FROM flights
       WHERE status IN ('scheduled', 'delayed') AND departure_at > now() + $1 * interval '1 ms'`,
      [salesCutoffMs],
    );
    return days.rows
      .map((row) => ({ row, order: `${row.day}${row.origin}${row.destination}` }))
      .sort((a, b) => hash(a.order) - hash(b.order))
      .map(({ row }) =>
        JSON.stringify({
          origin: row.origin,
          destination: row.destination,
          departureDate: row.day,
          roundTrip: '0',
          adult: 1,
          child: 0,
          infant: 0,
        }),
      );
  } finally {
    await client.end();
  }
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

/** The mix over every route and day, on a server whose offer cache is off. */
export async function measureMix(
  label: string,
  baseUrl: string,
  bodies: string[],
): Promise<LoadFigures> {
  console.log(`  ${label}: ${bodies.length} route-days in the mix`);
  return load(`${label} — flight/getFlights, uncached mix`, `${baseUrl}/api/flight/getFlights`, {
    method: 'POST',
    bodyOf: (n) => bodies[n % bodies.length] ?? '{}',
  });
}

async function measure(label: string, baseUrl: string): Promise<LoadFigures[]> {
  const body = searchBody();
  const check = await fetch(`${baseUrl}/api/flight/getFlights`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const found =
    ((await check.json()) as { data?: { departure?: unknown[] } }).data?.departure?.length ?? 0;
  console.log(`  ${label}: the benchmark search finds ${found} flights`);
  const bare = await load(`${label} — bare route (GET /livez)`, `${baseUrl}/livez`, {
    method: 'GET',
  });
  const search = await load(`${label} — flight/getFlights`, `${baseUrl}/api/flight/getFlights`, {
    method: 'POST',
    body,
  });
  return [bare, search];
}

export async function searchBenchmark(): Promise<LoadFigures[]> {
  const figures: LoadFigures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-search-'));
  const embedded = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 18_311);
  try {
    figures.push(...(await measure('embedded database', embedded.url)));
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withPostgresDatabase(async (url) => {
    const server = await startServer({ DATABASE_URL: url }, 18_312);
    try {
      figures.push(...(await measure('PostgreSQL, demo data', server.url)));
      const bodies = await routeDayBodies(url);
      const transports = [
        { label: 'PostgreSQL, demo data', url },
        { label: 'PostgreSQL over its Unix socket, demo data', url: overUnixSocket(url) },
      ];
      for (const transport of transports) {
        if (!transport.url) continue;
        const uncached = await startServer(
          { DATABASE_URL: transport.url, SEARCH_CACHE_SECONDS: '0' },
          18_313,
        );
        try {
          figures.push(await measureMix(transport.label, uncached.url, bodies));
        } finally {
          await uncached.stop();
        }
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const seconds = await loadMillionFlights(client);
      const count = await client.query<{ n: string }>('select count(*) as n from flights');
      await client.end();
      console.log(
        `  loaded one million flights in ${seconds.toFixed(1)} s (${count.rows[0]?.n} flights in all)`,
      );
      figures.push(...(await measure('PostgreSQL, 1M flights', server.url)));
    } finally {
      await server.stop();
    }
  });
  return figures;
}
