// `npm run bench`: runs every benchmark, prints its figures, keeps them in docs/quality/ and
// writes docs/quality.md. `npm run bench -- search lighthouse` runs only the ones named (the
// report keeps the other parts from their last run). Benchmarks never pass or fail on time.
import { describeFirstLoads, firstLoadBenchmark } from './bundle-size';
import { coldStart } from './cold-start';
import { bookingBenchmark } from './booking';
import { bookingAgainstBenchmark } from './booking-against';
import { hotelsBenchmark } from './hotels';
import { lighthouseBenchmark } from './lighthouse';
import { memoryBenchmark } from './memory';
import { writeQualityReport } from './report';
import { renderBenchmark } from './render';
import { searchBenchmark } from './search';
import { uploadsBenchmark } from './uploads';
import { saveFigures, thisMachine } from './support/figures-store';

const benchmarks: Record<string, () => Promise<unknown>> = {
  bundle: async () => {
    const routes = await firstLoadBenchmark();
    for (const line of describeFirstLoads(routes)) console.log(line);
    // The report keeps the figures; the scripts' list is printed only.
    return routes.map(({ route, js, css, staticJs, listedJs, target, error }) => ({
      route,
      js,
      css,
      staticJs,
      listedJs,
      target,
      ...(error ? { error } : {}),
    }));
  },
  'cold-start': async () => {
    const results = await coldStart();
    for (const result of results)
      console.log(`  ${result.name}: ${(result.ms / 1000).toFixed(2)} s`);
    return results;
  },
  search: async () => {
    const figures = await searchBenchmark();
    for (const f of figures)
      console.log(
        `  ${f.name}: ${f.requestsPerSecond} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}`,
      );
    return figures;
  },
  render: async () => {
    const figures = await renderBenchmark();
    for (const f of figures)
      console.log(
        `  ${f.name}: ${f.requestsPerSecond} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}`,
      );
    return figures;
  },
  booking: async () => {
    const results = await bookingBenchmark();
    for (const result of results) {
      console.log(
        `  ${result.database}: ${result.bookings} bookings with tickets in ${result.seconds.toFixed(1)} s by ${result.travellers} travellers (${result.bookingsPerSecond.toFixed(1)}/s); bare route ${result.bare.requestsPerSecond} req/s`,
      );
      for (const [step, figures] of Object.entries(result.steps))
        console.log(`    ${step}: p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
      if (Object.keys(result.failures).length > 0)
        console.log(`    failures: ${JSON.stringify(result.failures)}`);
    }
    return results;
  },
  'booking-against': async () => {
    const f = await bookingAgainstBenchmark();
    console.log(
      `  median bookings/s: before ${f.medianBefore.toFixed(1)} (${f.commit.startsWith(f.against) ? f.against : `${f.against}, ${f.commit.slice(0, 7)}`}), now ${f.medianNow.toFixed(1)}; now/before ${(f.ratio * 100).toFixed(1)} %`,
    );
    console.log(
      `  ${f.met ? 'PASS' : 'FAIL'}: now/before ${(f.ratio * 100).toFixed(1)} % against the target ≥ ${f.target * 100} %`,
    );
    return f;
  },
  hotels: async () => {
    const figures = await hotelsBenchmark();
    for (const f of figures.load)
      console.log(
        `  ${f.name}: ${f.requestsPerSecond} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}`,
      );
    const r = figures.reservations;
    console.log(
      `  PostgreSQL: ${r.reservations} reservations paid and confirmed in ${r.seconds.toFixed(1)} s by ${r.guests} guests (${r.reservationsPerSecond.toFixed(1)}/s; ${r.confirmedInDatabase} confirmed in the database)`,
    );
    for (const [step, f] of Object.entries(r.steps))
      console.log(`    ${step}: p50 ${f.p50} ms, p99 ${f.p99} ms`);
    if (Object.keys(r.failures).length > 0)
      console.log(`    failures: ${JSON.stringify(r.failures)}`);
    return figures;
  },
  memory: async () => {
    const figures = await memoryBenchmark();
    console.log(
      `  RSS ${figures.rssAtStartMb} MiB after start, ${figures.rssAfterMb} MiB after ${figures.searches} searches (${figures.errors} errors)`,
    );
    return figures;
  },
  uploads: async () => {
    const figures = await uploadsBenchmark();
    for (const run of figures) {
      console.log(`  ${run.build} (${run.filesLeft} files left in the uploads folder):`);
      for (const w of run.waves)
        console.log(
          `    ${w.requests} uploads ${w.wave} (${w.sentMb} MiB sent): RSS ${w.rssBeforeMb} MiB before, ${w.rssPeakMb} MiB at the peak, ${w.rssAfterMb} MiB after; answers ${JSON.stringify(w.statuses)}`,
        );
    }
    return figures;
  },
  lighthouse: async () => {
    const figures = await lighthouseBenchmark();
    for (const page of figures)
      console.log(
        `  ${page.page} (${page.brand}): performance ${page.scores.performance}, accessibility ${page.scores.accessibility}, best practices ${page.scores['best-practices']}, SEO ${page.scores.seo} (LCP ${page.lcp} ms, TBT ${page.tbt} ms); CPU slowdown ${page.cpuSlowdownMultiplier}×${page.benchmarkIndex === undefined ? ' (fixed)' : ` from BenchmarkIndex ${page.benchmarkIndex}`}, ${page.runBenchmarkIndex} as the run started`,
      );
    return figures;
  },
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`,
  );
  process.exit(1);
}

for (const [name, run] of Object.entries(benchmarks)) {
  if (named.length > 0 && !named.includes(name)) continue;
  const machine = thisMachine();
  console.log(`\n${name} (load average ${machine.load}):`);
  const figures = await run();
  // Some pages only (LIGHTHOUSE_PAGES) are printed, not kept: the report stays whole.
  if (name === 'lighthouse' && process.env.LIGHTHOUSE_PAGES) console.log('  (printed only)');
  else saveFigures(name, figures, machine);
}
console.log(`\nwrote ${writeQualityReport()}`);
