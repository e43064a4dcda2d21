// The presses of the early-presses specs (support/early-presses.ts runs them): on each public
// page, each primary control pressed the moment it is visible, before the page has woken, and
// what the press must bring about.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { isoIn, resultsUrl } from './booking-flow';
import type { Browser } from './browser';
import { findStay, hotelPath, hotelStay } from './hotel-kit';
import { words } from './locale';

/** Long enough for the held scripts, a slowed page's waking and the press's own work. */
const effectTimeout = 30_000;
const en = words('en');
/** The sepehran demo customer (README, "Demo accounts"). */
const customer = { nationalCode: '3712456808', password: 'Parvaz1234', name: 'علی رضایی' };

/** Opens an address and returns as soon as the page shows, without waiting for it to wake. */
async function openEarly(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
}

/** Presses a control the moment it is visible, and checks it was before the page woke. */
async function pressEarly(control: Locator): Promise<void> {
  await control.click();
  const awake = await control
    .page()
    .evaluate(() => document.documentElement.dataset.hydrated === 'true');
  expect(awake, 'the press was made before the page woke').toBe(false);
}

export interface Press {
  name: string;
  /** The page pressed on: `npm test` presses on each page once (its first press listed here). */
  page: string;
  width?: number;
  run(browser: Browser): Promise<void>;
}

export const presses: Press[] = [
  {
    name: "the results page's Select opens passenger entry",
    page: 'flight results',
    async run({ page, baseUrl }) {
      await openEarly(page, resultsUrl(baseUrl, { date: isoIn(3), adult: 1 }));
      const card = page.getByTestId('flight-card').first();
      await pressEarly(card.getByRole('link', { name: en('results.select'), exact: true }));
      await page.waitForURL(/\/booking\?/, { timeout: effectTimeout });
    },
  },
  {
    name: "a flight's Details and agencies shows its agencies",
    page: 'flight results',
    async run({ page, baseUrl }) {
      await openEarly(page, resultsUrl(baseUrl, { date: isoIn(3), adult: 1 }));
      const card = page.getByTestId('flight-card').first();
      await pressEarly(card.getByText(en('results.details'), { exact: true }));
      await card.getByTestId('agency').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: "the phone header's menu opens",
    page: 'home',
    width: 390,
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/'));
      await pressEarly(page.getByRole('button', { name: en('nav.openMenu') }));
      await page
        .getByRole('button', { name: en('nav.closeMenu') })
        .waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'a FAQ question shows its answer',
    page: 'faq',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/faq'));
      const question = page.locator('main h2, main h3').first();
      await question.waitFor();
      await pressEarly(page.locator('main [aria-expanded="false"], main summary').first());
      await page
        .locator('main [aria-expanded="true"], main details[open]')
        .first()
        .waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: "the recruitment page's position opens and Apply shows the form",
    page: 'recruitment',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('sepehran', '/recruitment'));
      await pressEarly(page.locator('main [aria-expanded="false"], main summary').first());
      const apply = page.getByRole('button', { name: new RegExp(`^${en('careers.apply')}`) });
      await apply.first().click({ timeout: effectTimeout });
      await page
        .locator('main form')
        .filter({ has: page.locator('input[type=file]') })
        .waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'the language switch shows the page in the chosen language',
    page: 'home',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/'));
      const select = page.getByLabel(en('switch.language')).first();
      await select.selectOption('fa');
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page.locator('html[lang="fa"]').waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: "a hotel's room count chosen before waking carries to the reservation",
    page: 'hotel',
    async run({ page, hostUrl, baseUrl }) {
      const stay = await findStay(baseUrl);
      await openEarly(page, hostUrl('sepehran', hotelPath(stay)));
      const count = page
        .getByTestId('room-offer')
        .getByRole('combobox', { name: en('hotels.rooms.howMany'), disabled: false })
        .first();
      await count.selectOption('1');
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page
        .getByRole('link', { name: en('hotels.rooms.reserve') })
        .click({ timeout: effectTimeout });
      await page.waitForURL(/\/reserve\?.*choice=/, { timeout: effectTimeout });
    },
  },
  {
    name: "the reservation's Pay, pressed before waking, checks the guests' details",
    page: 'hotel reservation',
    async run({ page, hostUrl, baseUrl }) {
      const stay = await findStay(baseUrl);
      await openEarly(page, hostUrl('sepehran', hotelPath(stay)));
      await page
        .getByTestId('room-offer')
        .getByRole('combobox', { name: en('hotels.rooms.howMany'), disabled: false })
        .first()
        .selectOption('1');
      await page
        .getByRole('link', { name: en('hotels.rooms.reserve') })
        .click({ timeout: effectTimeout });
      await page.waitForURL(/\/reserve\?.*choice=/, { timeout: effectTimeout });
      // The reservation itself, opened afresh: its Pay pressed as soon as it shows.
      await openEarly(page, page.url());
      await pressEarly(page.getByRole('button', { name: /^Pay / }));
      await page.locator('main [aria-invalid="true"]').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: "the home page's search is sent",
    page: 'home',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/'));
      const search = page.getByRole('form', { name: en('search.title') });
      await pressEarly(search.getByRole('button', { name: en('search.submit') }));
      // Sent with nothing chosen, it says what is missing beside the fields.
      await search.locator('[aria-invalid="true"]').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'the flight search, a city typed and sent before waking, reaches its results',
    page: 'flight search',
    async run({ page, hostUrl }) {
      // A search the address names but for its origin: the box shows the rest, chosen.
      const date = isoIn(3);
      await openEarly(
        page,
        hostUrl('turk', `/flights?destination=THRC&departureDate=${date}&adult=2&child=1`),
      );
      const search = page.getByRole('form', { name: en('search.title') });
      await search.getByRole('combobox', { name: en('search.origin') }).fill('Mashhad');
      await pressEarly(search.getByRole('button', { name: en('search.submit') }));
      await page.waitForURL(/[?&]origin=MHD(&|$)/, { timeout: effectTimeout });
      const sent = new URL(page.url()).searchParams;
      expect(Object.fromEntries(sent)).toMatchObject({
        origin: 'MHD',
        destination: 'THRC',
        departureDate: date,
        roundTrip: '0',
        adult: '2',
        child: '1',
        infant: '0',
      });
      expect(sent.has('originText')).toBe(false);
      await page.getByTestId('flight-card').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'the flight search, its trip type and Search pressed before waking, searches the trip chosen',
    page: 'flight search',
    async run({ page, hostUrl }) {
      // A round trip without its return: the box says so; One way, then Search, fixes it.
      const date = isoIn(3);
      await openEarly(
        page,
        hostUrl('turk', `/flights?origin=MHD&destination=THRC&departureDate=${date}&roundTrip=1`),
      );
      const search = page.getByRole('form', { name: en('search.title') });
      await pressEarly(search.getByRole('button', { name: en('search.oneWay') }));
      // The press in the form holds its sending too: sent at once, it would ask the round trip.
      await pressEarly(search.getByRole('button', { name: en('search.submit') }));
      await page.waitForURL(/[?&]roundTrip=0(&|$)/, { timeout: effectTimeout });
      expect(new URL(page.url()).searchParams.get('departureDate')).toBe(date);
      await page.getByTestId('flight-card').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: "the home page's departure date, pressed before waking, opens its calendar",
    page: 'home',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/'));
      const search = page.getByRole('form', { name: en('search.title') });
      await pressEarly(search.getByRole('button', { name: en('picker.open') }).first());
      // The pickers load after waking and open the calendar the press asked for.
      await page.getByRole('grid').waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: "what is typed in the home page's From before waking stays in it",
    page: 'home',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/'));
      const from = page.getByRole('combobox', { name: en('search.origin') });
      await from.fill('Shiraz');
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page.locator('html[data-hydrated]').waitFor({ timeout: effectTimeout });
      // The app has it too: its list offers the city typed.
      await page
        .getByRole('option', { name: /Shiraz/ })
        .first()
        .waitFor({ timeout: effectTimeout });
      expect(await from.inputValue()).toBe('Shiraz');
    },
  },
  {
    name: "the blog's search, typed and sent before waking, shows what it found",
    page: 'blog',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/blogs'));
      const field = page.getByRole('searchbox', { name: en('blog.search') });
      await field.fill('Shiraz');
      await pressEarly(page.getByRole('button', { name: en('blog.searchButton'), exact: true }));
      await page.waitForURL(/[?&]q=Shiraz/, { timeout: effectTimeout });
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: "the airport board's search, typed and sent before waking, narrows the board",
    page: 'airport board',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/flightInformations'));
      const field = page.getByLabel(en('board.search'), { exact: true });
      await field.fill('IR');
      await field.press('Enter');
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page.waitForURL(/[?&]q=IR/, { timeout: effectTimeout });
      await page.getByTestId('flight-board').waitFor();
    },
  },
  {
    name: 'signing in, typed and sent before waking, signs in',
    page: 'sign in',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('sepehran', '/login'));
      const labelled = (label: string) => new RegExp(`^${label}(\\s*\\*)?$`);
      await page.getByLabel(labelled(en('auth.username'))).fill(customer.nationalCode);
      await page.getByLabel(labelled(en('auth.password'))).fill(customer.password);
      await pressEarly(page.getByRole('button', { name: en('auth.loginSubmit') }));
      await page
        .getByRole('button', { name: new RegExp(customer.name) })
        .waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'the hotel search sent before waking is checked',
    page: 'hotel search',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/hotels'));
      const search = page.getByRole('form', { name: en('hotels.search.title') });
      await pressEarly(search.getByRole('button', { name: en('hotels.search.submit') }));
      await search.locator('[aria-invalid="true"]').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'the hotel search, a city typed and sent before waking, reaches its hotels',
    page: 'hotel search',
    async run({ page, hostUrl }) {
      const { checkIn, checkOut } = hotelStay;
      await openEarly(
        page,
        hostUrl('sepehran', `/hotels?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1-0`),
      );
      const search = page.getByRole('form', { name: en('hotels.search.title') });
      await search.getByRole('combobox', { name: en('hotels.search.city') }).fill('Mashhad');
      await pressEarly(search.getByRole('button', { name: en('hotels.search.submit') }));
      await page.waitForURL(/[?&]city=MHD(&|$)/, { timeout: effectTimeout });
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        city: 'MHD',
        checkIn,
        checkOut,
        rooms: '1-0',
      });
      await page.getByTestId('hotel-card').first().waitFor({ timeout: effectTimeout });
    },
  },
  {
    name: 'a filter ticked before waking narrows the results',
    page: 'flight results',
    async run({ page, baseUrl }) {
      await openEarly(page, resultsUrl(baseUrl, { date: isoIn(3), adult: 1 }));
      const cards = page.getByTestId('flight-card');
      await cards.first().waitFor();
      const all = await cards.count();
      // The filters' first box is an airline's: ticked, the list holds that airline's flights only.
      const box = page.locator('main input[type=checkbox]').first();
      await pressEarly(box);
      await expect.poll(() => cards.count(), { timeout: effectTimeout }).toBeLessThan(all);
      expect(await box.isChecked()).toBe(true);
      const airlines = await cards.evaluateAll((list) =>
        list.map((card) => card.getAttribute('data-airline')),
      );
      expect(new Set(airlines).size).toBe(1);
    },
  },
  {
    name: 'the contact form sent before waking is checked, and what was typed stays out of the address',
    page: 'contact',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/contactUs'));
      const form = page
        .locator('main form')
        .filter({ has: page.getByRole('button', { name: en('cases.send') }) });
      await form.locator('input').first().fill('Ayşe Yılmaz');
      await pressEarly(form.getByRole('button', { name: en('cases.send') }));
      await form.locator('[aria-invalid="true"]').first().waitFor({ timeout: effectTimeout });
      expect(page.url()).not.toContain('Ay');
      expect(await form.locator('input').first().inputValue()).toBe('Ayşe Yılmaz');
    },
  },
  {
    name: 'a choice from a long list, typed before waking and taken with Enter or by leaving, is chosen',
    page: 'report',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/report?kind=safety'));
      const date = page.getByRole('group', { name: en('cases.date') });
      const year = date.getByRole('combobox', { name: en('booking.year') });
      const month = date.getByRole('combobox', { name: en('booking.month') });
      await year.fill('2025');
      await year.press('Enter');
      await month.fill('11');
      await pressEarly(page.getByRole('textbox', { name: en('cases.text.safety') }));
      await page.locator('html[data-hydrated="true"]').waitFor({ timeout: effectTimeout });
      // Once the lists are in, each holds the choice the typed text left, as a list would.
      await expect.poll(() => year.inputValue(), { timeout: effectTimeout }).toBe('2025');
      await expect.poll(() => month.inputValue(), { timeout: effectTimeout }).toMatch(/^11 - /);
      // Enter chose in its list: it did not send the form (which would mark its empty fields).
      expect(await page.locator('main [aria-invalid="true"]').count()).toBe(0);
      expect(page.url()).not.toContain('2025');
    },
  },
  {
    name: "the partner sign-up's Next, pressed before waking, goes to the next step",
    page: 'partner sign-up',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('sepehran', '/sign'));
      const step = page.locator('main form [id$="-step"]').first();
      const first = await step.innerText();
      await pressEarly(page.getByRole('button', { name: en('sign.next') }));
      await expect.poll(() => step.innerText(), { timeout: effectTimeout }).not.toBe(first);
    },
  },
  {
    name: "a blog post's comment sent before waking is checked",
    page: 'blog post',
    async run({ page, hostUrl }) {
      await openEarly(page, hostUrl('turk', '/blogs/a-weekend-in-shiraz'));
      const send = page.getByRole('button', { name: en('blog.sendComment') });
      await pressEarly(send);
      await page.locator('main [aria-invalid="true"]').first().waitFor({ timeout: effectTimeout });
    },
  },
];
