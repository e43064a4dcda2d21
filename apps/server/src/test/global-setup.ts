import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { seedDatabase } from '../db/seed/seed';

/**
 * Creating and migrating an embedded database takes seconds; loading a dump of one takes under
 * one. So the run migrates and seeds once, and every test file starts from a copy of that dump.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-pglite-template-'));
  const handle = await openPglite(undefined);
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  const dump = await handle.dumpDataDir();
  await handle.close();
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const postgresTemplate = process.env.TEST_DATABASE_URL
    ? await createPostgresTemplate(process.env.TEST_DATABASE_URL)
    : undefined;
  project.provide('postgresTemplate', postgresTemplate?.name ?? '');
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}

/** The same for PostgreSQL: a migrated, seeded database that each test file copies (CREATE DATABASE … TEMPLATE). */
async function createPostgresTemplate(
  baseUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `parvaz_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  await handle.close();
  return { name, drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
    pgliteTemplate: string;
    /** Name of the PostgreSQL template database, or '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}
