// Persian and Arabic readers see their own digits in the date picker, the booking stepper and the
// hold's countdown; Latin codes inside right-to-left text keep their order; a chosen city's code
// is shown in full in the search box, on a phone and on a desktop.
import type { Language } from '@parvaz/domain/languages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bookingTimeout,
  isoIn,
  openBooking,
  resultsUrl,
  withBrowser,
} from './support/booking-flow';
import { useLanguage, words } from './support/locale';
import { transitionsDone } from './support/transitions';

const westernDigit = /[0-9]/;
const localDigit: Record<'fa' | 'ar', RegExp> = { fa: /[۰-۹]/, ar: /[٠-٩]/ };

async function waitForLanguage(page: Page, language: Language): Promise<void> {
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

/** What a reader sees in an element: its text, and its accessible label. */
async function shownText(element: Locator): Promise<string> {
  const text = (await element.textContent()) ?? '';
  const label = (await element.getAttribute('aria-label')) ?? '';
  return `${text} ${label}`;
}

async function expectLocalDigits(element: Locator, language: 'fa' | 'ar', what: string) {
  const text = await shownText(element);
  expect(text, `${what} (${language}): ${text}`).not.toMatch(westernDigit);
  expect(text, `${what} (${language}): ${text}`).toMatch(localDigit[language]);
}

const brands = [
  { tenant: 'sepehran', language: 'fa' },
  { tenant: 'oman', language: 'ar' },
] as const;

describe('numbers in the reader’s digits', () => {
  for (const { tenant, language } of brands) {
    it(`shows the date picker’s days, months, years and chosen date in ${language} digits`, async () => {
      const t = words(language);
      await withBrowser({ width: 1280, height: 900 }, async ({ page, hostUrl }) => {
        page.setDefaultTimeout(30_000);
        await page.goto(hostUrl(tenant));
        await waitForLanguage(page, language);
        await page
          .getByRole('button', { name: t('picker.open'), exact: true })
          .first()
          .click();
        const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
        await calendar.getByRole('grid').waitFor();
        await transitionsDone(page);
        await expectLocalDigits(calendar, language, 'month view');

        await calendar.getByRole('button', { name: t('picker.dayViewOpen') }).click();
        const years = page.getByRole('radiogroup');
        await years.waitFor();
        await expectLocalDigits(years, language, 'year view');
        await page.keyboard.press('Escape');

        // A day chosen in the month shows in the field in the same digits.
        await page
          .getByRole('button', { name: t('picker.open'), exact: true })
          .first()
          .click();
        await calendar.getByRole('grid').waitFor();
        await transitionsDone(page);
        await calendar.getByRole('gridcell').filter({ hasNotText: /^$/ }).last().click();
        const field = page.getByRole('group', { name: t('search.departureDate') });
        await expect
          .poll(async () => (await field.textContent()) ?? '', { timeout: 10_000 })
          .toMatch(localDigit[language]);
        await expectLocalDigits(field, language, 'date field');
      });
    });
  }

  it(
    'shows the booking stepper and the hold’s countdown in Persian, then Arabic, digits',
    async () => {
      const fa = words('fa');
      const ar = words('ar');
      await withBrowser({ width: 390, height: 844 }, async ({ page, hostUrl }) => {
        page.setDefaultTimeout(30_000);
        const site = hostUrl('sepehran', '').replace(/\/$/, '');
        await openBooking(page, site, { date: isoIn(12), adult: 1 }, fa);
        await expectLocalDigits(page.getByLabel(fa('booking.stepsLabel')), 'fa', 'stepper');
        await expectLocalDigits(page.getByRole('timer'), 'fa', 'countdown');

        await useLanguage(page, 'ar');
        await page.reload();
        await waitForLanguage(page, 'ar');
        await page.getByRole('timer').waitFor({ timeout: 20_000 });
        await expectLocalDigits(page.getByLabel(ar('booking.stepsLabel')), 'ar', 'stepper');
        await expectLocalDigits(page.getByRole('timer'), 'ar', 'countdown');
      });
    },
    bookingTimeout,
  );
});

describe('Latin codes in right-to-left text', () => {
  it('keeps a Persian flight card’s flight number and aircraft in one left-to-right run', async () => {
    await withBrowser({ width: 390, height: 844 }, async ({ page, hostUrl }) => {
      page.setDefaultTimeout(30_000);
      const site = hostUrl('sepehran', '').replace(/\/$/, '');
      await page.goto(resultsUrl(site, { date: isoIn(12), adult: 1 }));
      await waitForLanguage(page, 'fa');
      const card = page.getByTestId('flight-card').first();
      await card.waitFor({ timeout: 20_000 });
      const run = card.getByTestId('flight-codes').locator('bdi[dir="ltr"]');
      expect(await run.count()).toBe(1);
      const text = (await run.textContent()) ?? '';
      // "W51000 · A300-600": the flight number, then the aircraft, both inside the run.
      expect(text).toMatch(/^[A-Z0-9]{2}\d+ · \S.*$/);
      const name = (await card.getAttribute('aria-label')) ?? '';
      expect(name).toContain(text.split(' · ')[0] ?? '-');
    });
  });

  for (const width of [390, 1280]) {
    it(`shows a chosen city's whole airport code in the Persian search box at ${width} px`, async () => {
      await withBrowser({ width, height: 900 }, async ({ page, hostUrl }) => {
        page.setDefaultTimeout(30_000);
        await page.goto(hostUrl('sepehran'));
        await waitForLanguage(page, 'fa');
        const cities = page.locator('input[role="combobox"]');
        for (const [index, typed] of [
          [0, 'MHD'],
          [1, 'THRC'],
        ] as const) {
          await cities.nth(index).click();
          await cities.nth(index).fill(typed);
          await page.getByRole('listbox').getByRole('option').first().waitFor();
          await page.keyboard.press('Enter');
        }
        const codes = page.getByTestId('city-code');
        expect(await codes.allTextContents()).toEqual(['MHD', 'THRC']);
        for (let i = 0; i < 2; i++) {
          const fits = await codes.nth(i).evaluate((code) => {
            const field = code.closest('.MuiInputBase-root');
            if (!field) return false;
            const box = code.getBoundingClientRect();
            const frame = field.getBoundingClientRect();
            return (
              code.scrollWidth <= code.clientWidth + 1 &&
              box.left >= frame.left &&
              box.right <= frame.right
            );
          });
          expect(fits, `code ${i}`).toBe(true);
        }
      });
    });
  }
});
