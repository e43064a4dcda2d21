// How the accessibility sweep reaches a page (a11y-routes.ts and the route files it takes in): to
// its address on the visit's brand, then waiting until the page has settled.
import type { Page } from 'playwright-core';
import type { VisitContext } from './a11y-routes';

/**
 * Waits for the page's heading and for its loaders to go. A loader is a progress bar with no
 * value: one with a value is content (a hotel's rating bars) and stays.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]:not([aria-valuenow]):visible')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
}

/** Opens `path` on the visit's site, waits until it settled, then until `ready` (when given). */
export function at(path: string, ready?: (context: VisitContext) => Promise<void>) {
  return async (context: VisitContext) => {
    await context.page.goto(`${context.site}${path}`);
    await settled(context.page);
    if (ready) await ready(context);
  };
}
