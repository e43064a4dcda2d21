import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '../..');
const serverMain = join(root, 'apps/server/dist/main.js');

export interface RunningServer {
  url: string;
  startedMs: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built server (or another build's `main`) and resolves once /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  main: string = serverMain,
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, startedMs: performance.now() - started, process: child, stop };
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** A fresh PostgreSQL database for one benchmark, dropped afterwards. */
export async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `parvaz_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await run(`${pgBase}/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Where a PostgreSQL on this host listens on its Unix socket (Debian's default). */
const socketDir = process.env.BENCH_PG_SOCKET_DIR ?? '/var/run/postgresql';

/**
 * The same database reached over PostgreSQL's Unix socket, as a server on the database's own host
 * would be deployed; null when this host has no such socket.
 */
export function overUnixSocket(url: string): string | null {
  if (!existsSync(socketDir)) return null;
  const parsed = new URL(url);
  return `postgres://${parsed.username}@localhost${parsed.pathname}?host=${socketDir}`;
}
