import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** A URL on a brand's own host name (`sepehran.localhost`), which selects the brand. */
  hostUrl(tenant: string, path?: string): string;
  close(): Promise<void>;
}

/** A fresh Chromium profile per call (Playwright refuses --user-data-dir in args). */
export async function openBrowser(
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'parvaz-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const baseUrl = inject('baseUrl');
  const port = inject('port');
  return {
    context,
    page,
    baseUrl,
    hostUrl: (tenant, path = '/') => `http://${tenant}.localhost:${port}${path}`,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
