// Services added after the sale (/ssr): a customer books, finds the booking again by its tracking
// code and mobile, adds excess baggage, pays the difference at the sandbox bank and sees it
// confirmed; the pages pass axe in English and Persian.
import type { Language } from '@parvaz/domain/languages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  bookingTimeout,
  definitionOf,
  en,
  escape,
  fa,
  field,
  isoIn,
  next,
  openBooking,
  outcomeText,
  passengerCard,
  payingCard,
  payOnBankPage,
  prefix,
  type Words,
} from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { payByWallet, pickSavedPassenger, signIn } from './support/customer-flow';
import { useLanguage } from './support/locale';
import { statusKey } from '@parvaz/domain/format/status-words';

/** The sepehran demo customer (README, "Demo accounts"), whose account mobile is the contact. */
const customer = { username: '3712456808', password: 'Parvaz1234', name: 'علی رضایی' };
const mobile = '09123456710';

/** On /ssr: finds the booking by its tracking code and the contact mobile. */
async function findByTracking(page: Page, site: string, t: Words, trackingCode: string) {
  await page.goto(`${site}/ssr`);
  await field(page, t('tickets.trackingCode')).fill(trackingCode);
  await field(page, t('tickets.mobile')).fill(mobile);
  await page.getByRole('button', { name: t('tickets.findSubmit'), exact: true }).click();
  await page.waitForURL(/\/ssr\?access=/);
  await page.getByRole('region', { name: t('ssr.addTitle') }).waitFor();
}

/** The services of the booking as listed: one line per service with its state. */
async function listedServices(page: Page): Promise<string[]> {
  const list = page.getByTestId('ssr-services');
  await list.waitFor({ timeout: 20_000 });
  return list.getByRole('listitem').allInnerTexts();
}

describe('services added after the sale', () => {
  let browser: Browser;
  let site = '';
  let trackingCode = '';
  let resultUrl = '';

  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(10_000);
    await useLanguage(browser.page, 'en');
    site = browser.hostUrl('sepehran', '').replace(/\/$/, '');
  });
  afterAll(async () => browser.close());

  it(
    'finds a booking by tracking code and mobile, adds 10 kg of baggage, pays at the bank and sees it confirmed',
    async () => {
      const { page } = browser;
      const t = en;
      await signIn(page, site, t, customer);
      await openBooking(page, site, { date: isoIn(11), adult: 1 }, t);
      await pickSavedPassenger(passengerCard(page, t, 'ADT', 1), t, 'ALI REZAEI');
      await next(page, t);
      await page.getByTestId('services-total').waitFor();
      await next(page, t);
      await payByWallet(page, t);
      await outcomeText(page);
      trackingCode = (await definitionOf(page, t('booking.trackingCode')).innerText()).trim();
      expect(trackingCode).toMatch(/^\w+$/);

      await page.goto(`${site}/ssr`);
      await field(page, t('tickets.trackingCode')).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await findByTracking(page, site, t, trackingCode);
      expect(await page.getByText(t('ssr.currentNone')).count()).toBe(1);
      // Nothing chosen: the page says so instead of asking the server.
      await page.getByRole('button', { name: t('ssr.addFree'), exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: t('ssr.chooseSomething') })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const baggage = field(page, `${t('booking.service.XBAG')} (${t('booking.kg')})`);
      await baggage.fill('10');
      const total = (await page.getByTestId('services-total').innerText()).trim();
      expect(total).toMatch(/^IRR\s[\d,]+$/);
      expect(total).not.toMatch(/\s0$/);
      const pay = page.getByRole('button', {
        name: new RegExp(`^${escape(prefix(t('ssr.payAtBank')))}`),
      });
      expect(await pay.innerText()).toContain(total);
      await pay.click();

      await payOnBankPage(page, 'en', payingCard);
      await page.waitForURL(/\/ssr\?receipt=.*payment=ok/, { timeout: 20_000 });
      const outcome = page.getByTestId('ssr-outcome');
      await outcome.waitFor();
      expect(await outcome.innerText()).toContain(t('ssr.paymentOkTitle'));
      const services = await listedServices(page);
      expect(services).toHaveLength(1);
      expect(services[0]).toContain(t('booking.service.XBAG'));
      expect(services[0]).toContain('10 kg');
      expect(services[0]).toContain(t(statusKey('confirmed')));
      expect(await seriousViolations(page)).toEqual([]);
      resultUrl = page.url();

      // Found again, the booking lists the baggage confirmed and offers 10 kg less.
      await findByTracking(page, site, t, trackingCode);
      const again = await listedServices(page);
      expect(again[0]).toContain(t(statusKey('confirmed')));
    },
    bookingTimeout,
  );

  it('reads in Persian, right to left, and passes axe there too', async () => {
    expect(trackingCode).not.toBe('');
    const persian = await openBrowser({ locale: 'fa-IR' });
    persian.page.setDefaultTimeout(10_000);
    try {
      const { page } = persian;
      const language: Language = 'fa';
      await useLanguage(page, language);
      await page.goto(`${site}/ssr`);
      await field(page, fa('tickets.trackingCode')).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await seriousViolations(page)).toEqual([]);

      await findByTracking(page, site, fa, trackingCode);
      const services = await listedServices(page);
      expect(services[0]).toContain(fa(statusKey('confirmed')));
      expect(await seriousViolations(page)).toEqual([]);

      // The bank sends the payer back with the language they paid in; here it is read in Persian.
      const persianResult = new URL(resultUrl);
      persianResult.searchParams.set('lang', 'fa');
      await page.goto(persianResult.toString());
      await page.getByTestId('ssr-outcome').waitFor();
      expect(await page.getByTestId('ssr-outcome').innerText()).toContain(fa('ssr.paymentOkTitle'));
      await listedServices(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await persian.close();
    }
  });
});
