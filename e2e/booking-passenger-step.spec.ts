// Passenger entry's first step on its own: the hold running out and taken again, the step on a
// phone's width, and axe before and after its checks.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  bookingTimeout,
  texts,
  en,
  enMessages,
  isoIn,
  openBooking,
  passengerCard,
  field,
  next,
  withBrowser,
} from './support/booking-flow';
import { useLanguage, words } from './support/locale';

describe('the passenger step', () => {
  it(
    'shows the time-over message after 10 minutes and holds the seats again, keeping the form (en)',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        await page.clock.install();
        await openBooking(page, baseUrl, { date: isoIn(15), adult: 1 }, t);
        const firstName = field(passengerCard(page, t, 'ADT', 1), t('booking.firstName'));
        await firstName.fill('LEILA');
        const before = new URL(page.url()).searchParams.get('quote');
        const expired = page.getByRole('alert').filter({ hasText: enMessages('holdExpired') });
        expect(await expired.count()).toBe(0);

        const skip = 10 * 60_000 + 5_000;
        await page.clock.fastForward(skip);
        await expired.waitFor();
        expect(await page.getByRole('timer').innerText()).toMatch(/(^|\D)0?0:00$/);

        // Only the browser's clock moved: the server's answers are shifted by the same time, as a
        // server ten minutes later would send them (see the report on device clock skew).
        await page.route('**/api/flight/getFlightPrice', async (route) => {
          const response = await route.fetch();
          const json = (await response.json()) as { data?: { expiresAt?: string } };
          if (json.data?.expiresAt)
            json.data.expiresAt = new Date(Date.parse(json.data.expiresAt) + skip).toISOString();
          await route.fulfill({ response, json });
        });
        await page.getByRole('button', { name: t('booking.refreshFlight'), exact: true }).click();
        await page.waitForURL((url) => {
          const quote = url.searchParams.get('quote');
          return quote !== null && quote !== before;
        });
        await expired.waitFor({ state: 'detached' });
        // A fresh hold of about ten minutes.
        const left = /(\d+):(\d\d)$/.exec(await page.getByRole('timer').innerText());
        expect(Number(left?.[1] ?? 0)).toBeGreaterThanOrEqual(9);
        expect(await firstName.inputValue()).toBe('LEILA');
      });
    },
    bookingTimeout,
  );

  it(
    'fits the passenger step on a 390 px screen with the steps and the countdown in view (en)',
    async () => {
      await withBrowser({ width: 390, height: 844 }, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        await openBooking(page, baseUrl, { date: isoIn(17), adult: 1, child: 1 }, t);
        const fits = async () => {
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(390);
          for (const element of [
            page.getByRole('tab', { name: t('booking.step.passengers') }),
            page.getByRole('timer'),
          ]) {
            expect(await element.isVisible()).toBe(true);
            const box = await element.boundingBox();
            expect(box).not.toBeNull();
            expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
          }
        };
        await fits();
        // With every error showing, and scrolled down to the contact fields (the bar is sticky).
        await next(page, t);
        await page.getByText(enMessages('required')).first().waitFor();
        await page
          .getByRole('region', { name: t('booking.contactTitle') })
          .scrollIntoViewIfNeeded();
        await fits();
        const timer = await page.getByRole('timer').boundingBox();
        expect(timer?.y ?? -1).toBeGreaterThanOrEqual(0);
        expect(timer?.y ?? 9999).toBeLessThan(844);
      });
    },
    bookingTimeout,
  );
});

describe('accessibility of the passenger step', () => {
  for (const language of ['en', 'fa'] as const) {
    it(
      `has no serious or critical axe violation in ${language}, before and after validation`,
      async () => {
        await withBrowser({}, async ({ page, context, baseUrl }) => {
          const t = words(language);
          if (language === 'fa') await context.setExtraHTTPHeaders({ 'x-tenant': 'sepehran' });
          await useLanguage(page, language);
          await openBooking(
            page,
            baseUrl,
            { date: isoIn(language === 'en' ? 18 : 19), adult: 1, child: 1 },
            t,
          );
          await passengerCard(page, t, 'CHD', 1).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          await next(page, t);
          await page.getByText(texts(language, 'messages')('required')).first().waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        });
      },
      bookingTimeout,
    );
  }
});
