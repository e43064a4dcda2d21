// The price on a 390 px phone: the total to pay, broken down with the agency's service fee
// explained, is on screen from the passenger step on and grows as a seat and a service are added;
// the agencies' prices on the results show every figure, the final price too, without scrolling.
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bookingTimeout,
  escape,
  field,
  fillContact,
  fillPassenger,
  isoIn,
  nationalCode,
  next,
  openBooking,
  passengerCard,
  resultsUrl,
  withBrowser,
  type Words,
} from './support/booking-flow';
import { useLanguage, words } from './support/locale';

const phone = { width: 390, height: 844 };

/** An amount as shown ("IRR 108,920,000", "۱۰۸٬۹۲۰٬۰۰۰ ریال") in minor units of IRR. */
function amountOf(text: string): number {
  return Number(normalizeDigits(text).replace(/\D/g, ''));
}

async function totalOf(page: Page): Promise<number> {
  return amountOf(await page.getByTestId('price-total').innerText());
}

/** Every part of the element is inside the screen's width. */
async function withinScreen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.left >= -0.5 && box.right <= window.innerWidth + 0.5 && box.width > 0;
  });
}

async function pickPaidSeat(page: Page, t: Words): Promise<number> {
  await page
    .getByRole('button', { name: new RegExp(`^${escape(t('booking.chooseSeat'))} — `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const paid = dialog
    .getByRole('button', { name: new RegExp(escape(`, ${t('booking.seatStatus.preferred')},`)) })
    .and(page.locator(':not([disabled])'))
    .first();
  await paid.waitFor({ timeout: 10_000 });
  const label = (await paid.getAttribute('aria-label')) ?? '';
  const price = amountOf(label.split(`${t('booking.seatStatus.preferred')},`)[1] ?? '');
  expect(price).toBeGreaterThan(0);
  // Its name changes once it is ours: found again by its place in the map.
  const place = `[data-row="${await paid.getAttribute('data-row')}"][data-col="${await paid.getAttribute('data-col')}"]`;
  await paid.click();
  await expect.poll(() => dialog.locator(place).getAttribute('aria-pressed')).toBe('true');
  await dialog.getByRole('button', { name: t('booking.done'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return price;
}

describe('the price on a phone', () => {
  it(
    'shows the total from the passenger step and grows it with a seat and a service (en)',
    async () => {
      await withBrowser(phone, async ({ page, hostUrl }) => {
        page.setDefaultTimeout(30_000);
        await useLanguage(page, 'en');
        const t = words('en');
        await openBooking(
          page,
          hostUrl('sepehran', '').replace(/\/$/, ''),
          {
            date: isoIn(15),
            adult: 1,
          },
          t,
        );

        // The passenger step: the breakdown and the total, the fee explained, all on screen.
        await page
          .getByRole('tab', { name: t('booking.step.passengers'), selected: true })
          .waitFor();
        const price = page.getByRole('region', { name: t('booking.priceTitle') });
        await price.getByTestId('price-total').waitFor();
        const start = await totalOf(page);
        expect(start).toBeGreaterThan(0);
        await price.getByText(t('booking.priceFee'), { exact: true }).waitFor();
        const fee = amountOf(await price.getByTestId('price-fee').innerText());
        expect(fee).toBeGreaterThan(0);
        expect(fee).toBeLessThan(start);
        await price.getByText(t('booking.priceTaxes'), { exact: true }).waitFor();
        expect(await withinScreen(price.getByTestId('price-total'))).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );

        // A paid seat: the seats line appears and the total grows by its price.
        const seat = await pickPaidSeat(page, t);
        await price.getByText(t('booking.seats'), { exact: true }).waitFor();
        await expect.poll(() => totalOf(page)).toBe(start + seat);

        // The services step keeps the price in view; 10 kg of baggage add to it.
        await fillPassenger(
          passengerCard(page, t, 'ADT', 1),
          t,
          {
            firstName: 'MINA',
            lastName: 'KARIMI',
            gender: 'F',
            birth: '1990-06-11',
            nationalId: nationalCode(7301),
          },
          'gregorian',
        );
        await fillContact(page, t, '09121237301');
        await next(page, t);
        await page.getByRole('tab', { name: t('booking.step.services'), selected: true }).waitFor();
        expect(await totalOf(page)).toBe(start + seat);
        await field(page, `${t('booking.service.XBAG')} (${t('booking.kg')})`).fill('10');
        const services = page.getByTestId('services-total');
        await expect.poll(async () => amountOf(await services.innerText())).toBeGreaterThan(0);
        const added = amountOf(await services.innerText());
        await expect.poll(() => totalOf(page)).toBe(start + seat + added);
        await price.getByText(t('booking.services'), { exact: true }).waitFor();

        // The last step charges the same total.
        await next(page, t);
        await expect.poll(() => totalOf(page)).toBe(start + seat + added);
      });
    },
    bookingTimeout,
  );

  it('shows the total on the passenger step in Persian, within the screen (fa)', async () => {
    await withBrowser(phone, async ({ page, hostUrl }) => {
      page.setDefaultTimeout(30_000);
      await useLanguage(page, 'fa');
      const t = words('fa');
      await openBooking(
        page,
        hostUrl('sepehran', '').replace(/\/$/, ''),
        {
          date: isoIn(15),
          adult: 2,
        },
        t,
      );
      const price = page.getByRole('region', { name: t('booking.priceTitle') });
      await price.getByTestId('price-total').waitFor();
      expect(await totalOf(page)).toBeGreaterThan(0);
      await price.getByText(t('booking.priceFee'), { exact: true }).waitFor();
      for (const part of await price.locator('li > div > span').all())
        expect(await withinScreen(part)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  });

  for (const language of ['en', 'fa'] as const) {
    it(`shows every price of an agency, the final one too, at 390 px (${language})`, async () => {
      await withBrowser(phone, async ({ page, hostUrl }) => {
        page.setDefaultTimeout(30_000);
        await useLanguage(page, language);
        const t = words(language);
        const site = hostUrl('sepehran', '').replace(/\/$/, '');
        await page.goto(resultsUrl(site, { date: isoIn(15), adult: 2, child: 1 }));
        const card = page.getByTestId('flight-card').first();
        await card.waitFor({ timeout: 20_000 });
        await card.getByRole('button', { name: t('results.details') }).click();
        const prices = card.getByTestId('agency-prices').first();
        await prices.waitFor();
        const final = prices.getByText(t('results.final'), { exact: true });
        await final.waitFor();
        await prices.getByText(t('results.agencyFee'), { exact: true }).waitFor();
        const figures = await prices.locator('dd').all();
        expect(figures.length).toBe(6);
        for (const figure of figures) expect(await withinScreen(figure)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
      });
    });
  }
});
