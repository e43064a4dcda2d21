import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { transitionsDone } from './transitions';

/** axe-core's browser build, put into a page once per document. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are read: the passing checks' details are not gathered.
  resultTypes: ['violations'],
};

/**
 * axe run in the page itself. Its Playwright wrapper opens a blank page for every audit to merge
 * the frames' results, which costs over a second each; the app has no frames, so the page's own
 * run finds the same violations in a fifth of the time.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, runOptions),
    options,
  );
}

/**
 * Serious and critical accessibility violations on the page once its transitions are over (a
 * button turning enabled, a popup growing in: half-way it reads as low contrast), summarised for
 * an assertion message.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await transitionsDone(page);
  const results = await runAxe(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical violation on the page: `label` names the page in the failure. */
export async function expectAxeClean(page: Page, label?: string): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
}
