// The home page's popular destinations fill the search that is open: on the Hotels tab the
// hotel search's city (they filled the flight form's destination, hidden behind the tab), awake
// and when both presses come before the page has woken (docs/rendering.md, "A press is never lost").
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { useLanguage, words } from './support/locale';

const en = words('en');
const fa = words('fa');

/** The hotel search form's city: the code its hidden field sends and the text its field shows. */
async function hotelCity(page: Page) {
  const form = page.getByRole('form', { name: en('hotels.search.title') });
  return {
    code: await form.locator('input[type="hidden"][name="city"]').inputValue(),
    shown: await form.getByLabel(en('hotels.search.city')).inputValue(),
  };
}

describe("the home page's popular destinations", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('en: on the Hotels tab a destination fills the hotel city, not the flight form', async () => {
    const { page, hostUrl } = browser;
    await useLanguage(page, 'en');
    await page.goto(hostUrl('turk', '/'));
    await page.getByRole('tab', { name: en('home.tabHotels') }).click();
    await page.getByRole('form', { name: en('hotels.search.title') }).waitFor();
    const destinations = page.getByRole('region', { name: en('home.quickCities') });
    await destinations.getByRole('button', { name: /Mashhad/ }).click();
    await expect.poll(() => hotelCity(page)).toEqual({ code: 'MHD', shown: 'Mashhad' });
    // The flight form, behind its tab, is left as it was.
    await page.getByRole('tab', { name: en('home.tabFlights') }).click();
    const flightForm = page.getByRole('form', { name: en('search.title') });
    expect(await flightForm.locator('input[type="hidden"][name="destination"]').inputValue()).toBe(
      '',
    );
  });

  it('fa: the Hotels tab and a destination pressed before the page wakes fill the hotel city', async () => {
    const { page, hostUrl } = browser;
    await useLanguage(page, 'fa');
    // Every script of the app answers 3 s late: the server's HTML is on screen long before.
    await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    try {
      await page.mainFrame().goto(hostUrl('sepehran', '/'), { waitUntil: 'commit' });
      await page.getByRole('tab', { name: fa('home.tabHotels') }).click();
      const destinations = page.getByRole('region', { name: fa('home.quickCities') });
      await destinations.getByRole('button').first().click();
      const awake = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
      expect(awake, 'the presses were made before the page woke').toBe(false);
      const form = page.getByRole('form', { name: fa('hotels.search.title') });
      await form.waitFor({ timeout: 30_000 });
      await expect
        .poll(() => form.locator('input[type="hidden"][name="city"]').inputValue(), {
          timeout: 30_000,
        })
        .toBe('MHD');
      await expect
        .poll(() => form.getByLabel(fa('hotels.search.city')).inputValue(), { timeout: 30_000 })
        .toBe('مشهد');
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
