// The server of the fuzz and stored-XSS specs: an embedded database of its own, dev tools on (captcha
// answers), answers checked against their schemas (NODE_ENV=test), so a broken contract shows
// as a 500. Hostile data stored here never reaches the shared e2e server the other specs use.
import { startServerInTempDir, type DevServer } from '../temp-dir-server';

/** How long a start may take on a loaded machine (it copies the run's demo data). */
export const ownServerStartMs = 240_000;

export function startOwnServer(logLevel = 'warn'): Promise<DevServer> {
  return startServerInTempDir({
    prefix: 'parvaz-e2e-fuzz-',
    env: { LOG_LEVEL: logLevel },
    timeoutMs: ownServerStartMs,
  });
}
