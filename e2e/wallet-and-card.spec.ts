// A purchase paid from the wallet and a card (decision 021) as a customer sees it: a new account
// with some credit (less than the flight costs) picks "wallet and card" on the finish step, which
// names what each pays; the bank asks only the card's part; the result page (and the hotel
// voucher) shows the purchase confirmed and how it was paid, the wallet's part and the card's;
// the wallet's statement shows the wallet's part as a payment of that booking. In fa and en, with
// screenshots of the choice and the result at 390 and 1280 px (docs/screens/wallet-and-card-*).
//
// Runs on a server of its own (dev tools on: the sign-up code from the outbox), so that the
// wallet's balance is this spec's alone.
import { resolve } from 'node:path';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  acceptAndPay,
  bookingTimeout,
  definitionOf,
  escape,
  field,
  fill,
  fillPassenger,
  isoIn,
  nationalCode,
  next,
  openBooking,
  outcomeText,
  passengerCard,
  payAtBank,
  payingCard,
  payOnBankPage,
  prefix,
  servicesStepShown,
  texts,
  type Words,
} from './support/booking-flow';
import type { Browser } from './support/browser';
import { openBrowserOn, startDevServer, type DevServer } from './support/accounts';
import { findStay, hotelPath } from './support/hotel-kit';
import { useLanguage, words } from './support/locale';
import {
  amountOf,
  bankAmount,
  creditShown,
  rialsIn,
  signUp,
  topUp,
} from './support/wallet-card-kit';

const screens = resolve(import.meta.dirname, '../docs/screens');
/** One run's customer: a mobile and national code no demo account has. */
const run = Date.now() % 10_000_000;
const customer = {
  mobile: `0936${String(run).padStart(7, '0')}`,
  nationalCode: nationalCode(600_000 + (run % 100_000)),
  password: 'Safar2024',
};
/** What the wallet holds before each purchase: far less than a flight costs. */
const walletRials = 1_000_000;

/** Screenshots of the page at both widths, named `wallet-and-card-<what>-<language>-<width>`. */
async function shoot(page: Page, what: string, language: Language): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky header is drawn once, where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Nothing wider than the screen: no sideways scrolling on a phone.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({
      path: `${screens}/wallet-and-card-${what}-${language}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The radio of "wallet and card" on the finish step. */
function walletAndCard(page: Page, t: Words) {
  return page.getByRole('radio', {
    name: new RegExp(`^${escape(prefix(t('booking.payByWalletAndCard')))}`),
  });
}

/**
 * The statement's line of a purchase (its description in the reader's words, the code in either
 * digits): a payment of the wallet's part.
 */
async function statementShowsWalletPart(
  page: Page,
  site: string,
  t: Words,
  language: Language,
  description: (code: string) => string,
  code: string,
): Promise<void> {
  await page.goto(`${site}/profile/transactions`);
  await page.getByRole('heading', { name: t('page.profileTransactions') }).waitFor();
  const rows = page.getByRole('row');
  const line = rows
    .filter({ hasText: description(code) })
    .or(rows.filter({ hasText: description(toLocalDigits(code, 'fa')) }))
    .first();
  await line.waitFor();
  const text = await line.innerText();
  expect(text).toContain(t('profile.txType.payment'));
  expect(text).toContain(rialsIn(-walletRials, language));
}

/** The lines under a purchase's amount: what the wallet paid and what the card paid. */
async function paidByShown(page: Page, t: Words, language: Language, card: number): Promise<void> {
  // Each amount is isolated, so its digits keep their order in a right-to-left sentence.
  const amount = (rials: number) => `\u2068${rialsIn(rials, language)}\u2069`;
  expect(await page.getByTestId('paid-wallet').innerText()).toBe(
    fill(t('charge.paidFromWallet'), { amount: amount(walletRials) }),
  );
  expect(await page.getByTestId('paid-card').innerText()).toBe(
    fill(t('charge.paidByCard'), { amount: amount(card) }),
  );
}

describe('paying from the wallet and a card', () => {
  let server: DevServer;
  let browser: Browser;
  let site = '';

  beforeAll(async () => {
    server = await startDevServer();
    browser = await openBrowserOn(server);
    await useLanguage(browser.page, 'en');
    site = browser.baseUrl;
    await signUp(browser.page, server, site, words('en'), customer);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['en', 12],
    ['fa', 13],
  ] as const)(
    'books a flight in %s: the wallet first, the card the rest',
    async (language, days) => {
      const { page } = browser;
      const t = words(language);
      await useLanguage(page, language);
      // A wallet+card purchase spends the whole balance: each one starts from a new top-up.
      expect(await creditShown(page, site, t)).toBe(0);
      await topUp(page, site, language, t, walletRials);

      await openBooking(page, site, { date: isoIn(days), adult: 1 }, t);
      await fillPassenger(
        passengerCard(page, t, 'ADT', 1),
        t,
        {
          firstName: 'NEDA',
          lastName: language === 'en' ? 'SHARIFI' : 'KAMALI',
          gender: 'F',
          birth: '1988-09-21',
          nationalId: nationalCode(620_000 + (run % 100_000) + days),
        },
        language === 'fa' ? 'jalali' : 'gregorian',
      );
      await next(page, t);
      await servicesStepShown(page, t);
      await next(page, t);

      // Before paying: what the wallet gives and what the card pays, in the reader's words.
      const total = amountOf(await page.getByTestId('pay').innerText());
      expect(total).toBeGreaterThan(walletRials);
      const card = total - walletRials;
      const choice = walletAndCard(page, t);
      await choice.check();
      expect(await choice.isChecked()).toBe(true);
      await expect
        .poll(() => page.locator('label', { has: choice }).innerText())
        .toBe(
          fill(t('booking.payByWalletAndCard'), {
            wallet: rialsIn(walletRials, language),
            card: rialsIn(card, language),
          }),
        );
      // The pay button names the card's part: that is what the bank will ask.
      await page
        .getByTestId('pay')
        .filter({ hasText: rialsIn(card, language) })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'choice', language);

      await acceptAndPay(page, t);
      // The bank asks only the card's part.
      expect(await bankAmount(page, language)).toBe(rialsIn(card, language));
      await payAtBank(page, language, payingCard);
      expect(await outcomeText(page)).toContain(
        texts(language, 'messages')('reservationConfirmed'),
      );
      const pnr = (await definitionOf(page, t('booking.pnr')).innerText()).trim();
      expect(pnr).toMatch(/^[A-Z0-9۰-۹]{6}$/);
      // Under the amount: how it was paid, the wallet's part and the card's, adding up to it.
      await paidByShown(page, t, language, card);
      expect(amountOf(await page.getByTestId('charged').innerText())).toBe(walletRials + card);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'result', language);

      // The statement: the wallet's part, as a payment of this booking.
      await statementShowsWalletPart(
        page,
        site,
        t,
        language,
        (code) => fill(t('profile.txBooking'), { pnr: code }),
        pnr,
      );
      expect(await creditShown(page, site, t)).toBe(0);
    },
    bookingTimeout * 2,
  );

  it.each(['en', 'fa'] as const)(
    'reserves a hotel stay in %s: the wallet first, the card the rest',
    async (language) => {
      const { page } = browser;
      const t = words(language);
      await useLanguage(page, language);
      expect(await creditShown(page, site, t)).toBe(0);
      await topUp(page, site, language, t, walletRials);

      // One room of the first hotel that has one free for the stay.
      const stay = await findStay(server.url);
      await page.goto(`${site}${hotelPath(stay)}`);
      const howMany = page
        .getByTestId('room-offer')
        .getByRole('combobox', { name: t('hotels.rooms.howMany') })
        .and(page.locator(':enabled'))
        .first();
      await howMany.selectOption('1');
      await page.getByRole('link', { name: t('hotels.rooms.reserve') }).click();
      await page.getByRole('heading', { name: t('hotelStays.reserveTitle') }).waitFor();
      const guests = page.getByTestId('room-guests').first();
      await field(guests, t('booking.firstName')).fill('NEDA');
      await field(guests, t('booking.lastName')).fill(language === 'en' ? 'SHARIFI' : 'KAMALI');
      await field(guests, t('booking.nationalId')).fill(
        nationalCode(640_000 + (run % 100_000) + language.length),
      );
      const contact = page.getByRole('region', { name: t('booking.contactTitle') });
      const mobile = field(contact, t('booking.mobile'));
      if ((await mobile.inputValue()) === '') await mobile.fill(customer.mobile);

      const pay = page.getByRole('button', {
        name: new RegExp(`^${escape(prefix(t('hotelStays.pay')))}`),
      });
      // By card alone first (the form may remember an earlier choice): the button names the total.
      await page.getByRole('radio', { name: t('hotelStays.payBank'), exact: true }).check();
      const byCard = t('hotelStays.payCardPart').split('{{amount}}')[1] ?? '';
      await expect.poll(() => pay.innerText()).not.toContain(byCard);
      const total = amountOf(await pay.innerText());
      expect(total).toBeGreaterThan(walletRials);
      const card = total - walletRials;
      const choice = page.getByRole('radio', {
        name: new RegExp(`^${escape(prefix(t('hotelStays.payWalletAndCard')))}`),
      });
      await choice.check();
      await expect
        .poll(() => page.locator('label', { has: choice }).innerText())
        .toBe(
          fill(t('hotelStays.payWalletAndCard'), {
            wallet: rialsIn(walletRials, language),
            card: rialsIn(card, language),
          }),
        );
      await pay.filter({ hasText: rialsIn(card, language) }).waitFor();
      await page
        .getByRole('checkbox', { name: new RegExp(`^${escape(t('hotelStays.agreement'))}`) })
        .check();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'hotel-choice', language);
      await pay.click();

      expect(await bankAmount(page, language)).toBe(rialsIn(card, language));
      await payOnBankPage(page, language, payingCard);
      await page.waitForURL(/\/hotels\/voucher\/[A-Z0-9]+/, { timeout: 20_000 });
      await page
        .getByTestId('voucher-status')
        .filter({ hasText: t('status.confirmed') })
        .waitFor();
      const trackingCode = (await page.getByTestId('voucher-reference').innerText()).trim();
      await paidByShown(page, t, language, card);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'hotel-voucher', language);

      await statementShowsWalletPart(
        page,
        site,
        t,
        language,
        (code) => fill(t('profile.txHotelStay'), { trackingCode: code }),
        trackingCode,
      );
      expect(await creditShown(page, site, t)).toBe(0);
    },
    bookingTimeout * 2,
  );
});
