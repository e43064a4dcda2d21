import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchOptions } from './chromium';
import { startServerProcess } from './server-process';

const port = Number(process.env.E2E_PORT ?? 18_080);

/**
 * What the run shares: one Chromium (specs open contexts in it), the demo data loaded once into
 * an embedded database that every server of the run starts from a copy of, and the production
 * server most specs use (the README's `npm start`, minus the build).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserServer = await chromium.launchServer(launchOptions);
  project.provide('chromiumEndpoint', browserServer.wsEndpoint());
  const folder = mkdtempSync(join(tmpdir(), 'parvaz-e2e-'));
  const demoDataDir = join(folder, 'demo-db');
  await loadDemoData(demoDataDir);
  project.provide('demoDataDir', demoDataDir);
  const dataDir = join(folder, 'db');
  cpSync(demoDataDir, dataDir, { recursive: true });
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      UPLOADS_DIR: join(folder, 'uploads'),
      DATABASE_URL: '',
      DEV_TOOLS: '0',
    },
    port,
  );
  project.provide('baseUrl', server.url);
  project.provide('port', port);
  return async () => {
    await server.stop();
    await browserServer.close();
    rmSync(folder, { recursive: true, force: true });
  };
}

/** A first start of the built server on `dataDir` (migrations and demo data), then a clean stop. */
async function loadDemoData(dataDir: string): Promise<void> {
  const first = await startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: '', DEV_TOOLS: '0', SEED_DEMO: '1' },
    port,
  );
  await first.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The run's Chromium, for `chromium.connect`. */
    chromiumEndpoint: string;
    /** An embedded database with the demo data loaded, stopped: copy it, never open it. */
    demoDataDir: string;
  }
}
