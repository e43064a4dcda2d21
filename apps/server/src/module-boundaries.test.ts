import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

/**
 * Decision 008 ("one way in"): the rules of .dependency-cruiser.mjs hold for the server's code and
 * tests, and the web app's features form no cycle. A violation is named `rule: from → to`, paths under apps/server/src/ (a cycle names the
 * two module folders).
 *
 * Decision 017 (one owner per table): the imports below still read a table another module owns.
 * The list only shrinks: a new violation fails this test, and so does an entry that no longer
 * occurs.
 */
const stillReadingOthersTables: readonly string[] = [];

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverPrefix = 'apps/server/src/';
const modulesPrefix = `${serverPrefix}modules/`;
const webFeaturesPrefix = 'apps/web/src/features/';

async function violationsOf(folder: string, options: ICruiseOptions): Promise<IViolation[]> {
  const result = await cruise([folder], { ...options, baseDir: repositoryRoot });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
  return result.output.summary.violations;
}

function entryOf(violation: IViolation): string {
  const short = (path: string) =>
    path.startsWith(serverPrefix) ? path.slice(serverPrefix.length) : path;
  return `${short(violation.from)} → ${short(violation.to)}`;
}

/**
 * Four passes of the config's rules: the code (the config leaves tests out); the tests with the
 * `tests-` rules; the cycle rule over modules/ alone, where a folder is one module; and the web
 * app's features alone, where a folder is one feature.
 */
async function allViolations(): Promise<IViolation[]> {
  const options = await extractDepcruiseOptions(`${repositoryRoot}.dependency-cruiser.mjs`);
  const rules = options.ruleSet?.forbidden ?? [];
  const isCycleRule = (rule: (typeof rules)[number]) => rule.name === 'no-module-cycle';
  const isWebRule = (rule: (typeof rules)[number]) => rule.name === 'no-web-feature-cycle';
  const isTestRule = (rule: (typeof rules)[number]) => rule.name?.startsWith('tests-') ?? false;
  const only = (kept: typeof rules) => ({ ...options, ruleSet: { forbidden: kept } });
  const code = await violationsOf(
    serverPrefix,
    only(rules.filter((rule) => !isCycleRule(rule) && !isTestRule(rule) && !isWebRule(rule))),
  );
  const tests = await violationsOf(serverPrefix, {
    ...only(rules.filter(isTestRule)),
    exclude: undefined,
  });
  const cycles = await violationsOf(modulesPrefix, {
    ...only(rules.filter(isCycleRule)),
    includeOnly: `^${modulesPrefix}`,
  });
  const webCycles = await violationsOf(webFeaturesPrefix, {
    ...only(rules.filter(isWebRule)),
    includeOnly: `^${webFeaturesPrefix}`,
    exclude: { path: '\\.test\\.tsx?$' },
  });
  return [...code, ...tests, ...cycles, ...webCycles];
}

describe('module boundaries', () => {
  it('finds no import across modules but through their public faces, and no cycle', async () => {
    const found = (await allViolations()).map(
      (violation) => `${violation.rule.name}: ${entryOf(violation)}`,
    );
    const seen = new Set(found);
    expect({
      unexpected: found.filter((entry) => !stillReadingOthersTables.includes(entry)),
      noLongerFoundRemoveFromList: stillReadingOthersTables.filter((entry) => !seen.has(entry)),
    }).toEqual({ unexpected: [], noLongerFoundRemoveFromList: [] });
    // Reading and resolving every import of the server takes a few seconds, more on a busy host.
  }, 60_000);
});
