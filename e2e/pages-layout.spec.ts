// The public pages hold still under a reader's finger: the home page's Flights/Hotels labels sit
// whole on their coloured strip at a phone's width in every language (issue 30, item 24), and an
// opened position on /recruitment does not move its Apply button after the press that opened it
// (issue 30, item 23).
import type { Language } from '@parvaz/domain/languages';
import { describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { useLanguage, words } from './support/locale';

const languages: Language[] = ['fa', 'ar', 'en', 'tr'];
const widths = [390, 320];

interface TabFit {
  label: string;
  /** The label's text does not overflow its tab. */
  overflow: number;
  /** How far the label's text runs outside the coloured strip (px, 0 when inside). */
  outside: number;
  /** The strip's own background colour. */
  background: string;
}

describe("the home page's search tabs at a phone's width", () => {
  for (const language of languages)
    for (const width of widths)
      it(`shows both labels whole on their coloured strip (${language}, ${width} px)`, async () => {
        const browser: Browser = await openBrowser({ width, height: 800 });
        try {
          const { page } = browser;
          await useLanguage(page, language);
          await page.goto(browser.hostUrl('sepehran', '/'));
          const t = words(language);
          const tablist = page.getByRole('tablist', { name: t('home.searchTabs') });
          await tablist.waitFor();
          const fits: TabFit[] = await tablist.evaluate((list) => {
            // The strip: the nearest box around the tabs that paints a background of its own.
            let strip: Element | null = list;
            while (strip && getComputedStyle(strip).backgroundColor === 'rgba(0, 0, 0, 0)')
              strip = strip.parentElement;
            const stripBox = strip?.getBoundingClientRect();
            return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
              const range = document.createRange();
              const text = [...tab.childNodes].find(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              );
              if (text) range.selectNodeContents(text);
              const box = range.getBoundingClientRect();
              const outside = stripBox
                ? Math.max(
                    0,
                    stripBox.top - box.top,
                    box.bottom - stripBox.bottom,
                    stripBox.left - box.left,
                    box.right - stripBox.right,
                  )
                : Infinity;
              return {
                label: tab.textContent ?? '',
                overflow: tab.scrollWidth - tab.clientWidth,
                outside: Math.round(outside),
                background: strip ? getComputedStyle(strip).backgroundColor : '',
              };
            });
          });
          expect(fits.map((fit) => fit.label)).toEqual([t('home.tabFlights'), t('home.tabHotels')]);
          for (const fit of fits) {
            expect(fit.overflow, `${fit.label} overflows its tab`).toBeLessThanOrEqual(0);
            expect(fit.outside, `${fit.label} runs off its strip`).toBe(0);
            // Not the page's light background: the white label must read on it.
            const [r = 255, g = 255, b = 255] = (fit.background.match(/\d+/g) ?? []).map(Number);
            expect(0.2126 * r + 0.7152 * g + 0.0722 * b, fit.background).toBeLessThan(128);
          }
        } finally {
          await browser.close();
        }
      });
});

describe('/recruitment: an opened position holds still', () => {
  for (const width of [390, 1280])
    it(`keeps the Apply button where it is in the second after the press that opened it (${width} px)`, async () => {
      const browser: Browser = await openBrowser({ width, height: 844 });
      try {
        const { page } = browser;
        await page.goto(browser.hostUrl('sepehran', '/recruitment'), { waitUntil: 'networkidle' });
        const summary = page.locator('main details > summary').first();
        await summary.scrollIntoViewIfNeeded();
        // Every layout shift from the press on, those right after an input included.
        await page.evaluate(() => {
          const shifts: { value: number; hadRecentInput: boolean; at: number }[] = [];
          Object.assign(window, { shifts, pressedAt: 0 });
          // When the press began (the pointer going down on the summary).
          addEventListener(
            'pointerdown',
            (event) => Object.assign(window, { pressedAt: event.timeStamp }),
            { capture: true, once: true },
          );
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              startTime: number;
            }[])
              shifts.push({
                value: entry.value,
                hadRecentInput: entry.hadRecentInput,
                at: entry.startTime,
              });
          }).observe({ type: 'layout-shift' });
        });
        await summary.click();
        const apply = page.locator('main details[open]').first().getByRole('button');
        await apply.waitFor();
        const tops: number[] = [];
        const pressed = Date.now();
        while (Date.now() - pressed < 1_000) {
          tops.push(
            await apply.evaluate((button) => Math.round(button.getBoundingClientRect().top)),
          );
          await page.waitForTimeout(50);
        }
        expect(new Set(tops).size, `the Apply button moved: ${tops.join(', ')}`).toBe(1);
        const { shifts, pressedAt } = await page.evaluate(() => {
          const seen = window as unknown as {
            shifts: { value: number; hadRecentInput: boolean; at: number }[];
            pressedAt: number;
          };
          return { shifts: seen.shifts, pressedAt: seen.pressedAt };
        });
        // The opening itself pushes the positions below it down, in the frame after the press
        // (a shift of the input's own). A shift later in that second moves what is under the
        // finger, even inside the 500 ms the browser counts as "recent input": it counts.
        const unexpected = shifts
          .filter((shift) => !shift.hadRecentInput || shift.at - pressedAt > 250)
          .reduce((sum, shift) => sum + shift.value, 0);
        expect(unexpected).toBeLessThanOrEqual(0.05);
      } finally {
        await browser.close();
      }
    });
});
