// `npm run bench`: prints every benchmark's figures (never passes or fails on time).
// `npm run bench -- search` (or bundle, cold-start, booking) runs only the ones named.
import { cpus, totalmem } from 'node:os';
import { firstLoadSize, routeLoadSizes } from './bundle-size';
import { coldStart } from './cold-start';
import { bookingBenchmark } from './booking';
import { searchBenchmark } from './search';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
);

const named = process.argv.slice(2);
const wanted = (name: string) => named.length === 0 || named.includes(name);

if (wanted('bundle')) {
  const size = firstLoadSize();
  console.log(
    `\nfirst-load web app (gzipped): JS ${kb(size.js)}, CSS ${kb(size.css)} (${size.files.length} files)`,
  );
  for (const route of routeLoadSizes())
    console.log(`  ${route.route}: JS ${kb(route.js)}, CSS ${kb(route.css)}`);
}

if (wanted('cold-start')) {
  console.log('\ncold start to ready (/healthz answers):');
  for (const result of await coldStart())
    console.log(`  ${result.name}: ${(result.ms / 1000).toFixed(2)} s`);
}

if (wanted('search')) {
  console.log('\nsearch under load (50 connections):');
  const figures = await searchBenchmark();
  for (const f of figures) {
    console.log(
      `  ${f.name}: ${f.requestsPerSecond} req/s, p50 ${f.p50} ms, p97.5 ${f.p975} ms, p99 ${f.p99} ms, errors ${f.errors}`,
    );
  }
  for (let i = 0; i + 1 < figures.length; i += 2) {
    const bare = figures[i];
    const search = figures[i + 1];
    if (bare && search)
      console.log(
        `  ${search.name}: ${((100 * search.requestsPerSecond) / bare.requestsPerSecond).toFixed(0)}% of the bare route`,
      );
  }
}

if (wanted('booking')) {
  console.log('\ncomplete bookings on PostgreSQL (search → hold → book → bank → tickets):');
  const booking = await bookingBenchmark();
  const bare = booking.bare;
  console.log(
    `  ${bare.name}: ${bare.requestsPerSecond} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
  );
  console.log(
    `  ${booking.travellers} travellers for ${booking.seconds.toFixed(1)} s: ${booking.bookings} bookings with tickets, ${booking.bookingsPerSecond.toFixed(1)} per second`,
  );
  for (const [step, figures] of Object.entries(booking.steps))
    console.log(`  ${step}: p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  if (Object.keys(booking.failures).length > 0)
    console.log(`  failures: ${JSON.stringify(booking.failures)}`);
}
