// The server of the fuzz and stored-XSS specs: fresh embedded database, dev tools on (captcha
// answers), answers checked against their schemas (NODE_ENV=test), so a broken contract shows
// as a 500. Hostile data stored here never reaches the shared e2e server the other specs use.
import { startServerInTempDir, type DevServer } from '../temp-dir-server';

/** Next to the shared e2e server's port; the two specs never run at the same time. */
export const ownServerPort = Number(process.env.E2E_PORT ?? 18_080) + 7;

/** Starting takes long on a loaded machine: migrations and demo data on a fresh database. */
export const ownServerStartMs = 240_000;

export function startOwnServer(logLevel = 'warn'): Promise<DevServer> {
  return startServerInTempDir({
    prefix: 'parvaz-e2e-fuzz-',
    port: ownServerPort,
    env: { LOG_LEVEL: logLevel },
    timeoutMs: ownServerStartMs,
  });
}
