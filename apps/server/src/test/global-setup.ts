import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
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
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
