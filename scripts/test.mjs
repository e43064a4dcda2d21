// `npm test`: every check the project has, in one run, then a table of where the time went.
// One build; the unit and integration tests (vitest projects), which keep the processor busy;
// then the end-to-end tests, and beside them typecheck and lint (ESLint and Prettier), which fill
// the time the browser spends waiting on pages (the accessibility sweep, with its generous
// limits, runs first). Each phase runs even when another failed (except what needs the build),
// so one run shows every failure. Reports go to test-results/; `.ci/run` adds its own set-up
// phases through CI_PHASES ("npm ci=61,chromium=40", seconds).
import { spawn } from 'node:child_process';
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

/** Each phase's name, seconds and whether it passed, in the order they ended. */
const phases = [];
const say = (line) => process.stdout.write(`${line}\n`);

/** Runs a command as a phase; its output goes through, each line marked with the phase. */
function run(name, command, args) {
  say(`--- ${name}: started`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8').on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) say(`[${name}] ${line}`);
      });
      stream.on('end', () => rest && say(`[${name}] ${rest}`));
    }
    child.on('close', (code) => {
      const ok = code === 0;
      phases.push({ name, seconds: (Date.now() - started) / 1000, ok });
      say(`--- ${name}: ${ok ? 'passed' : 'FAILED'}`);
      done(ok);
    });
  });
}

const jsonReporter = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`];

const started = Date.now();
const built = (() => {
  const buildStarted = Date.now();
  // Before the tests: the server's tests of rendered pages use the build too.
  const ok = buildIfStale((line) => say(`[build] ${line}`));
  phases.push({ name: 'build', seconds: (Date.now() - buildStarted) / 1000, ok });
  return ok;
})();
await run('unit and integration', 'npx', ['vitest', 'run', ...jsonReporter(unitReport)]);
const checks = (async () => {
  await run('typecheck', 'npm', ['run', 'typecheck']);
  await run('lint', 'npm', ['run', 'lint:code']);
})();
if (built)
  await run('end-to-end', 'npm', ['test', '-w', '@parvaz/e2e', '--', ...jsonReporter(e2eReport)]);
else phases.push({ name: 'end-to-end', seconds: 0, ok: false });
await checks;
const wall = (Date.now() - started) / 1000;

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
  wall: setUp.reduce((sum, p) => sum + p.seconds, 0) + wall,
  unit: readReport(unitReport),
  e2e: readReport(e2eReport),
  nameOf: (file) => relative(root, file),
});

const failed = phases.filter((p) => !p.ok).map((p) => p.name);
if (failed.length > 0) {
  say(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
