// The steps of the booking flow as a visitor takes them, shared by the booking e2e tests.
import { toJalali } from '@parvaz/domain/calendar/jalali';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { readLocale } from '@parvaz/i18n/node';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openBrowser, type Browser } from './browser';
import { words } from './locale';

export type Words = (key: string) => string;

/** A test books, pays and reads its result: generous, but bounded. */
export const bookingTimeout = 90_000;

export function texts(language: Language, namespace: 'messages' | 'bank'): Words {
  const all = readLocale(language, namespace);
  return (key) => {
    const text = all[key];
    if (text === undefined) throw new Error(`no ${language} ${namespace} text for ${key}`);
    return text;
  };
}

export const en = words('en');
export const fa = words('fa');
export const enMessages = texts('en', 'messages');
export const faMessages = texts('fa', 'messages');

export function isoIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return isoOf(date);
}

export function isoOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ISO day `years` years and `days` days before an ISO day. */
export function before(iso: string, years: number, days = 0): string {
  const [y, m, d] = iso.split('-').map(Number);
  return isoOf(new Date((y ?? 0) - years, (m ?? 1) - 1, (d ?? 1) - days));
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text of the locale with its `{{placeholders}}` filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The part of a text before its first placeholder ("Pay " of "Pay {{amount}}"). */
export function prefix(text: string): string {
  return text.split('{{')[0] ?? text;
}

export function nationalCode(seed: number): string {
  const nine = String(100_000_000 + seed).slice(-9);
  return `${nine}${iranianCheckDigit(nine)}`;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A Luhn-valid 16-digit card number ending in 0000: the sandbox bank declines it. */
export function decliningCard(): string {
  for (let d = 0; d < 10; d += 1) {
    const pan = `41111111111${d}0000`;
    if (luhnValid(pan)) return pan;
  }
  throw new Error('no Luhn-valid card ending in 0000');
}

export const payingCard = '4111111111111111';

export interface Trip {
  date: string;
  returnDate?: string;
  adult: number;
  child?: number;
  infant?: number;
}

export function resultsUrl(baseUrl: string, trip: Trip): string {
  const query = new URLSearchParams({
    origin: 'MHD',
    destination: 'THRC',
    departureDate: trip.date,
    returnDate: trip.returnDate ?? '',
    roundTrip: trip.returnDate ? '1' : '0',
    adult: String(trip.adult),
    child: String(trip.child ?? 0),
    infant: String(trip.infant ?? 0),
  });
  return `${baseUrl}/flights?${query.toString()}`;
}

/** Clicks the Select link of the `nth` flight on the results page. */
export async function selectFlight(page: Page, label: string, nth = 0): Promise<void> {
  const card = page.getByTestId('flight-card').nth(nth);
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('link', { name: label, exact: true }).click();
}

/** From the results of a trip to the booking page with its seats held. */
export async function openBooking(page: Page, baseUrl: string, trip: Trip, t: Words, nth = 0) {
  await page.goto(resultsUrl(baseUrl, trip));
  if (trip.returnDate) {
    await selectFlight(page, t('results.selectOutbound'), nth);
    await page.waitForURL(/departureRef=/);
  }
  await selectFlight(page, t('results.select'), nth);
  await page.waitForURL(/\/booking\?/);
  await page.getByRole('timer').waitFor({ timeout: 20_000 });
  await page.waitForURL(/[?&]quote=/);
}

/** The card of one passenger: a region named like "Adult 1 (main passenger)". */
export function passengerCard(
  page: Page,
  t: Words,
  type: 'ADT' | 'CHD' | 'INF',
  n: number,
): Locator {
  const title = escape(
    fill(t('booking.passengerTitle'), { type: t(`booking.type.${type}`), n: '#' }),
  );
  // The number is written in the reader's digits.
  const number = `(?:${[n, toLocalDigits(String(n), 'fa'), toLocalDigits(String(n), 'ar')].join('|')})`;
  return page.getByRole('region', {
    name: new RegExp(`^${title.replace('#', number)}(\\s|\\(|$)`),
  });
}

/** A form field by its label, the way assistive technology finds it (a required one ends in *). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));
}

export interface Person {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  /** Gregorian ISO; chosen in the calendar the page shows. */
  birth: string;
  nationalId: string;
}

export async function chooseDate(
  group: Locator,
  t: Words,
  iso: string,
  calendar: 'gregorian' | 'jalali',
): Promise<void> {
  const [y, m, d] = iso.split('-').map(Number);
  const date = { year: y ?? 0, month: m ?? 0, day: d ?? 0 };
  const shown = calendar === 'jalali' ? toJalali(date) : date;
  await choose(field(group, t('booking.year')), String(shown.year));
  await choose(field(group, t('booking.month')), String(shown.month));
  await choose(field(group, t('booking.day')), String(shown.day));
}

/**
 * Picks from a searchable list (a country, a year): types the text, in Western digits or a
 * code, and takes the first choice it leaves, as a keyboard user would with Enter.
 */
export async function choose(input: Locator, typed: string): Promise<void> {
  // The open list is labelled as its field: the field is the combobox of that label.
  const box = input.and(input.page().getByRole('combobox'));
  await box.click();
  await box.fill(typed);
  await box.press('Enter');
}

export async function fillPassenger(
  card: Locator,
  t: Words,
  person: Person,
  calendar: 'gregorian' | 'jalali',
): Promise<void> {
  await field(card, t('booking.firstName')).fill(person.firstName);
  await field(card, t('booking.lastName')).fill(person.lastName);
  await card
    .getByRole('radio', {
      name: t(person.gender === 'M' ? 'booking.male' : 'booking.female'),
      exact: true,
    })
    .check();
  await chooseDate(
    card.getByRole('group', { name: t('booking.birthDate') }),
    t,
    person.birth,
    calendar,
  );
  await choose(field(card, t('booking.nationality')), 'IRN');
  await field(card, t('booking.nationalId')).fill(person.nationalId);
}

export async function fillContact(page: Page, t: Words, mobile: string): Promise<void> {
  const contact = page.getByRole('region', { name: t('booking.contactTitle') });
  await choose(field(contact, t('booking.mobileCountry')), 'IR');
  await field(contact, t('booking.mobile')).fill(mobile);
}

/** The text of the elements that describe a field (its helper text, its error). */
export async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

/** Picks the first free seat for an adult in the seat map dialog; answers the seat's code. */
export async function pickSeat(page: Page, t: Words, n: number): Promise<string> {
  const who = fill(t('booking.passengerTitle'), { type: t('booking.type.ADT'), n });
  await page.getByRole('button', { name: `${t('booking.chooseSeat')} — ${who}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const free = `, ${t('booking.seatKind.window')}, ${t('booking.seatStatus.free')}`;
  const seatButton = dialog.getByRole('button', { name: new RegExp(`${escape(free)}$`) }).first();
  await seatButton.waitFor({ timeout: 10_000 });
  const name = (await seatButton.getAttribute('aria-label')) ?? '';
  const code = /\s(\d+[A-Z])\b/.exec(name)?.[1] ?? '';
  expect(code).not.toBe('');
  await seatButton.click();
  await dialog
    .getByRole('button', {
      name: new RegExp(`\\s${code}, .*${escape(t('booking.seatStatus.mine'))}`),
    })
    .waitFor();
  await dialog.getByRole('button', { name: t('booking.done'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('button', { name: `${t('booking.chooseSeat')} — ${who}` })
    .filter({
      hasText: fill(t('booking.seatChosen'), { seats: code }),
    })
    .waitFor();
  return code;
}

export async function next(page: Page, t: Words): Promise<void> {
  await page.getByRole('button', { name: t('booking.next'), exact: true }).click();
}

/**
 * Waits for passenger entry's services step itself: its heading ("Extra services for …"), which
 * neither the step list nor the price summary shows.
 */
export async function servicesStepShown(page: Page, t: Words): Promise<void> {
  const [before = '', after = ''] = t('booking.servicesFor').split('{{name}}');
  const heading = new RegExp(`^${escape(before)}.+${escape(after)}$`);
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
}

export async function acceptAndPay(page: Page, t: Words): Promise<void> {
  await field(page, t('booking.agreement')).check();
  await page
    .getByRole('button', { name: new RegExp(`^${escape(prefix(t('booking.pay')))}`) })
    .click();
}

/** Fills the sandbox bank's card form and pays, wherever the bank returns to. */
export async function payOnBankPage(page: Page, language: Language, pan: string): Promise<void> {
  const bank = texts(language, 'bank');
  await page.waitForURL(/\/bank\/sandbox\//, { timeout: 20_000 });
  await field(page, bank('cardNumber')).fill(pan);
  await field(page, bank('cvv2')).fill('123');
  await field(page, `${bank('expiry')}: ${bank('expMonth')}`).fill('12');
  await page
    .getByLabel(`${bank('expiry')}: ${bank('expYear')}`)
    .fill(String(new Date().getFullYear() + 2));
  await field(page, bank('otp')).fill('123456');
  await page.getByRole('button', { name: bank('pay'), exact: true }).click();
}

/** Pays a booking on the sandbox bank (or is declined) and waits for the result page. */
export async function payAtBank(page: Page, language: Language, pan: string): Promise<void> {
  await payOnBankPage(page, language, pan);
  await page.waitForURL(/\/booking\/result\?receipt=/, { timeout: 20_000 });
}

export interface TicketRow {
  passenger: string;
  flight: string;
  number: string;
  status: string;
  seat: string;
}

export async function tickets(page: Page, t: Words): Promise<TicketRow[]> {
  const table = page.getByRole('table', { name: t('booking.ticketsTitle') });
  await table.waitFor();
  const rows = await table
    .getByRole('row')
    .evaluateAll((list) =>
      list.map((row) =>
        Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
  return rows
    .filter((cells) => cells.length === 5)
    .map(([passenger = '', flight = '', number = '', status = '', seat = '']) => ({
      passenger,
      flight,
      number,
      status,
      seat,
    }));
}

/** The value of a term on the result page ("PNR", "Tracking code"). */
export function definitionOf(page: Page, term: string): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escape(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The outcome the result page announces (a live status). */
export async function outcomeText(page: Page): Promise<string> {
  const outcome = page.getByTestId('outcome');
  await outcome.waitFor({ timeout: 20_000 });
  expect(await outcome.getAttribute('role')).toBe('status');
  return outcome.innerText();
}

export async function withBrowser(
  options: Parameters<typeof openBrowser>[0],
  run: (browser: Browser) => Promise<void>,
): Promise<void> {
  const browser = await openBrowser(options);
  browser.page.setDefaultTimeout(10_000);
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}
