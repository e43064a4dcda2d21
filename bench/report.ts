// docs/quality.md from the figures kept in docs/quality/: the targets and whether this run met
// them, then each benchmark's and each harness's figures, then the notes that explain misses
// (bench/quality-notes.md, written by hand).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookingFigures } from './booking';
import { jsTarget } from './bundle-size';
import type { HotelFigures } from './hotels';
import type { LighthouseFigures } from './lighthouse';
import type { MemoryFigures } from './memory';
import type { LoadFigures } from './support/load';
import {
  qualityDir,
  readFigures,
  storedNames,
  type Machine,
  type StoredFigures,
} from './support/figures-store';
import { root } from './support/server';

const benchmarkNames = [
  'bundle',
  'cold-start',
  'search',
  'render',
  'booking',
  'hotels',
  'memory',
  'lighthouse',
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * One route's first load as kept in docs/quality/bundle.json. Figures from before the browser's
 * count have no `staticJs`: their `js` was the manifest's static count, and is shown as such.
 */
interface StoredFirstLoad {
  route: string;
  js: number;
  css: number;
  staticJs?: number;
  listedJs?: number;
  target?: number;
  error?: string;
}

/** The browser's count of scripts asked for before waking; null when not measured. */
function wakingJs(r: StoredFirstLoad): number | null {
  return r.staticJs === undefined || r.error ? null : r.js;
}

const isHome = (r: StoredFirstLoad) => r.route.startsWith('/ (home');

function table(headings: string[], rows: Array<Array<string | number>>): string {
  return [
    `| ${headings.join(' | ')} |`,
    `|${headings.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function ran(stored: StoredFigures | null): string {
  if (!stored) return '_not run yet_';
  const machine = stored.machine as Machine | undefined;
  return `_Ran ${stored.ranAt.slice(0, 16).replace('T', ' ')} UTC${machine ? `, load average ${machine.load}` : ''}._`;
}

interface Target {
  target: string;
  figure: string;
  met: boolean | null;
}

function targets(): Target[] {
  const lighthouse = readFigures<LighthouseFigures[]>('lighthouse')?.figures;
  const bundle = readFigures<StoredFirstLoad[]>('bundle')?.figures?.filter(
    (r) => wakingJs(r) !== null,
  );
  const search = readFigures<LoadFigures[]>('search')?.figures;
  const pgSearch = search?.find(
    (f) =>
      f.name.startsWith('PostgreSQL, demo data') &&
      f.name.includes('getFlights') &&
      !f.name.includes('uncached'),
  );
  const worst = <T>(items: T[] | undefined, value: (item: T) => number, pick: 'min' | 'max') =>
    items && items.length > 0
      ? items.reduce((a, b) =>
          (pick === 'min' ? value(b) < value(a) : value(b) > value(a)) ? b : a,
        )
      : undefined;
  // The mix over TCP and over the Unix socket (a server on the database's host): the better one.
  const pgMix = worst(
    search?.filter((f) => f.name.startsWith('PostgreSQL') && f.name.includes('uncached mix')),
    (f) => f.requestsPerSecond,
    'max',
  );
  const isEntry = (p: LighthouseFigures) => p.page === 'passenger entry';
  const slowest = worst(
    lighthouse?.filter((p) => !isEntry(p)),
    (p) => p.scores.performance,
    'min',
  );
  const entry = lighthouse?.find(isEntry);
  const latestPaint = worst(lighthouse, (p) => p.lcp, 'max');
  const mostBlocked = worst(lighthouse, (p) => p.tbt, 'max');
  const mostShifted = worst(lighthouse, (p) => p.cls ?? 0, 'max');
  const home = worst(bundle?.filter(isHome), (r) => r.js, 'max');
  const leastAccessible = worst(lighthouse, (p) => p.scores.accessibility, 'min');
  const heaviest = worst(
    bundle?.filter((r) => !isHome(r)),
    (r) => r.js,
    'max',
  );
  return [
    {
      target:
        'Lighthouse performance ≥ 90 (mobile) on home (sepehran, turk), results, e-ticket, hotel list, hotel page and the content pages (blog, a post, FAQ, about us, recruitment, airport board)',
      figure: slowest
        ? `lowest ${slowest.scores.performance} (${slowest.page}, ${slowest.brand})`
        : '—',
      met: slowest ? slowest.scores.performance >= 90 : null,
    },
    {
      target: 'Lighthouse performance ≥ 85 (mobile) on passenger entry',
      figure: entry ? String(entry.scores.performance) : '—',
      met: entry ? entry.scores.performance >= 85 : null,
    },
    {
      target: 'LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05 on those pages (mobile throttling)',
      figure:
        latestPaint && mostBlocked && mostShifted
          ? `LCP ${(latestPaint.lcp / 1000).toFixed(1)} s (${latestPaint.page}), TBT ${mostBlocked.tbt} ms (${mostBlocked.page}), CLS ${mostShifted.cls ?? '—'} (${mostShifted.page})`
          : '—',
      met:
        latestPaint && mostBlocked && mostShifted
          ? latestPaint.lcp <= 2000 && mostBlocked.tbt <= 200 && (mostShifted.cls ?? 1) <= 0.05
          : null,
    },
    {
      target:
        'First-load JavaScript on home ≤ 200 kB gzipped (what a browser asks for before the page wakes)',
      figure: home ? `${kb(home.js)} (${home.route})` : '—',
      met: home ? home.js <= jsTarget(home.route) : null,
    },
    {
      target: 'Lighthouse accessibility 100 on the same pages',
      figure: leastAccessible
        ? `lowest ${leastAccessible.scores.accessibility} (${leastAccessible.page})`
        : '—',
      met: leastAccessible ? leastAccessible.scores.accessibility === 100 : null,
    },
    {
      target: 'First-load JavaScript ≤ 300 kB gzipped on every other public route',
      figure: heaviest
        ? `largest ${kb(heaviest.js)} (${heaviest.route}); ${bundle?.filter((r) => !isHome(r) && r.js > jsTarget(r.route)).length} of ${bundle?.filter((r) => !isHome(r)).length} over`
        : '—',
      met: heaviest ? heaviest.js <= jsTarget(heaviest.route) : null,
    },
    {
      target: 'Search p99 ≤ 30 ms at 50 connections on PostgreSQL',
      figure: pgSearch ? `p99 ${pgSearch.p99} ms (${pgSearch.requestsPerSecond} req/s)` : '—',
      met: pgSearch ? pgSearch.p99 <= 30 : null,
    },
    {
      target:
        'Uncached search mix (every route and day) p99 ≤ 60 ms and ≥ 1,500 req/s at 50 connections on PostgreSQL',
      figure: pgMix
        ? `p99 ${pgMix.p99} ms (${pgMix.requestsPerSecond} req/s${pgMix.name.includes('socket') ? ', Unix socket' : ''})`
        : '—',
      met: pgMix ? pgMix.p99 <= 60 && pgMix.requestsPerSecond >= 1500 : null,
    },
    ...moneyAndHotelTargets(),
  ];
}

/** The ledger issue's bookings a second, and the hotel issue's search latency and reservations. */
function moneyAndHotelTargets(): Target[] {
  const booking = readFigures<BookingFigures[]>('booking')?.figures;
  const hotels = readFigures<HotelFigures>('hotels')?.figures;
  const pgBookings = booking?.find((f) => f.database === 'PostgreSQL');
  // The cached search, and the better of the uncached mix over TCP and over the Unix socket.
  const searches = hotels?.load.filter((f) => f.name.includes('searchHotels')) ?? [];
  const bestMix = searches
    .filter((f) => f.name.includes('uncached'))
    .reduce<LoadFigures | undefined>((a, b) => (a && a.p99 <= b.p99 ? a : b), undefined);
  const slowestSearch = [...searches.filter((f) => !f.name.includes('uncached')), bestMix]
    .filter((f) => f !== undefined)
    .reduce<LoadFigures | undefined>((a, b) => (a && a.p99 >= b.p99 ? a : b), undefined);
  const reservations = hotels?.reservations;
  return [
    {
      target: 'Complete bookings ≥ 80 a second with 8 travellers on PostgreSQL',
      figure: pgBookings ? `${pgBookings.bookingsPerSecond.toFixed(1)}/s` : '—',
      met: pgBookings ? pgBookings.bookingsPerSecond >= 80 : null,
    },
    {
      target: 'Hotel search p99 ≤ 40 ms at 50 connections on PostgreSQL, cached and uncached',
      figure: slowestSearch
        ? `worst p99 ${slowestSearch.p99} ms (${slowestSearch.requestsPerSecond} req/s, ${slowestSearch.name.includes('uncached') ? 'uncached mix' : 'cached'}${slowestSearch.name.includes('socket') ? ', Unix socket' : ''})`
        : '—',
      met: slowestSearch ? slowestSearch.p99 <= 40 : null,
    },
    {
      target: 'Hotel reservations ≥ 40 a second on PostgreSQL',
      figure: reservations ? `${reservations.reservationsPerSecond.toFixed(1)}/s` : '—',
      met: reservations ? reservations.reservationsPerSecond >= 40 : null,
    },
  ];
}

function loadSection(): string {
  const search = readFigures<LoadFigures[]>('search');
  const booking = readFigures<BookingFigures[]>('booking');
  const render = readFigures<LoadFigures[]>('render');
  const hotels = readFigures<HotelFigures>('hotels');
  return [
    '## Search under load (50 connections)',
    ran(search),
    search
      ? table(
          ['server', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors'],
          search.figures.map((f) => [f.name, f.requestsPerSecond, f.p50, f.p975, f.p99, f.errors]),
        )
      : '',
    '## Pages rendered on the server (20 connections, embedded database)',
    ran(render),
    render
      ? table(
          ['page', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors'],
          render.figures.map((f) => [f.name, f.requestsPerSecond, f.p50, f.p975, f.p99, f.errors]),
        )
      : '',
    '## Complete bookings (search → hold → book → bank → tickets)',
    ran(booking),
    booking
      ? table(
          [
            'database',
            'travellers',
            'bookings/s',
            'quote p50/p99',
            'bookFlight p50/p99',
            'pay p50/p99',
            'bare route req/s',
            'failures',
          ],
          booking.figures.map((b) => [
            b.database,
            b.travellers,
            b.bookingsPerSecond.toFixed(1),
            `${b.steps.quote?.p50}/${b.steps.quote?.p99} ms`,
            `${b.steps.bookFlight?.p50}/${b.steps.bookFlight?.p99} ms`,
            `${b.steps.pay?.p50}/${b.steps.pay?.p99} ms`,
            b.bare.requestsPerSecond,
            Object.keys(b.failures).length > 0 ? JSON.stringify(b.failures) : 'none',
          ]),
        )
      : '',
    '## Hotels: search (50 connections) and complete reservations (PostgreSQL)',
    ran(hotels),
    hotels
      ? [
          table(
            ['load', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors'],
            hotels.figures.load.map((f) => [
              f.name,
              f.requestsPerSecond,
              f.p50,
              f.p975,
              f.p99,
              f.errors,
            ]),
          ),
          table(
            [
              'guests',
              'reservations/s',
              'rooms p50/p99',
              'reserve p50/p99',
              'pay p50/p99',
              'confirmed',
              'failures',
            ],
            [hotels.figures.reservations].map((r) => [
              r.guests,
              r.reservationsPerSecond.toFixed(1),
              `${r.steps.rooms?.p50}/${r.steps.rooms?.p99} ms`,
              `${r.steps.reserve?.p50}/${r.steps.reserve?.p99} ms`,
              `${r.steps.pay?.p50}/${r.steps.pay?.p99} ms`,
              `${r.confirmedInDatabase} of ${r.reservations}`,
              Object.keys(r.failures).length > 0 ? JSON.stringify(r.failures) : 'none',
            ]),
          ),
        ].join('\n\n')
      : '',
  ].join('\n\n');
}

function serverSection(): string {
  const cold = readFigures<Array<{ name: string; ms: number }>>('cold-start');
  const memory = readFigures<MemoryFigures>('memory');
  return [
    '## Cold start to ready (`/healthz` answers)',
    ran(cold),
    cold
      ? table(
          ['start', 'seconds'],
          cold.figures.map((c) => [c.name, (c.ms / 1000).toFixed(2)]),
        )
      : '',
    '## Server memory',
    ran(memory),
    memory
      ? table(
          ['searches', 'RSS after start', 'RSS after the searches', 'errors'],
          [
            [
              memory.figures.searches,
              `${memory.figures.rssAtStartMb} MiB`,
              `${memory.figures.rssAfterMb} MiB`,
              memory.figures.errors,
            ],
          ],
        )
      : '',
  ].join('\n\n');
}

function pageSection(): string {
  const bundle = readFigures<StoredFirstLoad[]>('bundle');
  const lighthouse = readFigures<LighthouseFigures[]>('lighthouse');
  const optional = (bytes: number | undefined) => (bytes === undefined ? '—' : kb(bytes));
  return [
    '## First load per public route (gzipped)',
    "_JavaScript and CSS: every script and style sheet a fresh headless Chromium asks for before the page wakes (`<html data-hydrated>`), the route's lazy parts included, with the critical CSS of the page's head; each built file gzipped at level 9. The manifest's static count (entry, route chunk, their static imports) and the scripts the HTML names (main script and module preloads) are shown beside it. Targets: 200 kB on home, 300 kB elsewhere._",
    ran(bundle),
    bundle
      ? table(
          [
            'route',
            'JavaScript',
            'CSS',
            'target',
            'met',
            "manifest's static count",
            'named by the HTML',
          ],
          bundle.figures.map((r) => {
            const js = wakingJs(r);
            const target = r.target ?? jsTarget(r.route);
            return [
              r.route,
              js === null ? (r.error ?? 'not measured') : kb(js),
              js === null ? '—' : kb(r.css),
              kb(target),
              js === null ? '—' : js <= target ? 'yes' : '**no**',
              kb(r.staticJs ?? r.js),
              optional(r.listedJs),
            ];
          }),
        )
      : '',
    '## Lighthouse (mobile settings, median of several runs, Debian chromium)',
    "_The CPU slowdown of each run is calibrated from this machine's BenchmarkIndex read just before it, so that every run simulates the same phone (see the notes); figures without an index were taken at Lighthouse's fixed 4×._",
    ran(lighthouse),
    lighthouse
      ? table(
          [
            'page',
            'brand',
            'performance',
            'accessibility',
            'best practices',
            'SEO',
            'LCP',
            'TBT',
            'CLS',
            'audits failed outside performance',
            'BenchmarkIndex',
            'CPU slowdown',
          ],
          lighthouse.figures.map((p) => [
            p.page,
            p.brand,
            p.scores.performance,
            p.scores.accessibility,
            p.scores['best-practices'],
            p.scores.seo,
            `${(p.lcp / 1000).toFixed(1)} s`,
            `${p.tbt} ms`,
            p.cls ?? '—',
            p.failedAudits.join(', ') || 'none',
            p.benchmarkIndex ?? '—',
            `${p.cpuSlowdownMultiplier ?? 4}×`,
          ]),
        )
      : '',
  ].join('\n\n');
}

function value(v: unknown): string {
  return typeof v === 'object' && v !== null ? `\`${JSON.stringify(v)}\`` : String(v);
}

/** The harnesses' own summaries (races, faults, fuzz, accessibility, access): their full runs. */
function harnessSection(): string {
  const harnesses = storedNames().filter((name) => !benchmarkNames.includes(name));
  return [
    '## Harnesses (full runs)',
    ...harnesses.map((name) => {
      const stored = readFigures<Record<string, unknown>>(name);
      if (!stored) return '';
      const findings = stored.findings ?? [];
      return [
        `### ${name}`,
        ran(stored),
        table(
          ['figure', 'value'],
          Object.entries(stored.figures).map(([k, v]) => [k, value(v)]),
        ),
        findings.length > 0
          ? `Findings:\n\n${findings.map((f) => `- ${f}`).join('\n')}`
          : 'Findings: none.',
      ].join('\n\n');
    }),
  ].join('\n\n');
}

export function writeQualityReport(): string {
  const machine = storedNames()
    .map((name) => readFigures(name))
    .find((stored) => stored?.machine)?.machine;
  const notes = readFileSync(join(root, 'bench/quality-notes.md'), 'utf8');
  const report = [
    '# Quality figures',
    '_Written by `npm run bench` from docs/quality/*.json; do not edit by hand (the notes at the end come from bench/quality-notes.md)._',
    machine ? `Machine: ${machine.cpus}, ${machine.memory} RAM, Node ${machine.node}.` : '',
    '## Targets',
    table(
      ['target', 'this run', 'met'],
      targets().map((t) => [t.target, t.figure, t.met === null ? 'not run' : t.met ? 'yes' : 'no']),
    ),
    pageSection(),
    loadSection(),
    serverSection(),
    harnessSection(),
    notes.trim(),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const file = join(qualityDir, '..', 'quality.md');
  writeFileSync(file, `${report}\n`);
  return file;
}
