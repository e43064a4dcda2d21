// Migration 0023 takes the product columns out of `payments` (booking_id and its key into
// bookings, user_id): every payment must still name the same purchase afterwards, the one its
// product used to find it by.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsDir } from '../paths';
import { adminQuery, databaseUrl } from '../test/global-setup';
import { databaseKinds, type DatabaseKind } from '../test/test-app';

const migrationTag = '0023_payments_only_payments';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() }).loose()) }).loose();

/** A copy of the migrations that stops just before this one. */
function migrationsBefore(tag: string): { folder: string; drop: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = journalSchema.parse(JSON.parse(readFileSync(journalFile, 'utf8')));
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`migration ${tag} is not in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, drop: () => rmSync(folder, { recursive: true, force: true }) };
}

interface Session {
  /** Migrates with the migrations in `folder`. */
  migrate(folder: string): Promise<void>;
  query(statement: string): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

async function openSession(kind: DatabaseKind): Promise<Session> {
  if (kind === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      close: () => client.close(),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `parvaz_m_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  // One connection: the session setting below holds for the inserts after it.
  const client = new pg.Client({ connectionString: databaseUrl(baseUrl, name) });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
    async close() {
      await client.end();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const rowSchema = z.object({
  id: z.coerce.number(),
  purpose: z.string(),
  purchase: z.coerce.number(),
});
const purchases = (rows: unknown[]) => rows.map((row) => rowSchema.parse(row));

describe.each(databaseKinds)('migration 0023 (payments only payments) on %s', (kind) => {
  const before = migrationsBefore(migrationTag);
  afterAll(() => before.drop());

  it('keeps every payment’s purchase and drops the product columns', async () => {
    const session = await openSession(kind);
    try {
      await session.migrate(before.folder);
      // The bookings these rows name are not the point: their keys are not checked here.
      await session.query(`SET session_replication_role = replica`);
      await session.query(`
        INSERT INTO payments (tenant, purpose, purchase_id, booking_id, user_id, provider,
                              provider_token, amount, currency, status)
        VALUES ('sepehran', 'booking',  11, 11,   NULL, 'sandbox', 't1', 1000, 'IRR', 'paid'),
               ('sepehran', 'services', 11, 11,   NULL, 'sandbox', 't2',  200, 'IRR', 'pending'),
               ('sepehran', 'topup',     7, NULL,    7, 'sandbox', 't3',  500, 'IRR', 'paid'),
               ('turk',     'hotel',     5, NULL, NULL, 'sandbox', 't4',  900, 'TRY', 'failed'),
               ('sepehran', 'booking',   0, 12,   NULL, 'sandbox', 't5', 1000, 'IRR', 'reversed'),
               ('sepehran', 'topup',     0, NULL,    8, 'sandbox', 't6',  300, 'IRR', 'cancelled')`);
      await session.query(`SET session_replication_role = DEFAULT`);
      // What each product found its payments by before: the booking by booking_id, the wallet
      // by user_id, the others by their purchase id.
      const found = purchases(
        await session.query(`
          SELECT id, purpose,
                 CASE WHEN purchase_id <> 0 THEN purchase_id
                      ELSE coalesce(CASE purpose WHEN 'topup' THEN user_id ELSE booking_id END, 0)
                 END AS purchase
            FROM payments ORDER BY id`),
      );

      await session.migrate(migrationsDir);

      const after = purchases(
        await session.query(
          `SELECT id, purpose, purchase_id AS purchase FROM payments ORDER BY id`,
        ),
      );
      expect(after).toEqual(found);
      expect(after.map((p) => `${p.purpose}:${p.purchase}`)).toEqual([
        'booking:11',
        'services:11',
        'topup:7',
        'hotel:5',
        'booking:12',
        'topup:8',
      ]);
      const columns = await session.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'payments'`,
      );
      const names = columns.map((c) => c.column_name);
      expect(names).not.toContain('booking_id');
      expect(names).not.toContain('user_id');
      const keys = await session.query(
        `SELECT conname FROM pg_constraint WHERE conrelid = 'payments'::regclass AND contype = 'f'`,
      );
      expect(keys).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
