// Lighthouse (mobile settings: a mid-range phone on a slow 4G line, simulated) on the pages a
// traveller goes through: home, results, passenger entry and the e-ticket, on the built server
// with its demo data, driving Debian's chromium. Each page is measured several times and the
// median run is kept, as Lighthouse's own guidance advises for its variable performance score.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bookOnce, findCandidates, post } from './support/booking-flow';
import { startServer } from './support/server';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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
  /** Audits that lost points outside performance, for the note. */
  failedAudits: string[];
}

interface PageToMeasure {
  name: string;
  path: string;
}

/** The four pages with real content: a search with flights, a held fare, a paid booking. */
async function pagesOf(base: string): Promise<PageToMeasure[]> {
  const [candidate] = await findCandidates(base, [7]);
  if (!candidate) throw new Error('no flight on sale to measure the booking pages with');
  const search = new URLSearchParams({
    ...candidate.search,
    returnDate: '',
    roundTrip: '0',
    adult: '1',
    child: '0',
    infant: '0',
  });
  const outcome = await bookOnce(base, candidate, Date.now() % 1_000_000);
  if (!('receipt' in outcome)) throw new Error(`could not book: ${outcome.failure}`);
  const booking = await post(base, 'flight/getBooking', { receipt: outcome.receipt });
  const access = booking.data?.access;
  if (typeof access !== 'string') throw new Error('the paid booking has no access token');
  const choice = new URLSearchParams(search);
  choice.set('departureRef', candidate.ref);
  choice.set('agencyId', String(candidate.agencyId));
  return [
    { name: 'home', path: '/' },
    { name: 'results', path: `/flights?${search.toString()}` },
    { name: 'passenger entry', path: `/booking?${choice.toString()}` },
    { name: 'e-ticket', path: `/ticket?access=${encodeURIComponent(access)}` },
  ];
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
    // The brand's own host name chooses it, as in production.
    const site = `http://${brand}.localhost:${port}`;
    for (const page of await pagesOf(server.url)) {
      const lhr = await measurePage(`${site}${page.path}`, chrome.port);
      const score = (id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0));
      figures.push({
        page: page.name,
        brand,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
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
