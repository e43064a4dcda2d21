import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildIfStale, staleParts } from '../../../../scripts/build-if-stale.mjs';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { seedDatabase, testDataSize } from '../db/seed/seed';
import { hashPasswordsCheaplyInTests } from '../platform/auth/passwords';

/**
 * Creating and migrating an embedded database takes seconds; loading a dump of one takes under
 * one. So the run migrates once and every test file starts from a copy: of the tests' own small
 * data set (`testDataSize`), or of a database with reference data only, for the few files that
 * load the whole demo themselves to prove it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // The tests of pages rendered on the server render them with the built web app.
  const say = (line: string) => process.stdout.write(`${line}\n`);
  if (!buildIfStale(say, { web: staleParts().web, server: false }))
    throw new Error('the web app did not build: run `npm run build -w @parvaz/web` to see why');
  // The accounts of the templates are signed into hundreds of times: at the tests' cost.
  hashPasswordsCheaplyInTests();
  // PostgreSQL builds its templates in its own process meanwhile.
  const postgresTemplates = process.env.TEST_DATABASE_URL
    ? createPostgresTemplates(process.env.TEST_DATABASE_URL)
    : undefined;
  // Its failure is reported where it is awaited, below.
  postgresTemplates?.catch(() => undefined);
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-pglite-template-'));
  const handle = await openPglite(undefined);
  await handle.migrate();
  await sizeForTests(handle);
  await seedDatabase(handle.db, { demo: false });
  project.provide('pgliteEmptyTemplate', await writeDump(handle, join(folder, 'empty.tar')));
  await seedDatabase(handle.db, { demo: true, size: testDataSize });
  project.provide('pgliteTemplate', await writeDump(handle, join(folder, 'test.tar')));
  await handle.close();
  const postgres = await postgresTemplates;
  project.provide('postgresTemplate', postgres?.test ?? '');
  project.provide('postgresEmptyTemplate', postgres?.empty ?? '');
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await postgres?.drop();
  };
}

/**
 * A test's database holds a few megabytes, and PGlite starts every copy with the buffers and
 * connection slots a server needs (128 MB, 100), clearing them at each start: a second of CPU per
 * test file. The templates keep what the tests need; each copy starts with these settings.
 */
async function sizeForTests(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`ALTER SYSTEM SET shared_buffers = '16MB'`);
  await handle.db.execute(sql`ALTER SYSTEM SET max_connections = 10`);
}

async function writeDump(handle: DatabaseHandle, file: string): Promise<string> {
  const dump = await handle.dumpDataDir();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** The same for PostgreSQL: migrated databases that each test file copies (CREATE DATABASE … TEMPLATE). */
async function createPostgresTemplates(
  baseUrl: string,
): Promise<{ empty: string; test: string; drop(): Promise<void> }> {
  const suffix = randomBytes(6).toString('hex');
  const empty = `parvaz_tpl_empty_${suffix}`;
  const test = `parvaz_tpl_${suffix}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${empty}`);
  const emptyHandle = await openPostgres(databaseUrl(baseUrl, empty));
  await emptyHandle.migrate();
  await seedDatabase(emptyHandle.db, { demo: false });
  await emptyHandle.close();
  await adminQuery(baseUrl, `CREATE DATABASE ${test} TEMPLATE ${empty}`);
  const testHandle = await openPostgres(databaseUrl(baseUrl, test));
  await seedDatabase(testHandle.db, { demo: true, size: testDataSize });
  await testHandle.close();
  return {
    empty,
    test,
    drop: async () => {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${test} WITH (FORCE)`);
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
    },
  };
}

/** `baseUrl` with its database replaced by `name`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dump of the tests' small data set on the embedded database. */
    pgliteTemplate: string;
    /** Dump of a migrated embedded database with reference data only. */
    pgliteEmptyTemplate: string;
    /** Name of the PostgreSQL template database, or '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
    /** Its twin with reference data only, or ''. */
    postgresEmptyTemplate: string;
  }
}
