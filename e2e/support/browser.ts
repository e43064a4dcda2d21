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

/**
 * A page the server rendered is shown before its script runs; a click then would be lost. Every
 * `goto` of an app page therefore returns once the app has taken the page over.
 */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const hydrated = () =>
      page.waitForFunction(
        () =>
          document.getElementById('root') === null ||
          document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 30_000 },
      );
    // The app may move on to another address at once (a page for signed-in users, say).
    await hydrated().catch(() => page.waitForLoadState('load').then(hydrated));
    return response;
  };
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
  waitForHydrationOnGoto(page);
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
