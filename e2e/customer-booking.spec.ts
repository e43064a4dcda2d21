// A signed-in customer books for the family: the contact comes from the account, the
// passengers are picked from the saved list, the wallet pays, and the profile shows the trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  bookingTimeout,
  definitionOf,
  en,
  enMessages,
  field,
  fillPassenger,
  nationalCode,
  type Person,
  isoIn,
  next,
  openBooking,
  outcomeText,
  passengerCard,
  tickets,
  servicesStepShown,
} from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { payByWallet, pickSavedPassenger, signIn } from './support/customer-flow';
import { useLanguage } from './support/locale';

/** The sepehran demo customer and the family saved on the account (README, "Demo accounts"). */
const customer = { username: '3712456808', password: 'Parvaz1234', name: 'علی رضایی' };
const family = { adults: ['ALI REZAEI', 'SARA REZAEI'], child: 'NIMA REZAEI' };
/** A grandfather travelling with them, typed in and saved for next time. */
const grandfather: Person = {
  firstName: 'HASAN',
  lastName: 'REZAEI',
  gender: 'M',
  birth: '1956-02-20',
  nationalId: nationalCode(771),
};

describe('a signed-in customer booking', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(10_000);
    await useLanguage(browser.page, 'en');
  });
  afterAll(async () => browser.close());

  it(
    'books the saved family with the account contact, pays by wallet and finds it in the profile',
    async () => {
      const { page, hostUrl } = browser;
      const t = en;
      const site = hostUrl('sepehran', '').replace(/\/$/, '');
      await signIn(page, site, t, customer);
      await openBooking(page, site, { date: isoIn(9), adult: 2, child: 1 }, t);

      // The contact is the account's own mobile until the customer types another.
      const contact = page.getByRole('region', { name: t('booking.contactTitle') });
      expect(await field(contact, t('booking.mobile')).inputValue()).toBe('0912 345 6710');

      const first = passengerCard(page, t, 'ADT', 1);
      const second = passengerCard(page, t, 'ADT', 2);
      const child = passengerCard(page, t, 'CHD', 1);
      await pickSavedPassenger(first, t, family.adults[0] ?? '');
      // A passenger on one card is no longer offered on another; the child is offered to the child.
      await field(second, t('booking.fromSaved')).click();
      const offered = await page.getByRole('option').allInnerTexts();
      expect(offered).toEqual([t('booking.newPassenger'), family.adults[1]]);
      await page.keyboard.press('Escape');
      await fillPassenger(second, t, grandfather, 'gregorian');
      await pickSavedPassenger(child, t, family.child);
      expect(await field(child, t('booking.firstName')).inputValue()).toBe('NIMA');
      expect(await field(page, t('booking.savePassengers')).isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await next(page, t);
      await servicesStepShown(page, t);
      await next(page, t);
      await payByWallet(page, t);

      expect(await outcomeText(page)).toContain(enMessages('reservationConfirmed'));
      const tracking = (await definitionOf(page, t('booking.trackingCode')).innerText()).trim();
      const issued = await tickets(page, t);
      // Each row names the passenger and the type: "ALI REZAEI (Adult)".
      const named = issued.map((row) => row.passenger.split(' (')[0]);
      const grandfatherName = `${grandfather.firstName} ${grandfather.lastName}`;
      expect(named.sort()).toEqual([family.adults[0], grandfatherName, family.child].sort());

      await page.goto(`${site}/profile/flights`);
      await page.getByText(tracking).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The typed passenger joined the saved list; the picked ones are there once each.
      await page.goto(`${site}/profile/passengers`);
      await page.getByText(grandfatherName).first().waitFor();
      for (const name of [...family.adults, family.child, grandfatherName])
        expect(await page.getByText(name, { exact: true }).count()).toBe(1);
    },
    bookingTimeout,
  );
});
