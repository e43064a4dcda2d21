// Cold start to ready: spawns the built server and times until /healthz answers, on a fresh
// embedded database, on the same embedded database again, and on a fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const serverMain = join(root, 'apps/server/dist/main.js');

async function timeToHealthy(env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
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

  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `parvaz_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    results.push({
      name: 'PostgreSQL, first start (migrate + demo data)',
      ms: await timeToHealthy({ DATABASE_URL: `${base}/${name}` }, 18_303),
    });
    results.push({
      name: 'PostgreSQL, second start',
      ms: await timeToHealthy({ DATABASE_URL: `${base}/${name}` }, 18_304),
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}
