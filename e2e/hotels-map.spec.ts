// The hotel list's map as a guest meets it on a server with no tile source (MAP_TILES_URL unset,
// as on an offline machine): it says it has no background, draws every hotel of the page inside
// the map as a price tag or in a cluster's count, tags never covering each other, and a tag's
// popup opens right above its pin on a right-to-left page too.
import type { Language } from '@parvaz/domain/languages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn } from './support/booking-flow';
import { openBrowser, type Browser } from './support/browser';
import { useLanguage, words } from './support/locale';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const hotelsUrl = (browser: Browser) =>
  browser.hostUrl(
    'sepehran',
    `/hotels?city=MHD&checkIn=${isoIn(20)}&checkOut=${isoIn(22)}&rooms=2-0`,
  );

/** Opens the map of the first page of Mashhad's hotels; the hotels the page lists beside it. */
async function openMap(page: Page, language: Language, url: string) {
  const t = words(language);
  await useLanguage(page, language);
  await page.goto(url);
  await page.getByRole('button', { name: t('hotels.map.show') }).click();
  const map = page.locator('.leaflet-container');
  await map.waitFor();
  await page.locator('.hotel-price-tag, .hotel-cluster-tag').first().waitFor();
  // Fitting the hotels and clustering them end with the map's last move.
  await page.waitForTimeout(800);
  const listed = await page.locator('ol li a[href^="/hotels/"]').count();
  return { t, map, listed };
}

/** The drawn tags (prices and clusters) with their boxes and texts. */
async function tags(page: Page) {
  const all = page.locator('.hotel-price-tag, .hotel-cluster-tag');
  const found: { cluster: boolean; text: string; box: Box }[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const tag = all.nth(i);
    const box = await tag.boundingBox();
    if (!box) continue;
    found.push({
      cluster: (await tag.getAttribute('class'))?.includes('hotel-cluster-tag') === true,
      text: await tag.innerText(),
      box,
    });
  }
  return found;
}

describe("the hotel list's map", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('en: says it has no tiles and draws every hotel inside the map, none covering another', async () => {
    const { page } = browser;
    const { t, map, listed } = await openMap(page, 'en', hotelsUrl(browser));
    expect(listed).toBeGreaterThan(3);
    await page.getByText(t('hotels.map.noTiles')).waitFor();
    expect(await page.locator('.leaflet-tile').count()).toBe(0);

    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('the map has no box');
    const drawn = await tags(page);
    // Every hotel is drawn: as its price or in a cluster's count.
    const counted = drawn.reduce((sum, tag) => sum + (tag.cluster ? Number(tag.text) : 1), 0);
    expect(counted).toBe(listed);
    for (const tag of drawn) expect(inside(tag.box, mapBox), tag.text).toBe(true);
    for (const [i, a] of drawn.entries())
      for (const b of drawn.slice(i + 1))
        expect(overlap(a.box, b.box), `${a.text}/${b.text}`).toBe(false);
  });

  it('fa: a price tag’s popup opens right above its pin on a right-to-left page', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const { map } = await openMap(page, 'fa', hotelsUrl(browser));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // A single hotel's tag; a cluster is pressed open until one shows.
    for (let i = 0; i < 4 && (await page.locator('.hotel-price-tag').count()) === 0; i++) {
      await page.locator('.hotel-cluster-tag').first().click();
      await page.waitForTimeout(800);
    }
    const pin = page
      .locator('.hotel-map-pin')
      .filter({ has: page.locator('.hotel-price-tag') })
      .first();
    const tag = pin.locator('.hotel-price-tag');
    await tag.click();
    const popup = page.locator('.leaflet-popup');
    await popup.waitFor();
    await page.waitForTimeout(500);
    const point = await pin.boundingBox();
    const tip = await page.locator('.leaflet-popup-tip').boundingBox();
    const popupBox = await popup.boundingBox();
    const mapBox = await map.boundingBox();
    if (!point || !tip || !popupBox || !mapBox) throw new Error('no boxes');
    // The tip points at the pin's own spot, the popup just above its tag.
    expect(Math.abs(tip.x + tip.width / 2 - point.x)).toBeLessThan(4);
    expect(point.y - (tip.y + tip.height)).toBeGreaterThan(10);
    expect(point.y - (tip.y + tip.height)).toBeLessThan(45);
    expect(inside(popupBox, mapBox)).toBe(true);
    const link = popup.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/hotels\/\d+/);
  });
});
