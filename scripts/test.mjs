// `npm test`: every check the project has, in one run, then a table of where the time went.
// Typecheck and lint, the unit and integration tests (vitest projects), one build, the
// end-to-end tests; each phase runs even when an earlier one failed (except what needs the
// build), so one run shows every failure. Reports go to test-results/; `.ci/run` adds its own
// set-up phases through CI_PHASES ("npm ci=61,chromium=40", seconds).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { printTimings } from './test-timings.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const unitReport = join(reports, 'unit.json');
const e2eReport = join(reports, 'e2e.json');
// A report left by an earlier run must not stand for a phase that wrote none this time.
for (const file of [unitReport, e2eReport]) rmSync(file, { force: true });

/** Each phase's name, seconds and whether it passed, in the order run. */
const phases = [];

function run(name, command, args) {
  process.stdout.write(`\n--- ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  phases.push({ name, seconds: (Date.now() - started) / 1000, ok });
  return ok;
}

const jsonReporter = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`];

/** A phase run in this process: `step` returns whether it passed. */
function runHere(name, step) {
  process.stdout.write(`\n--- ${name}\n`);
  const started = Date.now();
  const ok = step();
  phases.push({ name, seconds: (Date.now() - started) / 1000, ok });
  return ok;
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint:code']);
// Once, before the tests: the server's tests of rendered pages and the end-to-end tests use it.
const built = runHere('build', () => buildIfStale((line) => process.stdout.write(`${line}\n`)));
run('unit and integration', 'npx', ['vitest', 'run', ...jsonReporter(unitReport)]);
if (built)
  run('end-to-end', 'npm', ['test', '-w', '@parvaz/e2e', '--', ...jsonReporter(e2eReport)]);
else phases.push({ name: 'end-to-end', seconds: 0, ok: false });

const setUp = (process.env.CI_PHASES ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, seconds] = pair.split('=');
    return { name, seconds: Number(seconds), ok: true };
  });

const readReport = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
printTimings({
  phases: [...setUp, ...phases],
  unit: readReport(unitReport),
  e2e: readReport(e2eReport),
  nameOf: (file) => relative(root, file),
});

const failed = phases.filter((p) => !p.ok).map((p) => p.name);
if (failed.length > 0) {
  process.stdout.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
