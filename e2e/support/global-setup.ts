import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

const port = Number(process.env.E2E_PORT ?? 18_080);

/** Starts the built server on a fresh embedded database (the README's `npm start`, minus the build). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-e2e-'));
  const server = await startServerProcess(
    { DATA_DIR: dataDir, UPLOADS_DIR: join(dataDir, 'uploads'), DATABASE_URL: '', DEV_TOOLS: '0' },
    port,
  );
  project.provide('baseUrl', server.url);
  project.provide('port', port);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}
