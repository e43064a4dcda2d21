// Lighthouse (mobile settings: a mid-range phone on a slow 4G line, simulated) on the pages a
// traveller goes through: home, results, passenger entry and the e-ticket, on the built server
// with its demo data, driving Debian's chromium. Each page is measured several times and the
// median run is kept, as Lighthouse's own guidance advises for its variable performance score.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measuredPages } from './support/measured-pages';
import { startServer } from './support/server';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only these pages, by name, comma-separated (LIGHTHOUSE_PAGES="recruitment,about us"); all when unset. */
const onlyPages = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const port = 18_331;

export interface LighthouseFigures {
  page: string;
  brand: string;
  scores: Record<(typeof categories)[number], number>;
  /** Largest contentful paint and total blocking time of the median run, milliseconds. */
  lcp: number;
  tbt: number;
  /** Cumulative layout shift of the median run. */
  cls?: number;
  /** Audits that lost points outside performance, for the note. */
  failedAudits: string[];
}

function median<T>(items: T[], by: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

async function measurePage(url: string, chromePort: number) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    results.push(result.lhr);
  }
  return median(results, (lhr) => lhr.categories.performance?.score ?? 0);
}

export async function lighthouseBenchmark(brand = 'sepehran'): Promise<LighthouseFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parvaz-bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    const pages = (await measuredPages(server.url)).filter(
      (page) => onlyPages.length === 0 || onlyPages.includes(page.name),
    );
    for (const page of pages) {
      // The brand's own host name chooses it, as in production.
      const site = `http://${page.brand ?? brand}.localhost:${port}`;
      const lhr = await measurePage(`${site}${page.path}`, chrome.port);
      const score = (id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0));
      figures.push({
        page: page.name,
        brand: page.brand ?? brand,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        failedAudits: categories
          .filter((id) => id !== 'performance')
          .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
