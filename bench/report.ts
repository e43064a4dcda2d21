// docs/quality.md from the figures kept in docs/quality/: the targets and whether this run met
// them, then each benchmark's and each harness's figures, then the notes that explain misses
// (bench/quality-notes.md, written by hand).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookingFigures } from './booking';
import type { BookingAgainstFigures } from './booking-against';
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
import { kb, wakingJs, type StoredFirstLoad } from './support/first-load-figures';
import { root } from './support/server';
import { targets } from './support/targets';
import type { UploadFigures } from './uploads';

const benchmarkNames = [
  'bundle',
  'cold-start',
  'search',
  'render',
  'booking',
  'booking-against',
  'hotels',
  'memory',
  'uploads',
  'lighthouse',
];

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

function loadSection(): string {
  const search = readFigures<LoadFigures[]>('search');
  const booking = readFigures<BookingFigures[]>('booking');
  const against = readFigures<BookingAgainstFigures>('booking-against');
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
    '## Complete bookings against the build before (PostgreSQL, alternated rounds)',
    ran(against),
    against
      ? [
          `Before: ${against.figures.commit.startsWith(against.figures.against) ? against.figures.against : `${against.figures.against} (${against.figures.commit.slice(0, 7)})`}; ${against.figures.travellers} travellers, ${against.figures.roundSeconds} s a round. Medians: before ${against.figures.medianBefore.toFixed(1)}/s, now ${against.figures.medianNow.toFixed(1)}/s, now/before ${(against.figures.ratio * 100).toFixed(1)} % (target ≥ ${against.figures.target * 100} %).`,
          table(
            [
              'round',
              'build',
              'bookings/s',
              'quote p50/p99',
              'bookFlight p50/p99',
              'pay p50/p99',
              'failures',
            ],
            against.figures.rounds.map((r) => [
              r.round,
              r.side,
              r.bookingsPerSecond.toFixed(1),
              `${r.steps.quote?.p50}/${r.steps.quote?.p99} ms`,
              `${r.steps.bookFlight?.p50}/${r.steps.bookFlight?.p99} ms`,
              `${r.steps.pay?.p50}/${r.steps.pay?.p99} ms`,
              Object.keys(r.failures).length > 0 ? JSON.stringify(r.failures) : 'none',
            ]),
          ),
        ].join('\n\n')
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

function uploadsSection(): string {
  const uploads = readFigures<UploadFigures[]>('uploads');
  return [
    '## Server memory under anonymous uploads',
    '_20 contact-form cases at once from 20 addresses, each with three files just under the 2 MB limit (refused at their captcha once the files are read and checked); then 20 more from one address over its limit, refused before their bodies are read; then the first wave again from 20 other addresses (the first wave also grows the heap to its working size once, the second shows what the uploads hold). Resident set size of the server process (PostgreSQL)._',
    ran(uploads),
    uploads
      ? table(
          [
            'build',
            'wave',
            'sent',
            'RSS before',
            'RSS at the peak',
            'RSS after',
            'answers',
            'files left',
          ],
          uploads.figures.flatMap((run) =>
            run.waves.map((w) => [
              run.build,
              `${w.requests} uploads ${w.wave}`,
              `${w.sentMb} MiB`,
              `${w.rssBeforeMb} MiB`,
              `${w.rssPeakMb} MiB`,
              `${w.rssAfterMb} MiB`,
              Object.entries(w.statuses)
                .map(([status, count]) => `${count} × ${status}`)
                .join(', '),
              run.filesLeft,
            ]),
          ),
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
    uploadsSection(),
    harnessSection(),
    notes.trim(),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const file = join(qualityDir, '..', 'quality.md');
  writeFileSync(file, `${report}\n`);
  return file;
}
