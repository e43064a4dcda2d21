// Tests of the ledger's migrations: a database migrated up to just before one migration, filled
// by raw SQL as the ledger's code then wrote it, migrated on and read again.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import * as schema from '../../db/schema/index';
import { migrationsDir } from '../../paths';
import { adminQuery, databaseUrl } from '../../test/global-setup';

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), tag: z.string() }).loose()),
});

/** A folder holding the migrations before `migration` only (its tag, e.g. '0024_ledger_parties'). */
export function migrationsBefore(migration: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-before-'));
  mkdirSync(join(folder, 'meta'));
  const journalText = readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8');
  const journal = journalSchema.parse(JSON.parse(journalText));
  const at = journal.entries.findIndex((e) => e.tag === migration);
  if (at < 0) throw new Error(`${migration} is not in the journal`);
  const before = journal.entries.slice(0, at);
  for (const entry of before)
    copyFileSync(join(migrationsDir, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...JSON.parse(journalText), entries: before }),
  );
  return folder;
}

export interface Opened {
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openEmpty(kind: 'pglite' | 'postgres'): Promise<Opened> {
  if (kind === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    return {
      db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `parvaz_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(baseUrl, name), max: 2 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const accountRows = z.array(
  z.object({
    tenant: z.string(),
    code: z.string(),
    currency: z.string(),
    kept: z.coerce.number(),
    posted: z.coerce.number(),
  }),
);

/** Every account's kept balance and the sum of its postings, by tenant, code and currency. */
export async function balances(db: Database) {
  const result = await db.execute(sql`
    select a.tenant, a.code, a.currency, a.balance as kept,
           coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0) as posted
      from ledger_accounts a
     order by a.tenant, a.code, a.currency`);
  return accountRows.parse(rowsOf(result));
}
