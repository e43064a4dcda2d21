import {
  chromium,
  type Browser as Chromium,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

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

let shared: Promise<Chromium> | undefined;

/**
 * The run's one Chromium (started by the global setup), joined once per test worker: starting a
 * browser costs a second or more, a context of its own tens of milliseconds.
 */
function sharedChromium(): Promise<Chromium> {
  shared ??= chromium.connect(inject('chromiumEndpoint'));
  return shared;
}

/**
 * A fresh browser context per call: its own cookies, storage and cache, as a new profile would
 * have, in the run's one Chromium.
 */
export async function openBrowser(
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<Browser> {
  const context = await (
    await sharedChromium()
  ).newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
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
    },
  };
}
