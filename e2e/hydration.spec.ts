// The browser takes over every public page the server rendered without a mismatch: any console
// error (React reports a hydration mismatch as one) or uncaught error fails the page. The
// accessibility sweep (support/a11y-sweep.ts) wakes every route's page in every language, at both
// widths in turn, and fails on the same errors; in `npm test` this file loads only the addresses
// the sweep does not (a page's other states), once each, and QUALITY=full (npm run quality:a11y)
// loads them all in both of its languages and widths.
import { pageAwakeEvent } from '@parvaz/domain/contracts/start-up';
import type { Language } from '@parvaz/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn, resultsUrl } from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { findStay, hotelPath, hotelsPath } from './support/hotel-kit';
import { useLanguage } from './support/locale';

const full = process.env.QUALITY === 'full';

/**
 * Addresses the short accessibility sweep does not load: `/flights` and `/hotels` alone are the
 * search boxes, the after-sale pages without a booking their lookup forms, and the rest a page's
 * other state (a reference asked for, a filter, an unknown page, a guest sent to sign in).
 */
const notSwept = [
  '/flights',
  '/hotels',
  '/refund',
  '/ticket',
  '/ssr',
  '/sign?reference=SRAAAAAAAA',
  '/pages/no-such-page',
  '/blogs?category=visas&tag=Schengen',
  '/profile/editInfo',
  '/flightInformations?airport=MHD&direction=arrivals',
  '/report?kind=safety',
  '/case?reference=5100000001',
];

/** Addresses the sweep loads too, in `QUALITY=full` only. */
const swept = [
  '/',
  '/flightPrivacy',
  '/login',
  '/signup',
  '/forgetPassword',
  '/sign',
  '/aboutUs',
  '/contactUs',
  '/rules',
  '/recruitment',
  '/privacy',
  '/faq',
  '/blogs',
  '/blogs/a-weekend-in-shiraz',
  '/flightInformations',
  '/newsletter?state=confirmed',
  '/report',
  '/no-such-page',
];

const visits: Array<{ language: Language; width: number }> = [
  { language: 'fa', width: 390 },
  { language: 'en', width: 1280 },
];

/** The addresses of the visit `index`: all in full mode, else every other of `notSwept`. */
function pathsOf(index: number): string[] {
  if (full) return [...notSwept, ...swept];
  return notSwept.filter((_, i) => i % visits.length === index);
}

describe('hydration of every public page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [index, { language, width }] of visits.entries())
    // Up to three dozen pages, each loaded and hydrated: minutes on a busy machine.
    it(`hydrates in ${language} at ${width} px with no error`, { timeout: 240_000 }, async () => {
      const { page, baseUrl } = browser;
      await useLanguage(page, language);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      page.on('console', (message) => {
        // The unknown page's own 404 answer is expected, and Chromium reports it as an error.
        if (message.type() === 'error' && !message.text().includes('status of 404'))
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      // A real flight search, a hotel search and the first hotel's page with its rooms for that
      // stay: the sweep loads them too.
      const stay = full ? await findStay(baseUrl) : undefined;
      const all = [
        ...pathsOf(index),
        ...(stay
          ? [resultsUrl('', { date: isoIn(4), adult: 1 }), hotelsPath(stay), hotelPath(stay)]
          : []),
      ];
      for (const path of all) {
        await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}tenant=sepehran`);
        // `goto` returns once the app has hydrated (support/browser.ts).
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
      }
      expect(problems).toEqual([]);
    });

  // The airport board is not among them: it is a live page that asks for its board again as
  // soon as the copy it was served is half a minute old (a shared page may be a minute old), and
  // every answer fetched is parsed.
  it('read-only pages: no validation library, their words once by a versioned address, no style written again', async () => {
    const { page, baseUrl } = browser;
    await useLanguage(page, 'fa');
    // The style rules the browser wrote by the moment the page woke (emotion's tags without text).
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        (window as unknown as { stylesWrittenWaking: number }).stylesWrittenWaking = [
          ...document.querySelectorAll('style[data-emotion]'),
        ]
          .filter((tag) => !tag.textContent)
          .reduce((sum, tag) => sum + ((tag as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0);
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-hydrated'],
      });
    });
    for (const path of ['/', resultsUrl('', { date: isoIn(4), adult: 1 }), '/ticket']) {
      const asked: string[] = [];
      const record = (request: { url: () => string }) => asked.push(request.url());
      page.on('request', record);
      await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}tenant=sepehran`);
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      expect(
        asked.filter((url) => /\/assets\/zod/.test(url)),
        path,
      ).toEqual([]);
      const words = asked.filter((url) => url.includes('/locales/'));
      expect(words.map((url) => new URL(url).pathname).sort(), path).toEqual([
        '/locales/fa/common.json',
        '/locales/fa/messages.json',
      ]);
      // The server sent every style the page uses: the browser writes (almost) none while it
      // hydrates (docs/rendering.md); parts woken afterwards (the date pickers) write their own.
      const written = await page.evaluate(
        () => (window as unknown as { stylesWrittenWaking?: number }).stylesWrittenWaking,
      );
      expect(written, path).toBeLessThanOrEqual(4);
      for (const url of words)
        expect(new URL(url).searchParams.get('v'), url).toMatch(/^[0-9a-f]{12}$/);
    }
  });

  // A form's rules (zod) load with its first check, not before the page wakes (docs/rendering.md,
  // "Light on a phone"); what loads after waking is not counted.
  it('form pages: no validation library before they wake', async () => {
    const { page, baseUrl } = browser;
    await useLanguage(page, 'en');
    await page.addInitScript((awake) => {
      document.addEventListener(awake, () => {
        (window as unknown as { awakeAt: number }).awakeAt = performance.now();
      });
    }, pageAwakeEvent);
    for (const path of ['/refund', '/ssr', '/case', '/report', '/contactUs']) {
      await page.goto(`${baseUrl}${path}?tenant=sepehran`);
      await page.waitForFunction(() => 'awakeAt' in window);
      const before = await page.evaluate(() => {
        const awakeAt = (window as unknown as { awakeAt: number }).awakeAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= awakeAt)
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(before.length, path).toBeGreaterThan(0);
      expect(
        before.filter((url) => /\/assets\/zod-without-eval/.test(url)),
        path,
      ).toEqual([]);
    }
  });
});
