import type { Language } from '@parvaz/domain/languages';
import { readLocale } from '@parvaz/i18n/node';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { useLanguage, words } from './support/locale';

const en = words('en');
const fa = words('fa');

function isoIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function messages(language: Language): (key: string) => string {
  const texts = readLocale(language, 'messages');
  return (key) => texts[key] ?? key;
}

async function pickCity(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens the departure date picker and clicks the day (in whatever calendar it shows). */
async function pickDate(page: Page, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number);
  const stamp = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).getTime();
  await page
    .locator('form')
    .getByRole('button', { name: /date|تاریخ|tarih|التاريخ/i })
    .first()
    .click();
  // Let the popper finish opening: a click during its transition is dropped.
  // A popover on a fine pointer, a dialog otherwise; let it finish opening (a click during the
  // transition is dropped).
  await page.getByRole('grid').waitFor();
  await page.waitForTimeout(400);
  const target = page.locator(`button[data-timestamp="${stamp}"]`);
  for (let step = 0; step < 3 && (await target.count()) === 0; step += 1) {
    await page.locator('.MuiPickersArrowSwitcher-nextIconButton').first().click();
    await page.waitForTimeout(350);
  }
  await target.click();
  const accept = page.locator('.MuiPickersLayout-actionBar button').last();
  if (await accept.isVisible()) await accept.click();
  await page.getByRole('grid').waitFor({ state: 'detached' });
}

async function cardValues(page: Page, attribute: string): Promise<string[]> {
  return page
    .getByTestId('flight-card')
    .evaluateAll((cards, name) => cards.map((card) => card.getAttribute(name) ?? ''), attribute);
}

async function waitForResults(page: Page): Promise<number> {
  await page.getByTestId('flight-card').first().waitFor({ timeout: 20_000 });
  return page.getByTestId('flight-card').count();
}

/** Filters by the first airline and by the hour band of the first remaining flight. */
async function filterAirlineAndBand(page: Page, t: (key: string) => string): Promise<void> {
  const filters = page.getByRole('region', { name: t('results.filters') });
  const airline = (await cardValues(page, 'data-airline'))[0] ?? '';
  const airlineBox = filters
    .getByRole('group', { name: t('results.airlines') })
    .getByRole('checkbox')
    .first();
  await airlineBox.check();
  const airlines = await cardValues(page, 'data-airline');
  expect(airlines.length).toBeGreaterThan(0);
  expect(new Set(airlines).size).toBe(1);
  expect(airline).not.toBe('');
  const band = (await cardValues(page, 'data-band'))[0] ?? 'M';
  await filters
    .getByRole('checkbox', { name: new RegExp(`^${t(`results.band.${band}`)}`) })
    .check();
  const bands = await cardValues(page, 'data-band');
  expect(bands.length).toBeGreaterThan(0);
  expect(new Set(bands)).toEqual(new Set([band]));
  await filters.getByRole('button', { name: t('results.clearFilters') }).click();
}

async function expectCheapestFirst(page: Page, t: (key: string) => string): Promise<void> {
  await page.getByRole('button', { name: t('results.sort.cheapest'), exact: true }).click();
  const prices = (await cardValues(page, 'data-price')).map(Number);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
}

async function expectAgencies(page: Page, t: (key: string) => string): Promise<void> {
  const card = page.getByTestId('flight-card').first();
  await card.getByRole('button', { name: t('results.details') }).click();
  await card.getByTestId('agency').first().waitFor();
  expect(await card.getByTestId('agency').count()).toBeGreaterThan(0);
  await card.getByRole('table').first().waitFor();
  // The refund rules read as the fare's bands, the last one "less than N hours" (it said
  // "up to 0 hours" once), in the same words as the flight rules page.
  const agency = (await card.getByTestId('agency').first().textContent()) ?? '';
  expect(agency).toMatch(withNumbers(t('tickets.band.atLeast')));
  expect(agency).toMatch(withNumbers(t('tickets.band.lessThan')));
}

/** A translation with any number (in any digits) where its placeholders are. */
function withNumbers(template: string): RegExp {
  const parts = template
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('[0-9۰-۹٠-٩]+'));
}

async function pickStripDay(page: Page, iso: string, t: (key: string) => string): Promise<void> {
  // The strip searches the day pressed: its flights are asked of the server, and the results drawn
  // again (a result count is on the page all along, "searching" while they are asked).
  const searched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/flight/getFlights') &&
      (response.request().postData() ?? '').includes(iso),
  );
  await page.locator(`[data-testid="day-strip"] [data-date="${iso}"]`).click();
  await page.waitForURL(new RegExp(`departureDate=${iso}`));
  expect((await searched).status()).toBe(200);
  await page
    .locator(`[data-testid="day-strip"] [data-date="${iso}"][aria-current="date"]`)
    .waitFor();
  await page
    .getByTestId('result-count')
    .filter({ hasNotText: t('results.searching') })
    .waitFor();
}

/** Whether the server has flights on the route a week ahead (the demo inventory). */
async function inventoryOn(baseUrl: string, date: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/flight/getFlights`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
    body: `origin=MHD&destination=THRC&departureDate=${date}&roundTrip=0&adult=1&child=0&infant=0`,
  });
  const answer = (await response.json()) as { data?: { departure?: unknown[] } };
  return (answer.data?.departure?.length ?? 0) > 1;
}

describe('flight search', () => {
  let browser: Browser;
  let stocked = false;
  beforeAll(async () => {
    browser = await openBrowser();
    stocked = await inventoryOn(browser.baseUrl, isoIn(7));
  });
  afterAll(async () => browser.close());

  it('builds the search on the home page: validation, autocomplete, date picker, counter (en)', async () => {
    const { page, baseUrl } = browser;
    await useLanguage(page, 'en');
    await page.goto(`${baseUrl}/`);
    await page.getByText(en('home.tagline')).waitFor();
    await page.getByRole('combobox', { name: en('search.origin') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The search starts as a round trip (spec section 3, "Flight search state").
    const roundTrip = page.getByRole('button', { name: en('search.roundTrip'), exact: true });
    expect(await roundTrip.getAttribute('aria-pressed')).toBe('true');
    // Validation in the browser, with the spec's messages on the fields.
    await page.getByRole('button', { name: en('search.submit') }).click();
    await page.getByText(messages('en')('originDestinationRequired')).first().waitFor();
    await page.getByText(messages('en')('departureReturnDateRequired')).first().waitFor();
    await page.getByRole('button', { name: en('search.oneWay'), exact: true }).click();

    // The counter enforces one infant per adult as you click.
    await page.getByRole('button', { name: new RegExp(en('search.passengers')) }).click();
    const addInfant = page.getByRole('button', {
      name: en('search.increase').replace('{{type}}', en('search.infant')),
    });
    await addInfant.click();
    expect(await addInfant.isDisabled()).toBe(true);
    await page.getByRole('button', { name: en('search.done') }).click();

    await pickCity(page, en('search.origin'), 'Mash', /Mashhad/);
    await pickCity(page, en('search.destination'), 'Tehr', /Tehran/);
    const date = isoIn(7);
    await pickDate(page, date);
    await page.getByRole('button', { name: en('search.submit') }).click();
    await page.waitForURL(/\/flights\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      origin: 'MHD',
      destination: 'THRC',
      departureDate: date,
      returnDate: '',
      roundTrip: '0',
      adult: '1',
      child: '0',
      infant: '1',
    });
    await page.getByTestId('result-count').filter({ hasText: /found/ }).waitFor();
    await page.getByTestId('day-strip').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has the demo inventory a week ahead (the server seeds it on first start)', () => {
    expect(stocked).toBe(true);
  });

  it('filters by airline and hour band, sorts by price, opens a flight, picks another day (en)', async () => {
    const { page, baseUrl } = browser;
    const date = isoIn(7);
    await page.goto(
      `${baseUrl}/flights?origin=MHD&destination=THRC&departureDate=${date}&returnDate=&roundTrip=0&adult=1&child=0&infant=0`,
    );
    expect(await waitForResults(page)).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    await filterAirlineAndBand(page, en);
    await expectCheapestFirst(page, en);
    await expectAgencies(page, en);
    await pickStripDay(page, isoIn(8), en);
    // Back returns to the earlier day: the URL holds the whole search.
    await page.goBack();
    await page.waitForURL(new RegExp(`departureDate=${date}`));
  });

  it('offers nearby days when a day has no flights, and the day strip re-searches (en)', async () => {
    const { page, baseUrl } = browser;
    // Shiraz to Kish is not flown on the demo network far ahead; any empty day will do.
    const far = isoIn(50);
    await page.goto(
      `${baseUrl}/flights?origin=SYZ&destination=KIH&departureDate=${far}&returnDate=&roundTrip=0&adult=1&child=0&infant=0`,
    );
    await page.getByTestId('result-count').filter({ hasText: /found/ }).waitFor();
    if ((await page.getByTestId('flight-card').count()) === 0) {
      await page.getByRole('heading', { name: en('results.emptyTitle') }).waitFor();
      await page
        .getByRole('button', {
          name: new RegExp(`^${escape(en('results.daysAfter').replace('{{n}}', '1'))}`),
        })
        .click();
      await page.waitForURL(new RegExp(`departureDate=${isoIn(51)}`));
    }
    await pickStripDay(page, isoIn(10), en);
  });

  it('searches in Persian on sepehran with a Jalali date, right to left', async () => {
    const other = await openBrowser();
    try {
      const { page } = other;
      await page.goto(other.hostUrl('sepehran', '/'));
      await page.waitForFunction(() => document.documentElement.lang === 'fa');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await pickCity(page, fa('search.origin'), 'مشه', /مشهد/);
      await pickCity(page, fa('search.destination'), 'تهر', /تهران/);
      // The search starts as a round trip; this one is one way.
      await page.getByRole('button', { name: fa('search.oneWay'), exact: true }).click();
      const date = isoIn(7);
      await pickDate(page, date);
      await page.getByRole('button', { name: fa('search.submit') }).click();
      await page.waitForURL(new RegExp(`departureDate=${date}`));
      // The day strip shows Jalali days with a Persian month name.
      const stripText = await page.getByTestId('day-strip').innerText();
      expect(stripText).toMatch(
        /فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/,
      );
      await page
        .getByTestId('result-count')
        .filter({ hasText: /پیدا شد/ })
        .waitFor();
      const direction = await page
        .getByTestId('day-strip')
        .evaluate((el) => getComputedStyle(el).direction);
      expect(direction).toBe('rtl');
      {
        expect(await waitForResults(page)).toBeGreaterThan(1);
        await filterAirlineAndBand(page, fa);
        await expectCheapestFirst(page, fa);
        await expectAgencies(page, fa);
      }
      await pickStripDay(page, isoIn(9), fa);
    } finally {
      await other.close();
    }
  });

  it('puts filters and sort in a bottom sheet on a 390 px screen', async () => {
    const small = await openBrowser({ width: 390, height: 844 });
    try {
      const { page, baseUrl } = small;
      await useLanguage(page, 'en');
      const date = isoIn(7);
      await page.goto(
        `${baseUrl}/flights?origin=MHD&destination=THRC&departureDate=${date}&returnDate=&roundTrip=0&adult=1&child=0&infant=0`,
      );
      await page.getByTestId('result-count').filter({ hasText: /found/ }).waitFor();
      expect(await page.getByRole('region', { name: en('results.filters') }).count()).toBe(0);
      await page.getByRole('button', { name: en('results.filtersAndSort') }).click();
      const sheet = page.getByRole('dialog');
      await sheet.waitFor();
      await sheet.getByRole('region', { name: en('results.filters') }).waitFor();
      await sheet.getByRole('button', { name: en('results.sort.cheapest'), exact: true }).click();
      {
        await sheet
          .getByRole('group', { name: en('results.airlines') })
          .getByRole('checkbox')
          .first()
          .check();
      }
      await sheet.getByRole('button', { name: /^Show/ }).click();
      await sheet.waitFor({ state: 'hidden' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      {
        expect(new Set(await cardValues(page, 'data-airline')).size).toBe(1);
        const prices = (await cardValues(page, 'data-price')).map(Number);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
    } finally {
      await small.close();
    }
  });
});
