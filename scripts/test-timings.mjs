// The table `npm test` prints at its end: each phase's time, each vitest project's and each
// end-to-end file's, the ten slowest tests, and how many tests ran. It reads vitest's JSON
// reports (test-results/*.json); `node scripts/test-timings.mjs` prints it again from them.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(8);

/** The vitest project a unit or integration test file belongs to, by its folder. */
function projectOf(file) {
  if (file.includes('module-boundaries.test')) return 'boundaries';
  for (const [folder, name] of [
    ['packages/domain/', 'domain'],
    ['packages/i18n/', 'i18n'],
    ['apps/server/', 'server'],
    ['apps/web/', 'web'],
  ])
    if (file.includes(folder)) return name;
  return 'other';
}

/** Tests counted by their state: run (passed or failed) and skipped. */
function counts(report) {
  const tests = report.testResults.flatMap((f) => f.assertionResults);
  const passed = tests.filter((t) => t.status === 'passed').length;
  const failed = tests.filter((t) => t.status === 'failed').length;
  return { run: passed + failed, passed, failed, skipped: tests.length - passed - failed };
}

function table(title, rows) {
  process.stdout.write(`\n${title}\n`);
  for (const row of rows) process.stdout.write(`  ${row}\n`);
}

/**
 * `wall`: the seconds the whole run took, from the first phase's start; phases that ran side by
 * side add up to more.
 */
export function printTimings({ phases, wall, unit, e2e, nameOf }) {
  process.stdout.write('\n=== Where the time went\n');
  table('phase                        seconds', [
    ...phases.map(
      (p) => `${p.name.padEnd(26)} ${seconds(p.seconds * 1000)}${p.ok ? '' : '   FAILED'}`,
    ),
    ...(wall === undefined
      ? []
      : [`${'whole run (wall clock)'.padEnd(26)} ${seconds(wall * 1000)}`]),
  ]);

  if (unit) {
    const byProject = new Map();
    for (const file of unit.testResults) {
      const name = projectOf(nameOf(file.name));
      const entry = byProject.get(name) ?? { files: 0, ms: 0, tests: 0 };
      entry.files += 1;
      entry.ms += file.endTime - file.startTime;
      entry.tests += file.assertionResults.length;
      byProject.set(name, entry);
    }
    table(
      'vitest projects (files run side by side: their times add up to more than the phase)',
      [...byProject.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(
          ([name, e]) =>
            `${name.padEnd(12)} ${String(e.files).padStart(4)} files ${seconds(e.ms)} s ${String(e.tests).padStart(6)} tests`,
        ),
    );
    table(
      'slowest unit and integration files',
      [...unit.testResults]
        .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
        .slice(0, 10)
        .map((f) => `${seconds(f.endTime - f.startTime)} s  ${nameOf(f.name)}`),
    );
  }
  if (e2e)
    table(
      'end-to-end files',
      [...e2e.testResults]
        .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
        .map(
          (f) =>
            `${seconds(f.endTime - f.startTime)} s  ${nameOf(f.name)} (${f.assertionResults.length} tests)`,
        ),
    );

  const tests = [unit, e2e].filter(Boolean).flatMap((report) =>
    report.testResults.flatMap((f) =>
      f.assertionResults.map((t) => ({
        file: nameOf(f.name),
        name: t.fullName,
        ms: t.duration ?? 0,
      })),
    ),
  );
  table(
    'slowest ten tests',
    tests
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((t) => `${seconds(t.ms)} s  ${t.file} › ${t.name}`),
  );

  const lines = [];
  for (const [label, report] of [
    ['unit and integration', unit],
    ['end-to-end', e2e],
  ]) {
    if (!report) {
      lines.push(`${label}: no report`);
      continue;
    }
    const c = counts(report);
    lines.push(
      `${label}: ${c.run} run (${c.passed} passed, ${c.failed} failed), ${c.skipped} skipped`,
    );
  }
  table('tests', lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const read = (name) => {
    const file = join(root, 'test-results', name);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };
  printTimings({
    phases: [],
    unit: read('unit.json'),
    e2e: read('e2e.json'),
    nameOf: (file) => relative(root, file),
  });
}
