// Accessibility sweep: every route of the web app (derived from the router's files), with the
// content it exists for, checked by axe for serious and critical violations, in four languages at
// a desktop and a phone width, with the important popups (passenger count, date picker, mobile
// menu) open too. Each page is loaded at one of the two widths in turn and must wake without an
// error (hydration.spec.ts leaves these pages to the sweep). QUALITY=full checks the whole matrix
// and writes docs/quality/a11y-<part>.json. Short mode (CI) takes each kind of page once (one
// "coming soon" page, one operator-written text page), the languages taking turns so that all
// four, both directions and every brand appear, at the width it was loaded at (the widths taking
// turns too) and at the other width only for the popups made for that width alone. The spec files
// a11y-1 and a11y-2 each run one half.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import { languages, type Language } from '@parvaz/domain/languages';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  brandOf,
  routedPaths,
  staleEntries,
  visitsByPath,
  type PaidBooking,
  type Popup,
  type Role,
  type RouteVisit,
  type VisitContext,
} from './a11y-routes';
import { seriousViolations } from './axe';
import {
  acceptAndPay,
  en,
  fillContact,
  fillPassenger,
  isoIn,
  nationalCode,
  next,
  openBooking,
  passengerCard,
  payAtBank,
  payingCard,
  servicesStepShown,
} from './booking-flow';
import { openBrowser, type Browser } from './browser';
import { words } from './locale';
import { signedInToken, useSessionToken, webAppHeaders } from './session';

const full = process.env.QUALITY === 'full';
const widths = [1280, 390] as const;
const heights: Record<(typeof widths)[number], number> = { 1280: 800, 390: 844 };

/**
 * Signs in through the API as the login page does, from a page of the site, and answers the
 * session (its cookie's token) it leaves; the login page itself is one of the routes swept.
 */
async function sessionOf(page: Page, site: string, role: Exclude<Role, 'guest'>) {
  const { username, password } = accounts[role];
  if (new URL(page.url()).origin !== site) await page.goto(`${site}/healthz`);
  const status = await page.evaluate(
    async ({ headers, body }) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { headers: webAppHeaders, body: { username, password } },
  );
  expect(status, `${role} signed in`).toBe(200);
  const token = await signedInToken(page);
  await useSessionToken(page, site, null);
  return token;
}

/** A guest books one adult and pays by card: the result page's receipt and the access token. */
async function payOneBooking(page: Page, site: string): Promise<PaidBooking> {
  const t = en;
  await page.goto(`${site}/healthz`);
  await page.evaluate(() => {
    document.cookie = 'parvaz_lang=en; path=/';
  });
  await openBooking(page, site, { date: isoIn(21), adult: 1 }, t);
  await fillPassenger(
    passengerCard(page, t, 'ADT', 1),
    t,
    {
      firstName: 'NEDA',
      lastName: 'KAMALI',
      gender: 'F',
      birth: '1991-04-08',
      nationalId: nationalCode(5521),
    },
    'gregorian',
  );
  await fillContact(page, t, '09127654321');
  await next(page, t);
  await servicesStepShown(page, t);
  await next(page, t);
  await acceptAndPay(page, t);
  await payAtBank(page, 'en', payingCard);
  const resultUrl = page.url();
  const href = await page.getByRole('link', { name: t('tickets.viewTicket') }).getAttribute('href');
  const access = new URLSearchParams((href ?? '').split('?')[1] ?? '').get('access') ?? '';
  expect(access).not.toBe('');
  return { resultUrl, access };
}

interface Check {
  path: string;
  language: Language;
  /** The width the page is loaded (and so woken) at; then the other width (`widthsOf`). */
  loadWidth: (typeof widths)[number];
}

/**
 * The paths the sweep checks: every one in full mode; in short mode one of each kind (the one
 * with the most popups, else the first), every route without a kind.
 */
function sweptPaths(visits: Map<string, RouteVisit>): string[] {
  if (full) return [...visits.keys()];
  const chosen = new Map<string, string>();
  for (const [path, visit] of visits) {
    const kind = visit.kind ?? path;
    const current = chosen.get(kind);
    const popups = (p: string | undefined) => (p ? (visits.get(p)?.popups?.length ?? 0) : -1);
    if (popups(path) > popups(current)) chosen.set(kind, path);
  }
  const kept = new Set(chosen.values());
  return [...visits.keys()].filter((path) => kept.has(path));
}

/**
 * Short mode: each swept path once, the languages taking turns; full mode: every language. The
 * load width changes every `languages.length` checks, so that each language (and each half of
 * the sweep) wakes pages at both widths.
 */
export function sweepPlan(visits: Map<string, RouteVisit>): Check[] {
  return sweptPaths(visits)
    .flatMap((path, i) =>
      (full ? languages : [languages[i % languages.length] ?? 'en']).map((language) => ({
        path,
        language,
      })),
    )
    .map((check, i) => ({
      ...check,
      loadWidth: widths[Math.floor(i / languages.length) % widths.length] ?? widths[0],
    }));
}

/** Whether a popup is shown at a width (some exist at one width only). */
function fits(popup: Popup, width: (typeof widths)[number]): boolean {
  return !popup.only || popup.only === (width === widths[0] ? 'wide' : 'narrow');
}

/**
 * The widths a check looks at, the load width first, each with whether axe checks the page itself
 * and the popups it opens there: in full mode all at both; in short mode the page and its popups
 * at the load width, and at the other width only the popups made for that width alone.
 */
function widthsOf(
  check: Check,
  route: RouteVisit,
): Array<{ width: (typeof widths)[number]; whole: boolean; popups: Popup[] }> {
  const order = [check.loadWidth, ...widths.filter((width) => width !== check.loadWidth)];
  return order
    .map((width) => {
      const whole = full || width === check.loadWidth;
      const popups = (route.popups ?? []).filter(
        (popup) => fits(popup, width) && (whole || popup.only !== undefined),
      );
      return { width, whole, popups };
    })
    .filter(({ whole, popups }) => whole || popups.length > 0);
}

/** What the page reported as wrong while it loaded and woke: console errors, uncaught errors. */
function watchErrors(page: Page): { stop(): string[] } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // An unknown page's own 404 answer is expected, and Chromium reports it as an error.
    if (message.type() === 'error' && !message.text().includes('status of 404'))
      problems.push(`console error at ${page.url()}: ${message.text()}`);
  };
  const onError = (error: Error) =>
    problems.push(`uncaught error at ${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      return problems;
    },
  };
}

/**
 * The sweep's part `part` (1…`parts`): every `parts`-th check of the plan, so that spec files
 * running side by side share the routes; part 1 also checks the route list.
 */
export function accessibilitySweep(part: number, parts: number): void {
  describe(`accessibility of every route (part ${part} of ${parts})`, () => {
    let browser: Browser;
    let booking: PaidBooking;
    const sessions = new Map<Role, string>();
    const started = Date.now();
    const failures: string[] = [];
    let pagesChecked = 0;

    beforeAll(async () => {
      browser = await openBrowser();
      browser.page.setDefaultTimeout(15_000);
      const sepehran = browser.hostUrl('sepehran', '').replace(/\/$/, '');
      booking = await payOneBooking(browser.page, sepehran);
      for (const role of ['customer', 'supporter', 'operator', 'agency'] as const)
        sessions.set(role, await sessionOf(browser.page, sepehran, role));
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      if (!full) return;
      const dir = resolve(import.meta.dirname, '../../docs/quality');
      mkdirSync(dir, { recursive: true });
      const summary = {
        name: `a11y-${part}`,
        ranAt: new Date().toISOString(),
        mode: 'full',
        figures: {
          routes: routedPaths().length,
          part: `${part} of ${parts}`,
          languages: languages.length,
          widths: widths.join(', '),
          pagesChecked,
          violationsFound: failures.length,
          durationSeconds: Math.round((Date.now() - started) / 1000),
        },
        findings: failures,
      };
      writeFileSync(resolve(dir, `a11y-${part}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    });

    if (part === 1)
      it('has an entry for every route of the router, and none for a route it no longer has', () => {
        expect(() => visitsByPath()).not.toThrow();
        expect(staleEntries()).toEqual([]);
      });

    /**
     * Opens the page as its role in a language at its load width: the language's cookie and the
     * role's session on the brand's host, then the visit. Answers what the page reported as wrong
     * while it loaded and woke (hydration.spec.ts leaves these pages to the sweep).
     */
    async function visit(
      check: Check,
      route: RouteVisit,
    ): Promise<{ context: VisitContext; problems: string[] }> {
      const { page } = browser;
      const brand = route.sepehranOnly ? 'sepehran' : brandOf(check.language);
      const site = browser.hostUrl(brand, '').replace(/\/$/, '');
      await page.setViewportSize({ width: check.loadWidth, height: heights[check.loadWidth] });
      await page
        .context()
        .addCookies([{ name: pageCookies.language, value: check.language, url: site }]);
      await useSessionToken(page, site, sessions.get(route.role) ?? null);
      const context = { page, language: check.language, t: words(check.language), site, booking };
      const errors = watchErrors(page);
      let problems: string[];
      try {
        await route.open(context);
      } finally {
        problems = errors.stop().map((problem) => `${check.path} ${check.language}: ${problem}`);
        failures.push(...problems);
      }
      expect(await page.locator('html').getAttribute('lang')).toBe(check.language);
      return { context, problems };
    }

    /** Runs axe on what the page shows now; a violation is recorded and reported. */
    async function audit(page: Page, label: string): Promise<string[]> {
      pagesChecked += 1;
      const found = (await seriousViolations(page)).map((v) => `${label}: ${v}`);
      failures.push(...found);
      return found;
    }

    /** Lays the page out at another width (the layout follows the window, as on a device). */
    async function resize(page: Page, width: (typeof widths)[number]): Promise<void> {
      await page.setViewportSize({ width, height: heights[width] });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.waitForTimeout(200);
    }

    const visits = visitsByPath();
    const checks = sweepPlan(visits).filter((_, i) => i % parts === part - 1);
    for (const check of checks) {
      const route = visits.get(check.path);
      if (!route) continue;
      const looks = widthsOf(check, route);
      const name = `${check.path} in ${check.language} at ${looks.map((look) => look.width).join(' and ')} px`;
      it(`${name} has no serious violation`, async () => {
        const { context, problems } = await visit(check, route).catch((error: unknown) => {
          failures.push(`${check.path} ${check.language}: not reached (${String(error)})`);
          throw error;
        });
        const found: string[] = [...problems];
        for (const { width, whole, popups } of looks) {
          if (width !== check.loadWidth) await resize(context.page, width);
          const label = `${check.path} ${check.language} ${width}px`;
          if (whole) found.push(...(await audit(context.page, label)));
          for (const popup of popups) {
            await popup.open(context);
            found.push(...(await audit(context.page, `${label} (${popup.name})`)));
            await popup.close(context);
          }
        }
        expect(found).toEqual([]);
      }, 90_000);
    }
  });
}
