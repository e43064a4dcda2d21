// What a test of one migration needs: the migrations before it, and an empty database of either
// kind to run them in, fill with rows of the old shape, migrate on and read again.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import { migrationsDir } from '../paths';
import { adminQuery, databaseUrl } from '../test/global-setup';
import type { DatabaseKind } from '../test/test-app';
import type { Database } from './client';
import * as schema from './schema/index';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() }).loose()) }).loose();

/** A folder of the migrations that come before `tag` (removed by `drop`). */
export function migrationsBefore(tag: string): { folder: string; drop: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journalText = readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8');
  const journal = journalSchema.parse(JSON.parse(journalText));
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`migration ${tag} is not in the journal`);
  const before = journal.entries.slice(0, at);
  for (const entry of before)
    copyFileSync(join(migrationsDir, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: before }),
  );
  return { folder, drop: () => rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database on one connection, so that a session setting holds for what follows it. */
export interface EmptyDatabase {
  db: Database;
  /** Migrates with the migrations in `folder`. */
  migrate(folder: string): Promise<void>;
  query(statement: string): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export async function openEmptyDatabase(kind: DatabaseKind): Promise<EmptyDatabase> {
  if (kind === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    return {
      db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      close: () => client.close(),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `parvaz_m_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const client = new pg.Client({ connectionString: databaseUrl(baseUrl, name) });
  await client.connect();
  const db = drizzlePg({ client, schema });
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
    async close() {
      await client.end();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
