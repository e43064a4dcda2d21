import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built server with the given settings and resolves once /healthz answers. */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  // A machine busy with other work seeds the demo data slower: E2E_START_TIMEOUT_MS gives it longer.
  timeoutMs = Number(process.env.E2E_START_TIMEOUT_MS ?? 90_000),
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}
