// A server process of a spec's own: a fresh embedded database in a temporary folder (removed when
// it stops), the dev tools on (the outbox, the captcha's answer), not production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './server-process';

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
  port: number;
  /** Settings added to (or replacing) the ones above. */
  env?: Record<string, string>;
  /** How long it may take to answer /healthz (the server process's default when left out). */
  timeoutMs?: number;
}): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: join(dir, 'db'),
        UPLOADS_DIR: join(dir, 'uploads'),
        DATABASE_URL: '',
        DEV_TOOLS: '1',
        NODE_ENV: 'test',
        ...options.env,
      },
      options.port,
      options.timeoutMs,
    );
    return {
      url: server.url,
      port: options.port,
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
