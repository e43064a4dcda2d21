// Every route of the web app and how to reach it with meaningful content, for the accessibility
// sweep (a11y.spec.ts). The paths come from the router's own files, so a route added there without
// an entry here fails the sweep instead of being skipped.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Language } from '@parvaz/domain/languages';
import type { Page } from 'playwright-core';
import { plannedRoutes } from '../../apps/web/src/lib/pages/route-table';
import { blogVisits } from './a11y-blog-routes';
import { blogConsoleVisits } from './a11y-blog-console-routes';
import { contentVisits } from './a11y-content-routes';
import { careersVisits } from './a11y-careers-routes';
import { boardVisits } from './a11y-board-routes';
import { caseVisits } from './a11y-cases-routes';
import { hotelVisits } from './a11y-hotel-routes';
import { signVisits } from './a11y-sign-routes';
import { at, settled } from './a11y-visit';
import { escape, isoIn, openBooking, resultsUrl, type Words } from './booking-flow';

const routerDir = resolve(import.meta.dirname, '../../apps/web/src/app/router');

/** The path the sweep uses for the catch-all route (`path: '*'`). */
export const notFoundPath = '/no-such-page';

/**
 * Every path the router serves: the literal paths of app-router.tsx (its `path:` entries, public
 * pages and profile pages), its index route as '/', its catch-all as `notFoundPath`, and the planned routes
 * of route-table.ts that become "coming soon" pages.
 */
export function routedPaths(): string[] {
  const source = readFileSync(resolve(routerDir, 'app-router.tsx'), 'utf8');
  const literals = [
    ...source.matchAll(/\bpath:\s*'([^']+)'/g),
    ...source.matchAll(/\bprofilePage\(\s*'([^']+)'/g),
    ...source.matchAll(/\bpage\(\s*'([^']+)'/g),
  ].map((match) => match[1] ?? '');
  const paths = new Set(literals.map((path) => (path === '*' ? notFoundPath : path)));
  if (/\bindex:\s*true\b|\bpage\(\s*undefined\b/.test(source)) paths.add('/');
  for (const route of plannedRoutes) paths.add(route.path);
  return [...paths].sort();
}

/** Who looks at a page: a visitor, or one of the sepehran demo accounts (README). */
export type Role = 'guest' | 'customer' | 'supporter' | 'operator' | 'agency';

export const accounts: Record<Exclude<Role, 'guest'>, { username: string; password: string }> = {
  customer: { username: '3712456808', password: 'Parvaz1234' },
  agency: { username: '3712456931', password: 'Parvaz1234' },
  supporter: { username: '3712457456', password: 'Parvaz1234' },
  operator: { username: '3712457588', password: 'Parvaz1234' },
};

/** A paid booking made once per run, reached by its receipt and its access token. */
export interface PaidBooking {
  resultUrl: string;
  access: string;
}

export interface VisitContext {
  page: Page;
  language: Language;
  t: Words;
  /** The origin of the brand the page is shown on, without a trailing slash. */
  site: string;
  booking: PaidBooking;
}

/** A popup worth checking on its own: opened after the page is ready, closed after the check. */
export interface Popup {
  name: string;
  /** Only at one width: the mobile menu exists on phones only, the account menu on desktops. */
  only?: 'narrow' | 'wide';
  open(context: VisitContext): Promise<void>;
  close(context: VisitContext): Promise<void>;
}

export interface RouteVisit {
  role: Role;
  /** Pages that depend on the brand's own data (a booking, an account) stay on sepehran. */
  sepehranOnly?: boolean;
  /** Navigates and waits until the page shows what it is for. */
  open(context: VisitContext): Promise<void>;
  popups?: Popup[];
  /**
   * Routes that show one kind of page (one component, other words, or an address that leads to
   * another route's page) name it alike: the short sweep checks one of them (`sweepPlan`).
   */
  kind?: string;
}

function headed(titleKey: string) {
  return async ({ page, t }: VisitContext) => {
    await page.getByRole('heading', { level: 1, name: t(titleKey) }).waitFor();
  };
}

const homePopups: Popup[] = [
  {
    name: 'passenger count',
    async open({ page, t }) {
      await page.getByRole('button', { name: new RegExp(t('search.passengers')) }).click();
      await page.getByRole('dialog', { name: t('search.passengers') }).waitFor();
    },
    async close({ page }) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'date picker',
    async open({ page, t }) {
      // The picker's own button, at the end of the departure field.
      const field = page.getByRole('group', { name: t('search.departureDate') });
      await field
        .or(page.getByLabel(t('search.departureDate')))
        .first()
        .waitFor();
      await page.locator('.MuiInputAdornment-root button').first().click();
      await page.getByRole('grid').first().waitFor();
    },
    async close({ page }) {
      await page.keyboard.press('Escape');
      await page.getByRole('grid').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'mobile menu',
    only: 'narrow',
    async open({ page, t }) {
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('button', { name: t('nav.closeMenu') }).waitFor();
    },
    async close({ page, t }) {
      await page.getByRole('button', { name: t('nav.closeMenu') }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
];

/** A dialog (or a menu) opened by a button of the page, and closed again with Escape. */
function dialogFrom(
  name: string,
  button: (t: Words) => string | RegExp,
  options: { only?: 'narrow' | 'wide'; role?: 'dialog' | 'menu' } = {},
): Popup {
  const role = options.role ?? 'dialog';
  return {
    name,
    only: options.only,
    async open({ page, t }) {
      await page
        .getByRole('button', { name: button(t) })
        .first()
        .click();
      await page.getByRole(role).waitFor();
    },
    async close({ page }) {
      await page.keyboard.press('Escape');
      await page.getByRole(role).waitFor({ state: 'detached' });
    },
  };
}

const accountMenu = dialogFrom(
  'account menu',
  (t) => new RegExp(`^${escape(t('auth.accountMenu').split('{{')[0] ?? '')}`),
  { role: 'menu', only: 'wide' },
);

/** The pages built so far, by path. */
const builtVisits: Record<string, RouteVisit> = {
  '/': { role: 'guest', open: at('/'), popups: homePopups },
  '/flights': {
    role: 'guest',
    async open({ page, site }) {
      await page.goto(resultsUrl(site, { date: isoIn(14), adult: 1 }));
      await settled(page);
      await page.getByTestId('flight-card').first().waitFor({ timeout: 20_000 });
    },
    popups: [
      dialogFrom('price alert', (t) => t('results.priceAlert')),
      dialogFrom('filters and sort', (t) => t('results.filtersAndSort'), { only: 'narrow' }),
    ],
  },
  ...hotelVisits,
  ...caseVisits,
  ...signVisits,
  ...boardVisits,
  ...contentVisits,
  ...careersVisits,
  ...blogVisits,
  ...blogConsoleVisits,
  '/booking': {
    role: 'guest',
    sepehranOnly: true,
    async open({ page, site, t }) {
      await openBooking(page, site, { date: isoIn(15), adult: 1 }, t);
      await settled(page);
    },
    popups: [dialogFrom('seat map', (t) => new RegExp(`^${escape(t('booking.chooseSeat'))}`))],
  },
  '/booking/result': {
    role: 'guest',
    sepehranOnly: true,
    async open({ page, booking, language }) {
      // The bank sends the payer back with the language they paid in; here each is looked at.
      const result = new URL(booking.resultUrl);
      result.searchParams.set('lang', language);
      await page.goto(result.toString());
      await settled(page);
      await page.getByTestId('outcome').waitFor({ timeout: 20_000 });
    },
  },
  '/ticket': {
    role: 'guest',
    sepehranOnly: true,
    async open(context) {
      await at(`/ticket?access=${context.booking.access}`)(context);
    },
  },
  '/refund': {
    role: 'guest',
    sepehranOnly: true,
    async open(context) {
      await at(`/refund?access=${context.booking.access}`)(context);
      await context.page.getByTestId('ticket-line').first().waitFor({ timeout: 20_000 });
    },
  },
  '/ssr': {
    role: 'guest',
    sepehranOnly: true,
    async open(context) {
      await at(`/ssr?access=${context.booking.access}`)(context);
      await context.page
        .getByRole('region', { name: context.t('ssr.addTitle') })
        .waitFor({ timeout: 20_000 });
    },
  },
  '/flightPrivacy': { role: 'guest', open: at('/flightPrivacy') },
  '/login': { role: 'guest', open: at('/login') },
  '/signup': { role: 'guest', open: at('/signup') },
  '/forgetPassword': { role: 'guest', open: at('/forgetPassword') },
  '/profile': {
    role: 'customer',
    sepehranOnly: true,
    kind: 'profile: edit info',
    async open(context) {
      await at('/profile')(context);
      await context.page.waitForURL(/\/profile\/editInfo/);
    },
  },
  '/profile/editInfo': {
    role: 'customer',
    sepehranOnly: true,
    kind: 'profile: edit info',
    open: at('/profile/editInfo'),
    popups: [accountMenu],
  },
  '/profile/flights': { role: 'customer', sepehranOnly: true, open: at('/profile/flights') },
  '/profile/hotels': { role: 'customer', sepehranOnly: true, open: at('/profile/hotels') },
  '/profile/transactions': {
    role: 'customer',
    sepehranOnly: true,
    open: at('/profile/transactions'),
  },
  '/profile/passengers': { role: 'customer', sepehranOnly: true, open: at('/profile/passengers') },
  '/profile/credit': { role: 'customer', sepehranOnly: true, open: at('/profile/credit') },
  '/profile/support': { role: 'customer', sepehranOnly: true, open: at('/profile/support') },
  '/profile/changePassword': {
    role: 'customer',
    sepehranOnly: true,
    open: at('/profile/changePassword'),
  },
  '/user/supporter': { role: 'supporter', sepehranOnly: true, open: at('/user/supporter') },
  '/user/supporter/refunds': {
    role: 'agency',
    sepehranOnly: true,
    open: at('/user/supporter/refunds'),
  },
  // The bank's reconciliation is the operator's only.
  '/user/supporter/reconciliation': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/user/supporter/reconciliation'),
  },
  // So is the trial balance.
  '/user/supporter/books': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/user/supporter/books'),
  },
  // The content console is the operator's; its address opens its first part.
  '/admin': {
    role: 'operator',
    sepehranOnly: true,
    kind: 'console: pages',
    async open(context) {
      await at('/admin')(context);
      await context.page.waitForURL(/\/admin\/pages/);
    },
  },
  '/admin/pages': {
    role: 'operator',
    sepehranOnly: true,
    kind: 'console: pages',
    open: at('/admin/pages'),
  },
  // The editor of a standard page, in the console's language.
  '/admin/pages/:url': { role: 'operator', sepehranOnly: true, open: at('/admin/pages/aboutUs') },
  '/admin/faq': { role: 'operator', sepehranOnly: true, open: at('/admin/faq') },
  // The home page's blocks, the form filled with the console language's slides and routes.
  '/admin/home': {
    role: 'operator',
    sepehranOnly: true,
    async open(context) {
      await at('/admin/home')(context);
      await context.page
        .getByRole('button', { name: context.t('admin.home.save') })
        .waitFor({ timeout: 20_000 });
    },
  },
  '/admin/footer': { role: 'operator', sepehranOnly: true, open: at('/admin/footer') },
  '/admin/comments': { role: 'operator', sepehranOnly: true, open: at('/admin/comments') },
  '/admin/audit': { role: 'operator', sepehranOnly: true, open: at('/admin/audit') },
  [notFoundPath]: { role: 'guest', open: at(notFoundPath, headed('notFound.title')) },
};

/**
 * The visit of every routed path: a built page's own entry, else the planned route's "coming
 * soon" page (its heading is the route's title; dashboard pages are looked at as the agency).
 * A routed path with neither throws.
 */
export function visitsByPath(): Map<string, RouteVisit> {
  const visits = new Map<string, RouteVisit>();
  for (const path of routedPaths()) {
    const built = builtVisits[path];
    const planned = plannedRoutes.find((route) => route.path === path);
    if (built) visits.set(path, built);
    else if (planned)
      visits.set(path, {
        role: path.startsWith('/user/') ? 'agency' : 'guest',
        // Every planned page is the one "coming soon" page under its own title.
        kind: path.startsWith('/user/') ? 'coming soon' : undefined,
        open: at(path, headed(planned.titleKey)),
      });
    else throw new Error(`route ${path} has no entry in e2e/support/a11y-routes.ts`);
  }
  return visits;
}

/** Entries for paths the router no longer serves: a stale list hides nothing, but is wrong. */
export function staleEntries(): string[] {
  const routed = new Set(routedPaths());
  return Object.keys(builtVisits).filter((path) => !routed.has(path));
}

/** The brand whose site speaks a language (English is shown on sepehran). */
export function brandOf(language: Language): string {
  return language === 'ar' ? 'oman' : language === 'tr' ? 'turk' : 'sepehran';
}
