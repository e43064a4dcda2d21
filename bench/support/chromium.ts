// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
// messages are JSON separated by a NUL byte, written to the browser's fd 3 and read from its fd 4.
// A pipe needs no WebSocket client (Node 20 has none without a flag) and no port, so the bench
// needs no browser-driving package of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** The browser the end-to-end tests use: CHROMIUM_PATH, else Debian's headless shell, else chromium. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

export interface Chromium {
  /** Sends a protocol command (to a page's session when given) and resolves with its result. */
  send<T = Record<string, unknown>>(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<T>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/** Answers to the commands sent, by id, from the NUL-separated messages the browser writes. */
function readReplies(
  from: Readable,
  waiting: Map<number, { resolve(value: unknown): void; reject(error: Error): void }>,
): void {
  let buffered = '';
  from.setEncoding('utf8');
  from.on('data', (text: string) => {
    const parts = (buffered + text).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const reply = JSON.parse(part) as Reply;
      // Events (no id) are not needed: a page's state is read by evaluating in it.
      const waiter = reply.id === undefined ? undefined : waiting.get(reply.id);
      if (!waiter || reply.id === undefined) continue;
      waiting.delete(reply.id);
      if (reply.error) waiter.reject(new Error(reply.error.message));
      else waiter.resolve(reply.result);
    }
  });
}

export function launchChromium(): Chromium {
  const profile = mkdtempSync(join(tmpdir(), 'parvaz-bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      '--remote-debugging-pipe',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readReplies(fromBrowser, waiting);
  const failAll = (reason: string) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(reason));
    waiting.clear();
  };
  child.once('error', (error) => failAll(`chromium did not start: ${error.message}`));
  child.once('exit', () => failAll('chromium exited'));
  let lastId = 0;
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    send,
    close: async () => {
      // Chromium ends its own processes when asked; a signal would reach only the start script
      // in front of it (Debian's runs the browser as its child), leaving the browser behind.
      if (child.exitCode === null && child.signalCode === null) {
        void send('Browser.close').catch(() => undefined);
        let timer: NodeJS.Timeout | undefined;
        const closed = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((r) => {
            timer = setTimeout(() => r(false), 10_000);
          }),
        ]);
        clearTimeout(timer);
        if (!closed) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      toBrowser.destroy();
      fromBrowser.destroy();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
