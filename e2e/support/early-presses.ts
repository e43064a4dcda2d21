// A press is never lost (docs/rendering.md): with the app's scripts held back 3 s, as on a phone
// on a slow network, each primary control of the public pages is pressed the moment it is
// visible, before the page has woken, and the press takes effect. `npm test` presses once on each
// page at full speed; `QUALITY=full` (npm run quality:presses) makes every press, then every press
// once more with the CPU slowed 4×. The presses are split between spec files
// (early-presses-N.spec.ts) that run side by side.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { withBrowser } from './booking-flow';
import { presses, type Press } from './early-press-table';
import { useLanguage } from './locale';

const heldBackMs = 3_000;
/** `npm test` presses at full speed; `QUALITY=full` again with the CPU 4× slower. */
const slowdowns = process.env.QUALITY === 'full' ? [1, 4] : [1];

/** Every script of the app answers 3 s late: the server's HTML is on screen long before. */
async function holdScriptsBack(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, heldBackMs));
    await route.continue().catch(() => undefined);
  });
}

/** The presses run: every one with `QUALITY=full`, else the first on each page. */
function pressesRun(): Press[] {
  if (process.env.QUALITY === 'full') return presses;
  return presses.filter((press, i) => presses.findIndex((p) => p.page === press.page) === i);
}

/** The presses of part `part` (1…`parts`): every `parts`-th of those run. */
export function earlyPresses(part: number, parts: number): void {
  const mine = pressesRun().filter((_, i) => i % parts === part - 1);
  describe('a press made before the page wakes', () => {
    for (const slowdown of slowdowns) {
      for (const press of mine) {
        const cpu = slowdown === 1 ? '' : ` (CPU ${slowdown}× slower)`;
        it(`${press.name}${cpu}`, async () => {
          await withBrowser({ width: press.width ?? 1280, height: 844 }, async (browser) => {
            await useLanguage(browser.page, 'en');
            if (slowdown > 1) {
              const cdp = await browser.context.newCDPSession(browser.page);
              await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
            }
            await holdScriptsBack(browser.page);
            await press.run({ ...browser, baseUrl: inject('baseUrl') });
          });
        }, 90_000);
      }
    }
  });
}
