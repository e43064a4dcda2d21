// The seat map of a wide body (an Airbus A300-600, 2-4-2 in economy) on a 390 px phone: every
// seat, the window seats of both sides too, can be reached with the arrow keys and by a tap; the
// focused seat is scrolled into view and nothing spills past the screen's width.
import type { Language } from '@parvaz/domain/languages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingTimeout, escape, isoIn, resultsUrl, withBrowser } from './support/booking-flow';
import { useLanguage, words } from './support/locale';

const phone = { width: 390, height: 844 };

/** The whole seat can be seen on the screen and a tap on its middle lands on it. */
async function inView(seat: Locator): Promise<boolean> {
  return seat.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest('[data-testid="seat-grid"]')?.getBoundingClientRect();
    const content = element.closest('.MuiDialogContent-root')?.getBoundingClientRect();
    if (!scroller || !content) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return (
      box.left >= Math.max(0, scroller.left) - 0.5 &&
      box.right <= Math.min(window.innerWidth, scroller.right) + 0.5 &&
      box.top >= content.top - 0.5 &&
      box.bottom <= content.bottom + 0.5 &&
      hit !== null &&
      (hit === element || element.contains(hit))
    );
  });
}

/** The focused seat: its letter, and whether it is the row's last (or first) seat. */
async function focusedSeat(page: Page) {
  const seat = page.locator('[data-testid="seat-grid"] button:focus');
  await seat.waitFor();
  const place = await seat.evaluate((element) => {
    const open = [...(element.parentElement?.querySelectorAll('button') ?? [])].filter(
      (button) => !button.disabled,
    );
    return {
      letter: element.textContent ?? '',
      first: open[0] === element,
      last: open[open.length - 1] === element,
      row: element.dataset.row ?? '',
    };
  });
  return { seat, ...place };
}

async function openWideBodyMap(page: Page, site: string, language: Language): Promise<Locator> {
  const t = words(language);
  await page.goto(resultsUrl(site, { date: isoIn(14), adult: 1 }));
  const card = page.getByTestId('flight-card').filter({ hasText: 'Airbus A300-600' }).first();
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('link', { name: t('results.select'), exact: true }).click();
  await page.waitForURL(/\/booking\?/);
  await page.getByRole('timer').waitFor({ timeout: 20_000 });
  await page.waitForURL(/[?&]quote=/);
  // The main passenger's seat button (its number is written in the reader's digits).
  await page
    .getByRole('button', { name: new RegExp(`^${escape(t('booking.chooseSeat'))} — `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('seat-grid').locator('button').first().waitFor({ timeout: 10_000 });
  return dialog;
}

describe('the seat map of a wide body on a phone', () => {
  for (const [language, brand] of [
    ['en', 'turk'],
    ['fa', 'sepehran'],
  ] as const) {
    it(
      `reaches both window columns by keys and by a tap at 390 px (${language})`,
      async () => {
        await withBrowser(phone, async ({ page, hostUrl }) => {
          // A phone-sized page on a busy machine: navigation gets more time than the default.
          page.setDefaultTimeout(30_000);
          await useLanguage(page, language);
          const dialog = await openWideBodyMap(page, hostUrl(brand, ''), language);
          const t = words(language);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(390);

          // Tab into the map: the first seat that can be picked has the focus.
          for (let i = 0; i < 12; i += 1) {
            await page.keyboard.press('Tab');
            if (await page.locator('[data-testid="seat-grid"] button:focus').count()) break;
          }
          let at = await focusedSeat(page);
          expect(await inView(at.seat)).toBe(true);

          // Down to a row whose right window seat is free, then End: that seat, in view.
          const rowEnds = (side: 'first' | 'last') =>
            page.locator('[data-testid="seat-grid"] button:focus').evaluate((element, side) => {
              const row = [...(element.parentElement?.querySelectorAll('button') ?? [])];
              const end = side === 'first' ? row[0] : row[row.length - 1];
              return end !== undefined && !end.disabled;
            }, side);
          for (let i = 0; i < 40 && !(await rowEnds('last')); i += 1)
            await page.keyboard.press('ArrowDown');
          await page.keyboard.press('End');
          at = await focusedSeat(page);
          expect(at.last, `row ${at.row} ended at ${at.letter}`).toBe(true);
          expect(at.letter).toBe('K');
          expect(await inView(at.seat)).toBe(true);

          // Down to a row whose left window seat is free, then Home: that seat, in view too.
          for (let i = 0; i < 40 && !(await rowEnds('first')); i += 1)
            await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Home');
          at = await focusedSeat(page);
          expect(at.first).toBe(true);
          expect(at.letter).toBe('A');
          expect(await inView(at.seat)).toBe(true);

          // Across the row with the arrows, seat by seat, every one shown as it gets the focus.
          for (let i = 0; i < 9; i += 1) {
            await page.keyboard.press('ArrowRight');
            at = await focusedSeat(page);
            expect(await inView(at.seat), `seat ${at.letter} of row ${at.row}`).toBe(true);
          }
          expect(at.last, `row ${at.row} crossed to ${at.letter}`).toBe(true);

          // To the last row where that letter is free (the test before may hold a later
          // one): the map scrolls down with the focus.
          const lastFree = dialog
            .getByTestId('seat-grid')
            .locator('button:not([disabled])', { hasText: new RegExp(`^${at.letter}$`) })
            .last();
          const lastRow = await lastFree.getAttribute('data-row');
          expect(Number(lastRow)).toBeGreaterThan(Number(at.row));
          for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowDown');
          at = await focusedSeat(page);
          expect(await inView(at.seat)).toBe(true);
          expect(at.row).toBe(lastRow);

          // A tap on a free seat of the last column picks it.
          const window = dialog
            .getByTestId('seat-grid')
            .locator('button:not([disabled])', { hasText: /^K$/ })
            .last();
          await window.scrollIntoViewIfNeeded();
          expect(await inView(window)).toBe(true);
          await window.click();
          await expect.poll(() => window.getAttribute('aria-pressed')).toBe('true');
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(390);
          await dialog.getByRole('button', { name: t('booking.done'), exact: true }).click();
          await dialog.waitFor({ state: 'detached' });
        });
      },
      bookingTimeout,
    );
  }
});
