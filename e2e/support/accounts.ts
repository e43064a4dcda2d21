// Steps of the customer-account journey (accounts.spec.ts): a server of its own with the dev
// tools on (the outbox and the captcha answer), a browser on that server's brand hosts, the
// one-time code read from the outbox, the sandbox bank's card form, and a small attachment.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { openBrowser, type Browser } from './browser';
import { startServerInTempDir, type DevServer } from './temp-dir-server';

/** A server of this spec's own: an embedded database of its own, dev tools on (not production). */
export type { DevServer };

export function startDevServer(): Promise<DevServer> {
  return startServerInTempDir({ prefix: 'parvaz-e2e-accounts-' });
}

/**
 * A fresh Chromium on `server`: `hostUrl(tenant, path)` and `baseUrl` point at it instead of the
 * shared e2e server. `baseUrl` is the sepehran host, where the session of this journey lives
 * (its session cookie is kept for that host).
 */
export async function openBrowserOn(
  server: DevServer,
  options: Parameters<typeof openBrowser>[0] = {},
): Promise<Browser> {
  const browser = await openBrowser(options);
  browser.page.setDefaultTimeout(10_000);
  const hostUrl = (tenant: string, path = '/') =>
    `http://${tenant}.localhost:${server.port}${path}`;
  return { ...browser, hostUrl, baseUrl: hostUrl('sepehran', '') };
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string | null;
  text: string;
}

/** What the server sent to `to` (a mobile as +98…, or an e-mail), newest first. */
export async function outbox(server: DevServer, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The newest 6-digit code sent by SMS to `to` (waits a little for it to be written). */
export async function codeFromOutbox(server: DevServer, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const message of await outbox(server, to)) {
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(normalizeDigits(message.text))?.[1];
      if (message.channel === 'sms' && code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/** A 1×1 PNG (the server tells the type by the file's first bytes), written into `dir`. */
export function writeSmallPng(dir: string, name = 'boarding-pass.png'): string {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const path = join(dir, name);
  writeFileSync(path, png);
  return path;
}
