import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers give this type; repositories depend on it, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as a tarball (tests start from a copy); PGlite only. */
  dumpDataDir(): Promise<Blob>;
}

// Any fixed number: every process that migrates one PostgreSQL database takes the same lock.
const migrationLockId = 727_274_001;

/** Connections a process keeps to PostgreSQL: the transactions it has in flight at once. */
export const postgresPoolSize = 10;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: postgresPoolSize,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server (restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => undefined);
  // Nor one checked out in a transaction: its query in flight fails on its own (the request gets
  // its error) and the pool drops the client when it comes back; the 'error' event it also emits
  // would otherwise be unhandled and end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [migrationLockId])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    dumpDataDir: () => Promise.reject(new Error('only the embedded database can be dumped')),
  };
}

/**
 * The embedded database: a folder on disk, or memory when `dataDir` is undefined, optionally
 * started from a dump made by `dumpDataDir`.
 */
export async function openPglite(
  dataDir: string | undefined,
  from?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, from ? { loadDataDir: from } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('none');
      return dump;
    },
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
