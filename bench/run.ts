// `npm run bench`: prints every benchmark's figures (never passes or fails on time).
import { cpus, totalmem } from 'node:os';
import { firstLoadSize } from './bundle-size';
import { coldStart } from './cold-start';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
);

const size = firstLoadSize();
console.log(
  `\nfirst-load web app (gzipped): JS ${kb(size.js)}, CSS ${kb(size.css)} (${size.files.length} files)`,
);

console.log('\ncold start to ready (/healthz answers):');
for (const result of await coldStart())
  console.log(`  ${result.name}: ${(result.ms / 1000).toFixed(2)} s`);
