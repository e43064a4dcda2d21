// The hotel voucher after the bank and after the stay: a declined card says so and is paid again
// on the same stay; the Persian voucher keeps the hotel's phone and the guests' Latin names left to
// right, each name apart; once the stay is over (checked out) the guest reviews it there, once,
// and a stay still to come offers no review; the review's link (#review) brings the page to the
// form and gives it the focus.
import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@parvaz/domain/languages';
import { pageCookies } from '@parvaz/domain/contracts/start-up';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bookingTimeout,
  decliningCard,
  enMessages,
  field,
  payingCard,
  payOnBankPage,
  withBrowser,
} from './support/booking-flow';
import { paidStay, reserveStay } from './support/hotel-kit';
import { useLanguage, words } from './support/locale';
import { call } from './support/race-kit';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';

/** Waits for the bank's return to the voucher, then opens it with the stay's mobile. */
async function backOnVoucher(page: Page, url: string): Promise<void> {
  await page.waitForURL(/\/hotels\/voucher\/[A-Z0-9]+/, { timeout: 20_000 });
  await page.goto(url);
  await page.getByTestId('hotel-voucher').waitFor();
}

describe('the hotel voucher', () => {
  it(
    'fa: a declined card says so and pays again; the phone and the guests’ names read left to right',
    async () => {
      await withBrowser({}, async ({ page, baseUrl, hostUrl }) => {
        const t = words('fa');
        const held = await reserveStay(baseUrl);
        await useLanguage(page, 'fa');
        const voucherUrl = hostUrl('sepehran', held.voucherPath);
        await page.goto(hostUrl('sepehran', held.paymentUrl));
        // The stay was reserved in English (the test kit's calls): so is its bank's page.
        await payOnBankPage(page, 'en', decliningCard());
        await backOnVoucher(page, voucherUrl);

        // Declined, not "awaiting confirmation", and Pay again while the rooms are held.
        const status = page.getByTestId('voucher-status');
        await status.filter({ hasText: t('hotelStays.paymentDeclined') }).waitFor();
        expect(await status.innerText()).not.toContain(t('status.notVerified'));
        const again = page.getByRole('region', { name: t('hotelStays.payAgainTitle') });
        await again.getByRole('button', { name: t('booking.payAgain'), exact: true }).click();
        // Paying again is asked from the Persian page: its bank's page is Persian.
        await payOnBankPage(page, 'fa', payingCard);
        await backOnVoucher(page, voucherUrl);
        await status.filter({ hasText: t('status.confirmed') }).waitFor();
        expect(await page.getByTestId('stay-pay-again').count()).toBe(0);
        expect(await page.getByTestId('stay-review').count()).toBe(0);

        // The phone: an isolate of its own, left to right on the right-to-left page.
        const phone = page.getByTestId('voucher-phone');
        const shown = await phone.evaluate((el) => ({
          tag: el.tagName,
          dir: el.getAttribute('dir'),
          direction: getComputedStyle(el).direction,
          bidi: getComputedStyle(el).unicodeBidi,
          page: getComputedStyle(document.body).direction,
          text: el.textContent,
        }));
        expect(shown).toMatchObject({ tag: 'BDI', dir: 'ltr', direction: 'ltr', page: 'rtl' });
        expect(shown.bidi).toBe('isolate');
        expect(shown.text).toMatch(/^\+\d[\d ]+$/);
        // The guests: one list item each, each name its own left-to-right isolate.
        const names = await page
          .getByTestId('voucher-guests')
          .locator('li')
          .evaluateAll((items) =>
            items.map((li) => {
              const bdi = li.querySelector('bdi');
              return { name: bdi?.textContent, dir: bdi?.getAttribute('dir') };
            }),
          );
        expect(names).toEqual([
          { name: 'ALI REZAEI', dir: 'ltr' },
          { name: 'SARA REZAEI', dir: 'ltr' },
        ]);
      });
    },
    bookingTimeout,
  );
});

/**
 * A server of this spec's own on a copy of the demo data, which can be stopped, changed through
 * its embedded database (a stay moved into the past) and started again on the same data.
 */
describe('reviewing a stay that is over', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parvaz-e2e-review-'));
  const dataDir = join(dir, 'db');
  let server: ServerProcess;
  let port: number;
  const start = async () => {
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        UPLOADS_DIR: join(dir, 'uploads'),
        DATABASE_URL: '',
        DEV_TOOLS: '1',
        NODE_ENV: 'test',
      },
      port,
    );
  };

  beforeAll(async () => {
    cpSync(inject('demoDataDir'), dataDir, { recursive: true });
    port = await freePort();
    await start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The stay checked out yesterday, as the status job leaves it after its check-out day. */
  async function moveIntoThePast(trackingCode: string): Promise<void> {
    await server.stop();
    const db = await PGlite.create(dataDir);
    try {
      const moved = await db.query(
        `update hotel_stays
            set status = 'CheckedOut', check_in = current_date - 3, check_out = current_date - 1
          where tracking_code = $1`,
        [trackingCode],
      );
      expect(moved.affectedRows).toBe(1);
    } finally {
      await db.close();
    }
    await start();
  }

  const site = (path: string) => `http://sepehran.localhost:${port}${path}`;
  const open = async (page: Page, language: Language, path: string) => {
    await page
      .context()
      .addCookies([
        { name: pageCookies.language, value: language, url: `http://sepehran.localhost:${port}` },
      ]);
    await page.goto(site(path));
    await page.getByTestId('hotel-voucher').waitFor();
  };

  it(
    'en: a stay to come offers no review; once over, the review is written, sent and sent once',
    async () => {
      await withBrowser({}, async ({ page }) => {
        const t = words('en');
        const stay = await paidStay(server.url);
        await open(page, 'en', stay.voucherPath);
        await page
          .getByTestId('voucher-status')
          .filter({ hasText: t('status.confirmed') })
          .waitFor();
        expect(await page.getByTestId('stay-review').count()).toBe(0);

        await moveIntoThePast(stay.trackingCode);
        // The profile's "Write a review" leads to the voucher's #review: the page comes to the
        // form and the form has the focus (a page loaded afresh: a hash alone would not reload it).
        await page.goto('about:blank');
        await open(page, 'en', `${stay.voucherPath}#review`);
        const review = page.getByRole('region', { name: t('hotelStays.reviewTitle') });
        await review.waitFor();
        const form = review.locator('form');
        await expect
          .poll(() => form.evaluate((element) => element === document.activeElement))
          .toBe(true);
        const shown = await review.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        expect(shown && shown.y >= -1 && shown.y < height).toBe(true);
        // Sent empty: each criterion and the text say what they need.
        const send = review.getByRole('button', { name: t('hotelStays.reviewSend') });
        await send.click();
        const text = field(review, t('hotelStays.reviewText'));
        await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
        expect(await review.getByText(enMessages('required')).count()).toBeGreaterThan(1);

        for (const criterion of ['valueForPrice', 'cleanliness', 'staff', 'facilities']) {
          const group = review.getByRole('group', { name: t(`hotels.criterion.${criterion}`) });
          // The stars' radios are visually hidden under the icons: a click on the radio itself.
          const four = group.getByRole('radio', { name: '4 of 5 stars', exact: true });
          await four.evaluate((radio) => (radio as HTMLElement).click());
          await expect.poll(() => four.isChecked()).toBe(true);
        }
        await text.fill('Clean rooms, kind staff, close to the shrine.');
        await send.click();
        await review
          .getByTestId('review-sent')
          .filter({ hasText: t('hotelStays.reviewSent') })
          .waitFor();
        expect(await send.count()).toBe(0);

        // The server keeps one review a stay: the page says it was sent, and a second is refused.
        await open(page, 'en', stay.voucherPath);
        await page
          .getByTestId('review-sent')
          .filter({ hasText: t('hotelStays.reviewSentBefore') })
          .waitFor();
        const twice = await call(server.url, 'hotel/addReview', {
          trackingCode: stay.trackingCode,
          mobile: stay.mobile,
          criteria: { valueForPrice: 8, cleanliness: 8, staff: 8, facilities: 8 },
          text: 'Again',
        });
        expect(twice.status).toBe(409);
      });
    },
    // A restart of the server on the changed data besides the journey.
    bookingTimeout + 120_000,
  );
});
