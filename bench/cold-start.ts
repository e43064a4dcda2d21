// Cold start to ready: spawns the built server and times until /healthz answers, on a fresh
// embedded database, on the same embedded database again, and on a fresh PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, withPostgresDatabase } from './support/server';

async function timeToHealthy(env: Record<string, string>, port: number): Promise<number> {
  const server = await startServer(env, port);
  await server.stop();
  return server.startedMs;
}

export async function coldStart(): Promise<Array<{ name: string; ms: number }>> {
  const results: Array<{ name: string; ms: number }> = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-'));
  results.push({
    name: 'embedded database, first start (migrate + demo data)',
    ms: await timeToHealthy({ DATA_DIR: dataDir, DATABASE_URL: '' }, 18_301),
  });
  results.push({
    name: 'embedded database, second start',
    ms: await timeToHealthy({ DATA_DIR: dataDir, DATABASE_URL: '' }, 18_302),
  });
  rmSync(dataDir, { recursive: true, force: true });

  await withPostgresDatabase(async (url) => {
    results.push({
      name: 'PostgreSQL, first start (migrate + demo data)',
      ms: await timeToHealthy({ DATABASE_URL: url }, 18_303),
    });
    results.push({
      name: 'PostgreSQL, second start',
      ms: await timeToHealthy({ DATABASE_URL: url }, 18_304),
    });
  });
  return results;
}
