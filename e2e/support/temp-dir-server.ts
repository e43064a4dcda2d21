// A server process of a spec's own: an embedded database in a temporary folder (removed when it
// stops), copied from the run's demo data so it starts in seconds, the dev tools on (the outbox,
// the captcha's answer), not production.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort, startServerProcess } from './server-process';

export interface DevServer {
  url: string;
  port: number;
  /** Its data folder; attachments the spec writes go here too, removed with it. */
  dir: string;
  stop(): Promise<void>;
}

export async function startServerInTempDir(options: {
  /** The temporary folder's name begins with it. */
  prefix: string;
  /** Settings added to (or replacing) the ones above. */
  env?: Record<string, string>;
  /** How long it may take to answer /healthz (the server process's default when left out). */
  timeoutMs?: number;
}): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  try {
    cpSync(inject('demoDataDir'), join(dir, 'db'), { recursive: true });
    const port = await freePort();
    const server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'db'),
        UPLOADS_DIR: join(dir, 'uploads'),
        DATABASE_URL: '',
        DEV_TOOLS: '1',
        NODE_ENV: 'test',
        ...options.env,
      },
      port,
      options.timeoutMs,
    );
    return {
      url: server.url,
      port,
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
