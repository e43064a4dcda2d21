// First-load size of each public page, gzipped, counted two ways:
// - from Vite's manifest: the entry chunk, the route's own lazily loaded chunk and their static
//   imports. It is what the build alone can tell, and it misses part of what a page loads before
//   it wakes: the lazy parts the server drew (`lazyPart`), whose code the browser loads before it
//   hydrates, with their own imports.
// - in a browser, the figure compared with the targets: every script and style sheet a fresh
//   headless Chromium asks for before `<html data-hydrated>` appears, on the built server with
//   its demo data, plus the critical CSS the server writes into the page's head. The page's HTML
//   lists only the main script and its static imports (the boot script's data-src and
//   data-preload); the route's chunk and its parts are asked for by the main script as it starts,
//   so only a browser sees them all.
// Both count each built file gzipped at level 9, whatever the server sends, so they compare.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, type Chromium } from './support/chromium';
import { kb } from './support/first-load-figures';
import { loadedBeforeWaking } from './support/loaded-before-waking';
import { publicPages, type MeasuredPage } from './support/measured-pages';
import { startServer } from './support/server';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../apps/web/dist');
const port = 18_351;

export interface PublicRoute {
  route: string;
  /** The page measured (its name in support/measured-pages) and its brand; sepehran unless said. */
  page: string;
  brand?: string;
  /** The module its router entry loads lazily (app-router.tsx), for the manifest's count. */
  module: string;
}

/** Public routes, each with the page that measures it. */
export const publicRoutes: PublicRoute[] = [
  { route: '/ (home)', page: 'home', module: 'src/features/home/home-page.tsx' },
  {
    route: '/ (home, turk)',
    page: 'home',
    brand: 'turk',
    module: 'src/features/home/home-page.tsx',
  },
  {
    route: '/flights (results)',
    page: 'results',
    module: 'src/features/flights/results-page.tsx',
  },
  {
    route: '/booking (passenger entry)',
    page: 'passenger entry',
    module: 'src/features/booking/booking-page.tsx',
  },
  {
    route: '/booking/result',
    page: 'booking result',
    module: 'src/features/booking/result-page.tsx',
  },
  {
    route: '/ticket (e-ticket)',
    page: 'e-ticket',
    module: 'src/features/tickets/ticket-page.tsx',
  },
  { route: '/refund', page: 'refund', module: 'src/features/tickets/refund-page.tsx' },
  {
    route: '/flightPrivacy',
    page: 'flight rules',
    module: 'src/features/tickets/flight-rules-page.tsx',
  },
  {
    route: '/ssr (extra services)',
    page: 'extra services',
    module: 'src/features/ssr/ssr-page.tsx',
  },
  { route: '/login', page: 'login', module: 'src/features/auth/login-page.tsx' },
  { route: '/signup', page: 'signup', module: 'src/features/auth/signup-page.tsx' },
  {
    route: '/forgetPassword',
    page: 'forgotten password',
    module: 'src/features/auth/forgot-password-page.tsx',
  },
  { route: '/contactUs', page: 'contact us', module: 'src/features/content/content-page.tsx' },
  { route: '/report', page: 'report', module: 'src/features/cases/report-page.tsx' },
  {
    route: '/case (a case lookup)',
    page: 'case lookup',
    module: 'src/features/cases/case-lookup-page.tsx',
  },
  {
    route: '/hotels (hotel list, turk)',
    page: 'hotel list',
    brand: 'turk',
    module: 'src/features/hotels/hotels-page.tsx',
  },
  {
    route: '/hotels/:id (hotel page, turk)',
    page: 'hotel page',
    brand: 'turk',
    module: 'src/features/hotels/hotel-page.tsx',
  },
  { route: '/blogs', page: 'blog', module: 'src/features/blog/blog-list-page.tsx' },
  {
    route: '/blogs/:slug (a post)',
    page: 'blog post',
    module: 'src/features/blog/blog-post-page.tsx',
  },
  { route: '/faq', page: 'FAQ', module: 'src/features/content/faq-page.tsx' },
  { route: '/aboutUs', page: 'about us', module: 'src/features/content/content-page.tsx' },
  { route: '/recruitment', page: 'recruitment', module: 'src/features/content/content-page.tsx' },
  {
    route: '/flightInformations (airport board)',
    page: 'airport board',
    module: 'src/features/flight-board/flight-board-page.tsx',
  },
];

/** The product's targets for first-load JavaScript, gzipped: 200 kB on home, 300 kB elsewhere. */
export function jsTarget(route: string): number {
  return (route.startsWith('/ (home') ? 200 : 300) * 1024;
}

export interface LoadSize {
  js: number;
  css: number;
  files: string[];
}

/** One route's first load, gzipped bytes. */
export interface RouteFirstLoad {
  route: string;
  /** Scripts the browser asked for before the page woke. */
  js: number;
  /** Style sheets asked for before it woke and the critical CSS in the page's head. */
  css: number;
  /** The manifest's count: the entry, the route's chunk and their static imports. */
  staticJs: number;
  /** The scripts the page's HTML names (the main script and its module preloads). */
  listedJs: number;
  target: number;
  /** Each script asked for before waking, largest first (for what dominates). */
  chunks: Array<{ file: string; bytes: number }>;
  /** Why the browser's count is missing (the page did not wake), else absent. */
  error?: string;
}

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

const gzipped = new Map<string, number>();

/** A built file's size gzipped at level 9, read once per run. */
function gz(file: string): number {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
}

function sizeOf(manifest: Record<string, ManifestChunk>, roots: string[]): LoadSize {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return {
    js: [...seen].reduce((sum, file) => sum + gz(file), 0),
    css: [...css].reduce((sum, file) => sum + gz(file), 0),
    files: [...seen, ...css],
  };
}

function entryKey(manifest: Record<string, ManifestChunk>): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('no entry in the manifest');
  return key;
}

export function firstLoadSize(): LoadSize {
  const manifest = readManifest();
  return sizeOf(manifest, [entryKey(manifest)]);
}

/** The manifest's count for each public route (no server, no browser). */
export function routeLoadSizes(): Array<{ route: string } & LoadSize> {
  const manifest = readManifest();
  const entry = entryKey(manifest);
  return publicRoutes.map(({ route, module }) => {
    if (!manifest[module]) throw new Error(`${module} is not in the manifest: update publicRoutes`);
    return { route, ...sizeOf(manifest, [entry, module]) };
  });
}

/** What the server's HTML gives before any script: the scripts it names and its inline CSS. */
function readPageHtml(html: string): { listed: string[]; inlineCss: string } {
  const attribute = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return {
    listed: [...attribute('data-src'), ...attribute('data-preload')],
    inlineCss: styles.join(''),
  };
}

/** One route measured: the server's HTML for the listed scripts, a browser for the rest. */
async function measureRoute(
  browser: Chromium,
  base: string,
  route: PublicRoute,
  page: MeasuredPage,
  manifest: Record<string, ManifestChunk>,
): Promise<RouteFirstLoad> {
  const brand = route.brand ?? 'sepehran';
  const staticJs = sizeOf(manifest, [entryKey(manifest), route.module]).js;
  const html = await fetch(`${base}${page.path}`, { headers: { 'x-tenant': brand } }).then((r) =>
    r.text(),
  );
  const { listed, inlineCss } = readPageHtml(html);
  const listedJs = listed.reduce((sum, path) => sum + gz(path), 0);
  const inlineCssBytes = gzipSync(inlineCss, { level: 9 }).length;
  const target = jsTarget(route.route);
  // The brand's own host name chooses it, as in production (Chromium sends *.localhost home).
  const url = `${base.replace('127.0.0.1', `${brand}.localhost`)}${page.path}`;
  let loaded: string[];
  try {
    loaded = await loadedBeforeWaking(browser, url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      route: route.route,
      js: 0,
      css: 0,
      staticJs,
      listedJs,
      target,
      chunks: [],
      error: reason,
    };
  }
  const chunks = loaded
    .filter((path) => path.endsWith('.js'))
    .map((file) => ({ file: file.replace(/^\/assets\//, ''), bytes: gz(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const cssFiles = loaded.filter((path) => path.endsWith('.css'));
  return {
    route: route.route,
    js: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    css: cssFiles.reduce((sum, file) => sum + gz(file), 0) + inlineCssBytes,
    staticJs,
    listedJs,
    target,
    chunks,
  };
}

/** Every public route's first load, on the built server with the embedded database. */
export async function firstLoadBenchmark(): Promise<RouteFirstLoad[]> {
  const manifest = readManifest();
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-bundle-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
  const browser = launchChromium();
  try {
    const pages = await publicPages(server.url);
    const figures: RouteFirstLoad[] = [];
    for (const route of publicRoutes) {
      const page = pages.find((p) => p.name === route.page && p.brand === route.brand);
      if (!page) throw new Error(`no ${route.page} page to measure ${route.route} with`);
      figures.push(await measureRoute(browser, server.url, route, page, manifest));
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The scripts every route asked for before waking: the shared start. */
function sharedStart(routes: RouteFirstLoad[]): Array<{ file: string; bytes: number }> {
  const measured = routes.filter((r) => !r.error);
  const [first, ...rest] = measured;
  if (!first) return [];
  return first.chunks.filter((chunk) =>
    rest.every((r) => r.chunks.some((other) => other.file === chunk.file)),
  );
}

/** The lines `npm run bench` prints: each route, then what over-target routes carry. */
export function describeFirstLoads(routes: RouteFirstLoad[], largest = 8): string[] {
  const lines = routes.map((r) =>
    r.error
      ? `  ${r.route}: not measured in the browser (${r.error}); manifest's count JS ${kb(r.staticJs)}`
      : `  ${r.route}: JS ${kb(r.js)}, CSS ${kb(r.css)} gzipped (target ${kb(r.target)}${r.js > r.target ? `, OVER by ${kb(r.js - r.target)}` : ''}); manifest's static count ${kb(r.staticJs)}, named by the HTML ${kb(r.listedJs)}`,
  );
  const shared = sharedStart(routes);
  const sharedFiles = new Set(shared.map((chunk) => chunk.file));
  const sharedBytes = shared.reduce((sum, chunk) => sum + chunk.bytes, 0);
  lines.push(
    `  shared start (asked for by every route): ${kb(sharedBytes)} in ${shared.length} scripts; largest: ${shared
      .slice(0, largest)
      .map((chunk) => `${chunk.file} ${kb(chunk.bytes)}`)
      .join(', ')}`,
  );
  const over = routes.filter((r) => !r.error && r.js > r.target);
  lines.push(over.length === 0 ? '  every route within its target' : '  OVER TARGET:');
  for (const r of over) {
    const own = r.chunks.filter((chunk) => !sharedFiles.has(chunk.file));
    const ownBytes = own.reduce((sum, chunk) => sum + chunk.bytes, 0);
    lines.push(
      `    ${r.route} ${kb(r.js)} > ${kb(r.target)}: shared start ${kb(sharedBytes)}, its own ${kb(ownBytes)} in ${own.length} scripts; largest: ${own
        .slice(0, largest)
        .map((chunk) => `${chunk.file} ${kb(chunk.bytes)}`)
        .join(', ')}`,
    );
  }
  return lines;
}
