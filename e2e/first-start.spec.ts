// The newcomer's first start (`npm run demo`, i.e. `npm start` with the test tools): short human
// lines while the demo data loads, then where each brand is and how to sign in; no JSON, no build
// listing; and the test tools really answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/server-process';

const root = resolve(import.meta.dirname, '..');

function startDemo(
  dataDir: string,
  port: number,
): {
  child: ChildProcess;
  lines: string[];
  ready: Promise<void>;
} {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--dev-tools'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const ready = new Promise<void>((resolveReady, reject) => {
    let rest = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      if (parts.some((line) => line.startsWith('Press Ctrl+C'))) resolveReady();
    });
    child.once('exit', (code) =>
      reject(new Error(`start exited with ${code}: ${lines.join('\n')}`)),
    );
  });
  return { child, lines, ready };
}

describe('the first start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-first-start-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says what it does, then where the site is, and the test tools answer', async () => {
    const port = await freePort();
    const demo = startDemo(dataDir, port);
    child = demo.child;
    await demo.ready;
    const { lines } = demo;
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(lines).toContain('  Loading demo flights (first start only): 100 %');
    expect(lines.some((line) => line.startsWith('!!! TEST TOOLS ARE ON'))).toBe(true);
    const text = lines.join('\n');
    for (const brand of ['oman', 'sepehran', 'turk']) {
      expect(text).toContain(`http://${brand}.localhost:${port}`);
    }
    expect(text).toContain('Parvaz1234');
    expect(lines.length).toBeLessThan(40);
    const outbox = await fetch(`http://127.0.0.1:${port}/api/dev/outbox?to=%2B989123456710`);
    expect(outbox.status).toBe(200);
  }, 240_000);
});
