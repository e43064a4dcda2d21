// What a fresh browser asks for before a page wakes, driven over the DevTools protocol: the
// first-load count of bench/bundle-size.ts.
import type { Chromium } from './chromium';

/** How long a page may take to wake before the measure gives up on it. */
const wakeTimeoutMs = 60_000;

/**
 * Notes the moment `data-hydrated` appears (the app's AfterHydration effect sets it), in the
 * page's own clock, so requests made after waking can be told apart. It runs before any script of
 * the page, observing the document because its root element may not exist yet.
 */
const wakeWatcher = `(() => {
  performance.setResourceTimingBufferSize(10000);
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    window.__wokeAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
})();`;

/** Evaluates an expression in the page and gives back its value. */
async function evaluate<T>(browser: Chromium, sessionId: string, expression: string): Promise<T> {
  const reply = await browser.send<{ result: { value?: T } }>(
    'Runtime.evaluate',
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  );
  return reply.result.value as T;
}

/**
 * The scripts and style sheets (paths on the site) a fresh browser asked for before the page at
 * this address woke. Each page opens in a browser context of its own: an empty cache, as a first
 * visit has.
 */
export async function loadedBeforeWaking(browser: Chromium, url: string): Promise<string[]> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
  );
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: wakeWatcher }, sessionId);
    await browser.send('Page.navigate', { url }, sessionId);
    const started = performance.now();
    let wokeAt: number | null = null;
    while (wokeAt === null) {
      if (performance.now() - started > wakeTimeoutMs) throw new Error('the page did not wake');
      await new Promise((r) => setTimeout(r, 100));
      wokeAt = await evaluate<number | null>(browser, sessionId, 'window.__wokeAt ?? null');
    }
    // What was asked for before waking may still be arriving: its timing entry comes at its end.
    await evaluate(
      browser,
      sessionId,
      `new Promise((resolve) => document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve()))
        .then(() => new Promise((resolve) => setTimeout(resolve, 500)))`,
    );
    const entries = await evaluate<Array<{ name: string; startTime: number }>>(
      browser,
      sessionId,
      `performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime }))`,
    );
    return [
      ...new Set(
        entries
          .filter((entry) => entry.startTime <= (wokeAt ?? 0))
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\.(js|css)$/.test(path)),
      ),
    ];
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}
