// The product's speed and size targets, and whether the kept figures meet them (docs/quality.md).
import type { BookingFigures } from '../booking';
import type { BookingAgainstFigures } from '../booking-against';
import { jsTarget } from '../bundle-size';
import type { HotelFigures } from '../hotels';
import type { LighthouseFigures } from '../lighthouse';
import type { UploadFigures } from '../uploads';
import { readFigures } from './figures-store';
import { isHome, kb, wakingJs, type StoredFirstLoad } from './first-load-figures';
import type { LoadFigures } from './load';

interface Target {
  target: string;
  figure: string;
  met: boolean | null;
}

export function targets(): Target[] {
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
    ...uploadTargets(),
  ];
}

/** The ledger issue's bookings a second, and the hotel issue's search latency and reservations. */
function moneyAndHotelTargets(): Target[] {
  const booking = readFigures<BookingFigures[]>('booking')?.figures;
  const hotels = readFigures<HotelFigures>('hotels')?.figures;
  const pgBookings = booking?.find((f) => f.database === 'PostgreSQL');
  const against = readFigures<BookingAgainstFigures>('booking-against')?.figures;
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
      target:
        'Complete bookings a second on PostgreSQL ≥ 90 % of the build before the money core, alternated with it in one run',
      figure: against
        ? `${(against.ratio * 100).toFixed(1)} % (medians ${against.medianNow.toFixed(1)} against ${against.medianBefore.toFixed(1)}/s, ${against.against})`
        : '—',
      met: against ? against.met : null,
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

/**
 * The uploads issue (20 anonymous uploads took the server from 277 to 587 MB): files go to disk
 * as they come. Read on the second wave of uploads, once the first has grown the heap to its
 * working size: what it adds is what the uploads themselves hold.
 */
function uploadTargets(): Target[] {
  const runs = readFigures<UploadFigures[]>('uploads')?.figures;
  const growthOf = (run: UploadFigures | undefined) => {
    const wave = run?.waves.find((w) => w.wave.endsWith('again'));
    return wave ? { added: wave.rssPeakMb - wave.rssBeforeMb, sent: wave.sentMb } : undefined;
  };
  const current = runs?.find((run) => run.build === 'this build');
  const now = growthOf(current);
  const baseline = growthOf(runs?.find((run) => run.build === 'baseline build'));
  return [
    {
      target:
        "20 anonymous uploads at once near the size limit, a second time: the server's RSS grows by less than a third of what they send (no file is held in memory; what it still grows by is the network's buffers not yet collected), and no temporary file is left",
      figure: now
        ? `+${now.added} MiB at the peak for ${now.sent} MiB sent${baseline ? ` (baseline build +${baseline.added} MiB)` : ''}; ${current?.filesLeft} files left`
        : '—',
      met: now ? now.added < now.sent / 3 && current?.filesLeft === 0 : null,
    },
  ];
}
