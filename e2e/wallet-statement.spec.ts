// The wallet's statement in a real browser: the demo customer books a flight from the wallet,
// reserves a hotel stay from it and cancels the stay; the statement page then reads every line in
// the reader's language, by what it bought (the PNR, the stay's tracking code in the reader's
// digits), on a wide and a narrow screen, clean under axe.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  bookingTimeout,
  en,
  fa,
  isoIn,
  next,
  openBooking,
  passengerCard,
  servicesStepShown,
} from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { payByWallet, pickSavedPassenger, signIn } from './support/customer-flow';
import { findStay, hotelStay } from './support/hotel-kit';
import { useLanguage } from './support/locale';
import { nextNationalCode } from './support/race-kit';

/** The sepehran demo customer (README, "Demo accounts"), whose wallet starts with credit. */
const customer = { username: '3712456808', password: 'Parvaz1234', name: 'علی رضایی' };
/** Where screenshots go when asked for (`STATEMENT_SHOTS=<dir>`), to look at the page. */
const shots = process.env.STATEMENT_SHOTS;

interface Answer {
  status: number;
  data?: Record<string, unknown>;
  errors?: unknown;
}

describe('the wallet’s statement page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(10_000);
    await useLanguage(browser.page, 'en');
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => browser.close());

  /** A call of the web app's own, from its page: the session is the page's cookie. */
  const apiCall = (path: string, body: unknown): Promise<Answer> =>
    browser.page.evaluate(
      async ([p, b]) => {
        const response = await fetch(`/api/${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-parvaz-session': 'cookie', lang: 'en' },
          body: JSON.stringify(b),
        });
        const json = (await response.json()) as {
          data?: Record<string, unknown>;
          errors?: unknown;
        };
        return { status: response.status, data: json.data, errors: json.errors };
      },
      [path, body] as const,
    );

  it(
    'reads each line by what it bought, in fa and en, wide and narrow',
    async () => {
      const { page, hostUrl } = browser;
      const site = hostUrl('sepehran', '').replace(/\/$/, '');
      await signIn(page, site, en, customer);

      // A hotel stay from the wallet, then cancelled: what it cost goes back to the wallet
      // (before the flight, so that the wallet has room for both).
      // The search is asked of the shared server's address (the brand's host is the browser's).
      const stay = await findStay(inject('baseUrl'));
      // The cheapest of the list, to leave the wallet enough for the flight after it.
      const hotel = [...stay.hotels].sort((a, b) => a.price.total - b.price.total)[0];
      const rooms = await apiCall('hotel/getHotel', {
        id: hotel?.id,
        checkIn: hotelStay.checkIn,
        checkOut: hotelStay.checkOut,
        rooms: [{ adults: 2, children: 0 }],
      });
      const offers = (rooms.data?.rooms ?? []) as Array<{
        roomTypeId: number;
        available: number;
        price: { total: number };
      }>;
      const room = offers.find((offer) => offer.available > 0);
      expect(room).toBeDefined();
      const mobile = '09123456710';
      const reserved = await apiCall('hotel/reserveHotel', {
        hotelId: hotel?.id,
        checkIn: hotelStay.checkIn,
        checkOut: hotelStay.checkOut,
        rooms: [
          {
            roomTypeId: room?.roomTypeId,
            adults: 2,
            children: 0,
            guests: [
              {
                firstName: 'ALI',
                lastName: 'REZAEI',
                nationality: 'IRN',
                national_id: nextNationalCode(),
              },
            ],
          },
        ],
        contact: { mobile, country: 'IR' },
        agreement: '1',
        idempotencyKey: `e2e-statement-${randomBytes(8).toString('hex')}`,
        expectedTotal: room?.price.total,
        payment: 'wallet',
      });
      expect(reserved.status, JSON.stringify(reserved.errors)).toBe(200);
      const trackingCode = String(reserved.data?.trackingCode);
      const cancelled = await apiCall('hotel/hotelRefund', { trackingCode, mobile });
      expect(cancelled.data).toMatchObject({ destination: 'wallet' });

      // A flight booked from the wallet, through the booking pages.
      await openBooking(page, site, { date: isoIn(11), adult: 1 }, en);
      await pickSavedPassenger(passengerCard(page, en, 'ADT', 1), en, 'ALI REZAEI');
      await next(page, en);
      await servicesStepShown(page, en);
      await next(page, en);
      await payByWallet(page, en);

      const expected = {
        en: [`Refund of hotel stay ${trackingCode}`, `Hotel stay ${trackingCode}`],
        fa: [
          `استرداد اقامت هتل ${toLocalDigits(trackingCode, 'fa')}`,
          `اقامت هتل ${toLocalDigits(trackingCode, 'fa')}`,
        ],
      };
      for (const language of ['en', 'fa'] as const) {
        const t = language === 'en' ? en : fa;
        await useLanguage(page, language);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${site}/profile/transactions`);
          await page.getByRole('heading', { name: t('page.profileTransactions') }).waitFor();
          for (const text of expected[language])
            await page.getByText(text, { exact: true }).locator('visible=true').first().waitFor();
          // The flight's line names it by its PNR, in the reader's words.
          const flightWords = t('profile.txBooking').replace(' {{pnr}}', '');
          await page
            .getByText(new RegExp(`^${flightWords} [A-Z0-9]{6}$`))
            .locator('visible=true')
            .first()
            .waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          if (shots)
            await page.screenshot({
              path: `${shots}/statement-${language}-${width}.png`,
              fullPage: true,
            });
        }
      }
    },
    bookingTimeout * 2,
  );
});
