// The booking flow as a new visitor goes through it: results → passengers → seats → services →
// discount and agreement → the sandbox bank → the result page, in English and in Persian.
import { toJalali } from '@parvaz/domain/calendar/jalali';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { iranianCheckDigit } from '@parvaz/domain/passengers/identity';
import { readLocale } from '@parvaz/i18n/node';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { useLanguage, words } from './support/locale';

type Words = (key: string) => string;

/** A test books, pays and reads its result: generous, but bounded. */
const bookingTimeout = 90_000;

function texts(language: Language, namespace: 'messages' | 'bank'): Words {
  const all = readLocale(language, namespace);
  return (key) => {
    const text = all[key];
    if (text === undefined) throw new Error(`no ${language} ${namespace} text for ${key}`);
    return text;
  };
}

const en = words('en');
const fa = words('fa');
const enMessages = texts('en', 'messages');
const faMessages = texts('fa', 'messages');

function isoIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return isoOf(date);
}

function isoOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ISO day `years` years and `days` days before an ISO day. */
function before(iso: string, years: number, days = 0): string {
  const [y, m, d] = iso.split('-').map(Number);
  return isoOf(new Date((y ?? 0) - years, (m ?? 1) - 1, (d ?? 1) - days));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text of the locale with its `{{placeholders}}` filled. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The part of a text before its first placeholder ("Pay " of "Pay {{amount}}"). */
function prefix(text: string): string {
  return text.split('{{')[0] ?? text;
}

function nationalCode(seed: number): string {
  const nine = String(100_000_000 + seed).slice(-9);
  return `${nine}${iranianCheckDigit(nine)}`;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A Luhn-valid 16-digit card number ending in 0000: the sandbox bank declines it. */
function decliningCard(): string {
  for (let d = 0; d < 10; d += 1) {
    const pan = `41111111111${d}0000`;
    if (luhnValid(pan)) return pan;
  }
  throw new Error('no Luhn-valid card ending in 0000');
}

const payingCard = '4111111111111111';

interface Trip {
  date: string;
  returnDate?: string;
  adult: number;
  child?: number;
  infant?: number;
}

function resultsUrl(baseUrl: string, trip: Trip): string {
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

/** Clicks the Select button of the `nth` flight on the results page. */
async function selectFlight(page: Page, label: string, nth = 0): Promise<void> {
  const card = page.getByTestId('flight-card').nth(nth);
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: label, exact: true }).click();
}

/** From the results of a trip to the booking page with its seats held. */
async function openBooking(page: Page, baseUrl: string, trip: Trip, t: Words, nth = 0) {
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
function passengerCard(page: Page, t: Words, type: 'ADT' | 'CHD' | 'INF', n: number): Locator {
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
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));
}

interface Person {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  /** Gregorian ISO; chosen in the calendar the page shows. */
  birth: string;
  nationalId: string;
}

async function chooseDate(
  group: Locator,
  t: Words,
  iso: string,
  calendar: 'gregorian' | 'jalali',
): Promise<void> {
  const [y, m, d] = iso.split('-').map(Number);
  const date = { year: y ?? 0, month: m ?? 0, day: d ?? 0 };
  const shown = calendar === 'jalali' ? toJalali(date) : date;
  await field(group, t('booking.year')).selectOption(String(shown.year));
  await field(group, t('booking.month')).selectOption(String(shown.month));
  await field(group, t('booking.day')).selectOption(String(shown.day));
}

async function fillPassenger(
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
  const nationality = field(card, t('booking.nationality'));
  if ((await nationality.inputValue()) !== 'IRN') await nationality.selectOption('IRN');
  await field(card, t('booking.nationalId')).fill(person.nationalId);
}

async function fillContact(page: Page, t: Words, mobile: string): Promise<void> {
  const contact = page.getByRole('region', { name: t('booking.contactTitle') });
  const country = field(contact, t('booking.mobileCountry'));
  if ((await country.inputValue()) !== 'IR') await country.selectOption('IR');
  await field(contact, t('booking.mobile')).fill(mobile);
}

/** The text of the elements that describe a field (its helper text, its error). */
async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

/** Picks the first free seat for an adult in the seat map dialog; answers the seat's code. */
async function pickSeat(page: Page, t: Words, n: number): Promise<string> {
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

async function next(page: Page, t: Words): Promise<void> {
  await page.getByRole('button', { name: t('booking.next'), exact: true }).click();
}

async function acceptAndPay(page: Page, t: Words): Promise<void> {
  await field(page, t('booking.agreement')).check();
  await page
    .getByRole('button', { name: new RegExp(`^${escape(prefix(t('booking.pay')))}`) })
    .click();
}

/** Fills the sandbox bank's card form and pays (or is declined). */
async function payAtBank(page: Page, language: Language, pan: string): Promise<void> {
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
  await page.waitForURL(/\/booking\/result\?receipt=/, { timeout: 20_000 });
}

interface TicketRow {
  passenger: string;
  flight: string;
  number: string;
  status: string;
  seat: string;
}

async function tickets(page: Page, t: Words): Promise<TicketRow[]> {
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
function definitionOf(page: Page, term: string): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escape(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The outcome the result page announces (a live status). */
async function outcomeText(page: Page): Promise<string> {
  const outcome = page.getByTestId('outcome');
  await outcome.waitFor({ timeout: 20_000 });
  expect(await outcome.getAttribute('role')).toBe('status');
  return outcome.innerText();
}

async function withBrowser(
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

describe('booking a flight', () => {
  it(
    'books 2 adults, a child and an infant one way with seats, services and a discount (en)',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        const date = isoIn(12);
        await openBooking(page, baseUrl, { date, adult: 2, child: 1, infant: 1 }, t);
        await page.getByRole('heading', { name: t('booking.title') }).waitFor();
        expect(await page.getByTestId('passenger-card').count()).toBe(4);

        // Next on the empty form: every required field says so, the first one has the focus.
        await next(page, t);
        const required = enMessages('required');
        await page.getByText(required).first().waitFor();
        expect(await page.getByText(required).count()).toBeGreaterThanOrEqual(4 * 3 + 1);
        const firstAdult = passengerCard(page, t, 'ADT', 1);
        const firstName = field(firstAdult, t('booking.firstName'));
        expect(await firstName.getAttribute('aria-invalid')).toBe('true');
        expect(await descriptionOf(firstName)).toContain(required);
        const mobile = field(page, t('booking.mobile'));
        expect(await descriptionOf(mobile)).toContain(required);
        await page.waitForFunction(
          () => document.activeElement?.id === 'bk-passengers-0-firstName',
        );
        // Still on the passenger step.
        await page
          .getByRole('tab', { name: t('booking.step.passengers'), selected: true })
          .waitFor();

        const people: Array<[Locator, Person]> = [
          [
            firstAdult,
            {
              firstName: 'SARA',
              lastName: 'AHMADI',
              gender: 'F',
              birth: '1988-03-21',
              nationalId: nationalCode(1201),
            },
          ],
          [
            passengerCard(page, t, 'ADT', 2),
            {
              firstName: 'REZA',
              lastName: 'AHMADI',
              gender: 'M',
              birth: '1985-11-02',
              nationalId: nationalCode(1202),
            },
          ],
          [
            passengerCard(page, t, 'CHD', 1),
            {
              firstName: 'NIMA',
              lastName: 'AHMADI',
              gender: 'M',
              birth: before(date, 7),
              nationalId: nationalCode(1203),
            },
          ],
          [
            passengerCard(page, t, 'INF', 1),
            {
              firstName: 'TARA',
              lastName: 'AHMADI',
              gender: 'F',
              birth: before(date, 1),
              nationalId: nationalCode(1204),
            },
          ],
        ];
        for (const [card, person] of people) await fillPassenger(card, t, person, 'gregorian');
        await fillContact(page, t, '09121234567');
        expect(await page.getByText(required).count()).toBe(0);

        // Seats for the adults; children and infants are told they cannot have one.
        const seats = [await pickSeat(page, t, 1), await pickSeat(page, t, 2)];
        expect(new Set(seats).size).toBe(2);
        for (const [type, n] of [
          ['CHD', 1],
          ['INF', 1],
        ] as const) {
          const card = passengerCard(page, t, type, n);
          await card.getByText(enMessages('seatNotForChildOrInfant')).waitFor();
          expect(
            await card
              .getByRole('button', { name: new RegExp(escape(t('booking.chooseSeat'))) })
              .count(),
          ).toBe(0);
        }

        await next(page, t);
        await page
          .getByRole('heading', { name: fill(t('booking.servicesFor'), { name: 'SARA AHMADI' }) })
          .waitFor();
        await field(page, t('booking.wheelchairNeeded')).check();
        const baggage = field(page, `${t('booking.service.XBAG')} (${t('booking.kg')})`);
        await baggage.fill('10');
        expect(await baggage.inputValue()).toBe('10');
        expect(await page.getByTestId('services-total').innerText()).not.toMatch(/^\D*0\D*$/);

        await next(page, t);
        const passengers = page.getByRole('region', { name: t('booking.passengersTitle') });
        for (const seat of seats)
          await passengers
            .getByText(new RegExp(`${escape(t('booking.direction.departure'))} ${seat}`))
            .waitFor();
        const services = page.getByRole('region', { name: t('booking.servicesTitle') });
        await services.getByText(t('booking.service.WCHR'), { exact: true }).waitFor();
        await services
          .getByText(`${t('booking.service.XBAG')}: ${fill(t('booking.kgN'), { n: 10 })}`)
          .waitFor();

        const price = page.getByRole('region', { name: t('booking.priceTitle') });
        expect(await price.getByText(t('booking.discount'), { exact: true }).count()).toBe(0);
        const payButton = page.getByRole('button', {
          name: new RegExp(`^${escape(prefix(t('booking.pay')))}`),
        });
        const fullPrice = await payButton.innerText();
        await field(page, t('booking.discountCode')).fill('WELCOME10');
        await page.getByRole('button', { name: t('booking.applyDiscount'), exact: true }).click();
        await price.getByText(t('booking.discount'), { exact: true }).waitFor();
        await page.getByText(prefix(t('booking.discountApplied'))).waitFor();
        expect(await payButton.innerText()).not.toBe(fullPrice);

        await payButton.click();
        await page.getByText(enMessages('agreementRequired')).waitFor();
        expect(page.url()).toMatch(/\/booking\?/);
        await acceptAndPay(page, t);

        await payAtBank(page, 'en', payingCard);
        expect(await outcomeText(page)).toContain(enMessages('reservationConfirmed'));
        const pnr = (await definitionOf(page, t('booking.pnr')).innerText()).trim();
        expect(pnr).toMatch(/^[A-Z0-9]{5,8}$/);
        const tracking = (await definitionOf(page, t('booking.trackingCode')).innerText()).trim();
        expect(tracking).toMatch(/^\S{4,}$/);
        const rows = await tickets(page, t);
        expect(rows).toHaveLength(4);
        for (const row of rows) {
          expect(row.number).toMatch(/^\d{13}$/);
          expect(row.status).toBe(t('booking.ticket.Confirmed'));
        }
        expect(
          rows
            .map((r) => r.seat)
            .filter((s) => s !== '—')
            .sort(),
        ).toEqual([...seats].sort());
        for (const name of ['SARA AHMADI', 'REZA AHMADI', 'NIMA AHMADI', 'TARA AHMADI'])
          expect(rows.some((r) => r.passenger.includes(name))).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
    bookingTimeout,
  );

  it(
    'books a round trip for one adult in Persian on sepehran, Jalali dates, right to left (fa)',
    async () => {
      await withBrowser({ locale: 'fa-IR' }, async ({ page, context, baseUrl }) => {
        const t = fa;
        await context.setExtraHTTPHeaders({ 'x-tenant': 'sepehran' });
        await useLanguage(page, 'fa');
        const date = isoIn(13);
        await openBooking(page, baseUrl, { date, returnDate: isoIn(16), adult: 1 }, t);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('fa');
        await page.getByRole('heading', { name: t('booking.title') }).waitFor();

        const card = passengerCard(page, t, 'ADT', 1);
        // Jalali month names in the birth date's month select.
        const month = field(
          card.getByRole('group', { name: t('booking.birthDate') }),
          t('booking.month'),
        );
        await month.waitFor();
        expect(await month.locator('option').allInnerTexts()).toContain('۱ - فروردین');
        // A national ID typed with Persian digits is kept as Latin digits.
        await fillPassenger(
          card,
          t,
          {
            firstName: 'MARYAM',
            lastName: 'KARIMI',
            gender: 'F',
            birth: '1990-06-15',
            nationalId: '۰۴۹۹۳۷۰۸۹۹',
          },
          'jalali',
        );
        expect(await field(card, t('booking.nationalId')).inputValue()).toBe('0499370899');
        await fillContact(page, t, '۰۹۱۲۳۴۵۶۷۸۹');
        await next(page, t);
        await page.getByRole('tab', { name: t('booking.step.services'), selected: true }).waitFor();
        await next(page, t);
        await page.getByRole('tab', { name: t('booking.step.finish'), selected: true }).waitFor();
        await page.getByRole('region', { name: t('booking.flightsTitle') }).waitFor();
        await acceptAndPay(page, t);

        await payAtBank(page, 'fa', payingCard);
        await page.waitForFunction(
          () => document.documentElement.lang === 'fa' && document.documentElement.dir === 'rtl',
        );
        expect(await outcomeText(page)).toContain(faMessages('reservationConfirmed'));
        expect((await definitionOf(page, t('booking.pnr')).innerText()).trim()).toMatch(
          /^[A-Z0-9]{5,8}$/,
        );
        const rows = await tickets(page, t);
        expect(rows).toHaveLength(2);
        expect(rows.map((r) => r.flight).sort()).toEqual(
          [t('booking.direction.departure'), t('booking.direction.return')].sort(),
        );
        for (const row of rows) {
          expect(row.number).toMatch(/^\d{13}$/);
          expect(row.status).toBe(t('booking.ticket.Confirmed'));
          expect(row.passenger).toContain('MARYAM KARIMI');
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
    bookingTimeout,
  );

  it(
    'tells the traveller to try again when the bank declines the card (en)',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        await openBooking(page, baseUrl, { date: isoIn(14), adult: 1 }, t);
        await fillPassenger(
          passengerCard(page, t, 'ADT', 1),
          t,
          {
            firstName: 'OMID',
            lastName: 'NADERI',
            gender: 'M',
            birth: '1979-01-30',
            nationalId: nationalCode(1401),
          },
          'gregorian',
        );
        await fillContact(page, t, '09351234567');
        await next(page, t);
        await next(page, t);
        await acceptAndPay(page, t);

        const card = decliningCard();
        expect(card).toMatch(/^\d{12}0000$/);
        await payAtBank(page, 'en', card);
        const outcome = await outcomeText(page);
        expect(outcome).toContain(enMessages('reservationRejected'));
        expect(outcome).toMatch(/try again/i);
        await page.getByRole('link', { name: t('booking.tryAgain'), exact: true }).waitFor();
        const rows = await tickets(page, t);
        for (const row of rows) {
          expect(row.status).not.toBe(t('booking.ticket.Confirmed'));
          expect(row.number).not.toMatch(/^\d{13}$/);
        }
      });
    },
    bookingTimeout,
  );

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
