import type { Page } from 'playwright-core';

/**
 * Waits for the page's finite animations and transitions (a popup growing in, a calendar sliding,
 * a button turning enabled) to end: a click on a popup still moving can land outside it, and a
 * half-transparent popup reads as low contrast. Spinners that never end are left.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 3_000)),
    ]),
  );
}
