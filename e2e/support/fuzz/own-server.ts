// The server of the fuzz and stored-XSS specs: fresh embedded database, dev tools on (captcha
// answers), answers checked against their schemas (NODE_ENV=test), so a broken contract shows
// as a 500. Hostile data stored here never reaches the shared e2e server the other specs use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevServer } from '../accounts';
import { startServerProcess } from '../server-process';

/** Next to the shared e2e server's port; the two specs never run at the same time. */
export const ownServerPort = Number(process.env.E2E_PORT ?? 18_080) + 7;

/** Starting takes long on a loaded machine: migrations and demo data on a fresh database. */
export const ownServerStartMs = 240_000;

export async function startOwnServer(logLevel = 'warn'): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), 'parvaz-e2e-fuzz-'));
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'db'),
        UPLOADS_DIR: join(dir, 'uploads'),
        DATABASE_URL: '',
        DEV_TOOLS: '1',
        NODE_ENV: 'test',
        LOG_LEVEL: logLevel,
      },
      ownServerPort,
      ownServerStartMs,
    );
    return {
      url: server.url,
      port: ownServerPort,
      dir,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
