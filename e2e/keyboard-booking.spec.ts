// A flight booked with the keyboard only, from the home page to the result: the search (city
// pickers, the date picker's calendar), the flight, the passenger and the contact, the terms, the
// sandbox bank's card form, and the confirmed booking. Nothing is clicked or filled: the focus
// moves by Tab and the keys a keyboard user presses, and the focus shows at every key step.
import type { Language } from '@parvaz/domain/languages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  bookingTimeout,
  escape,
  nationalCode,
  outcomeText,
  payingCard,
  prefix,
  texts,
  withBrowser,
  servicesStepShown,
} from './support/booking-flow';
import { focused, focusIndicator, tabTo, type, type Target } from './support/keyboard';
import { useLanguage, words } from './support/locale';

/** Moves the focus to a control and checks that the focus can be seen there. */
async function reach(page: Page, target: Target, max?: number): Promise<void> {
  await tabTo(page, target, { max });
  // MUI draws a button's focus ripple a frame or two after the focus moves.
  await expect
    .poll(() => focusIndicator(page), {
      message: `focus indicator on ${String(target.name ?? target.selector)}`,
      timeout: 2_000,
    })
    .not.toBeNull();
}

async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

/** A native select: chosen the way the keyboard does it, moving down its options. */
/** Opens a searchable list by reaching it, moves down it; the next Tab takes the choice. */
async function chooseDown(page: Page, label: string, steps: number): Promise<void> {
  await reach(page, { name: label, role: 'combobox' });
  await press(page, 'ArrowDown', steps);
}

/**
 * Opens a dialog from its button with Enter, moves inside it with Tab, closes it with Escape, and
 * checks the focus went back to the button (no trap, nothing lost).
 */
async function openAndLeave(page: Page, opener: Target, max?: number): Promise<void> {
  await reach(page, opener, max);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await press(page, 'Tab');
  expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await press(page, 'Escape');
  await dialog.waitFor({ state: 'detached' });
  const back = await focused(page, opener.selector);
  expect(back.name, 'focus back on the dialog button').toMatch(
    opener.name instanceof RegExp ? opener.name : escape(String(opener.name ?? '')),
  );
}

async function bookByKeyboard(page: Page, site: string, language: Language, seed: number) {
  const t = words(language);
  const bank = texts(language, 'bank');
  await page.goto(`${site}/`);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');

  // The search: one way (it starts as a round trip), each city typed and picked with Enter,
  // the date chosen on the calendar.
  await reach(page, { name: t('search.oneWay'), role: 'button' });
  await press(page, 'Enter');
  await reach(page, { name: t('search.origin'), role: 'input' });
  await type(page, 'MHD');
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await press(page, 'Enter');
  await reach(page, { name: t('search.destination'), role: 'input' });
  await type(page, 'THRC');
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await press(page, 'Enter');
  await reach(page, { selector: '.MuiInputAdornment-root button' });
  await press(page, 'Enter');
  await page.getByRole('grid').waitFor();
  // The calendar opens on today; two weeks on is a day with flights.
  await press(page, 'ArrowDown', 2);
  await press(page, 'Enter');
  await page.getByRole('grid').waitFor({ state: 'detached' });
  await openAndLeave(page, { name: new RegExp(`^${escape(t('search.passengers'))}`) });
  await reach(page, { name: t('search.submit'), role: 'button' });
  await press(page, 'Enter');

  // The first flight of the results.
  await page.waitForURL(/\/flights\?/);
  await page.getByTestId('flight-card').first().waitFor({ timeout: 20_000 });
  await reach(page, { name: t('results.select'), role: 'a' }, 150);
  await press(page, 'Enter');
  await page.waitForURL(/\/booking\?/);
  await page.getByRole('timer').waitFor({ timeout: 20_000 });

  // The seat map opens and lets the focus go again.
  await openAndLeave(page, { name: new RegExp(`^${escape(t('booking.chooseSeat'))}`) });

  // The passenger: names typed, a gender chosen with Space, the birth date moved down to.
  await reach(page, { name: t('booking.firstName'), role: 'input' });
  await type(page, 'KIAN');
  await reach(page, { name: t('booking.lastName'), role: 'input' });
  await type(page, 'NADERI');
  await reach(page, { selector: 'input[type="radio"]' });
  await press(page, 'Space');
  await chooseDown(page, t('booking.day'), 8);
  await chooseDown(page, t('booking.month'), 4);
  await chooseDown(page, t('booking.year'), 30);
  await reach(page, { name: t('booking.nationalId'), role: 'input' });
  await type(page, nationalCode(seed));
  await reach(page, { name: t('booking.mobile'), role: 'input' });
  await type(page, '09127650000'.slice(0, 11 - String(seed).length) + String(seed));
  await reach(page, { name: t('booking.next'), role: 'button' });
  await press(page, 'Enter');

  // The services (none), then the terms and the payment.
  await servicesStepShown(page, t);
  await reach(page, { name: t('booking.next'), role: 'button' });
  await press(page, 'Enter');
  await reach(page, {
    name: new RegExp(`^${escape(t('booking.agreement').slice(0, 12))}`),
    selector: 'input[type="checkbox"]',
  });
  await press(page, 'Space');
  await reach(page, {
    name: new RegExp(`^${escape(prefix(t('booking.pay')))}`),
    role: 'button',
  });
  await press(page, 'Enter');

  // The sandbox bank: a server-rendered form, filled and sent the same way.
  await page.waitForURL(/\/bank\/sandbox\//, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await reach(page, { selector: '#pan' });
  await type(page, payingCard);
  await reach(page, { selector: '#cvv2' });
  await type(page, '123');
  await reach(page, { selector: '#expMonth' });
  await type(page, '12');
  await reach(page, { selector: '#expYear' });
  await type(page, String(new Date().getFullYear() + 2));
  await reach(page, { selector: '#otp' });
  await type(page, '123456');
  await reach(page, { name: bank('pay'), role: 'button' });
  await press(page, 'Enter');

  await page.waitForURL(/\/booking\/result\?receipt=/, { timeout: 20_000 });
  const messages = texts(language, 'messages');
  expect(await outcomeText(page)).toContain(messages('reservationConfirmed'));
  expect(await seriousViolations(page)).toEqual([]);
}

describe('booking a flight with the keyboard only', () => {
  it('opens the phone menu, keeps the focus inside it, and gives it back on Escape', async () => {
    await withBrowser({ width: 390, height: 844 }, async ({ page, hostUrl }) => {
      await useLanguage(page, 'en');
      const t = words('en');
      await page.goto(hostUrl('sepehran', '/'));
      await page.locator('h1').first().waitFor();
      await openAndLeave(page, { name: t('nav.openMenu'), role: 'button' });
      // Inside the open menu, Tab goes round its own controls only (a modal's focus trap).
      await press(page, 'Enter');
      const menu = page.getByRole('dialog');
      await menu.waitFor();
      for (let i = 0; i < 12; i += 1) {
        await press(page, 'Tab');
        expect(await menu.evaluate((box) => box.contains(document.activeElement))).toBe(true);
      }
      await press(page, 'Escape');
      await menu.waitFor({ state: 'detached' });
    });
  });

  // `npm test` books in Persian (right to left, the Jalali calendar); QUALITY=full (npm run
  // quality:a11y) in English too.
  const bookings = [
    ['en', 6101],
    ['fa', 6102],
  ] as const;
  for (const [language, seed] of bookings.filter(
    ([language]) => process.env.QUALITY === 'full' || language === 'fa',
  )) {
    it(
      `searches, books, pays at the bank and sees the result in ${language}`,
      async () => {
        await withBrowser({}, async ({ page, hostUrl }) => {
          await useLanguage(page, language);
          await bookByKeyboard(page, hostUrl('sepehran', '').replace(/\/$/, ''), language, seed);
        });
      },
      bookingTimeout * 2,
    );
  }
});
