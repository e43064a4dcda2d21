import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { transitionsDone } from './transitions';

/** Serious and critical accessibility violations on the page, summarised for an assertion message. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No serious or critical violation on the page once its transitions are over (a button turning
 * enabled, a popup growing in): `label` names the page in the failure.
 */
export async function expectAxeClean(page: Page, label?: string): Promise<void> {
  await transitionsDone(page);
  expect(await seriousViolations(page), label).toEqual([]);
}
