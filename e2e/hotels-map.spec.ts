// The hotel list's map as a guest meets it on a server with no tile source (MAP_TILES_URL unset,
// as on an offline machine): it says it has no background, draws every hotel of the page inside
// the map as a price tag or in a cluster's count, tags never covering each other, and a tag's
// popup opens right above its pin on a right-to-left page too. Every pin is named (the hotel and
// its price, a cluster by its count in the language's digits) and shows its focus; a cluster
// pressed from the keyboard zooms in and draws its hotels' own pins. On a server with a tile
// source (a local one of PNG tiles), the map draws its tiles and says nothing of missing ones.
import type { Language } from '@parvaz/domain/languages';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { Locator, Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserOn } from './support/accounts';
import { isoIn } from './support/booking-flow';
import { startServerInTempDir, type DevServer } from './support/temp-dir-server';
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

/**
 * Every hotel of the page is drawn (as its price or in a cluster's count), every tag inside the
 * map, and no tag covers another.
 */
async function expectEveryHotelDrawnApart(page: Page, map: Locator, listed: number) {
  const mapBox = await map.boundingBox();
  if (!mapBox) throw new Error('the map has no box');
  const drawn = await tags(page);
  const counted = drawn.reduce(
    (sum, tag) => sum + (tag.cluster ? Number(normalizeDigits(tag.text)) : 1),
    0,
  );
  expect(counted).toBe(listed);
  for (const tag of drawn) expect(inside(tag.box, mapBox), tag.text).toBe(true);
  for (const [i, a] of drawn.entries())
    for (const b of drawn.slice(i + 1))
      expect(overlap(a.box, b.box), `${a.text}/${b.text}`).toBe(false);
}

/** The names of the drawn pins of single hotels ("Hotel Name, 1,200,000 IRR"). */
const pinNames = (page: Page) =>
  page
    .locator('.hotel-map-pin')
    .evaluateAll((pins) =>
      pins
        .filter((pin) => pin.querySelector('.hotel-price-tag'))
        .map((pin) => pin.getAttribute('aria-label') ?? ''),
    );

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

    await expectEveryHotelDrawnApart(page, map, listed);
  });

  it('fa at 390 px: the wider rial prices too stay inside the map, none covering another', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const { map, listed } = await openMap(page, 'fa', hotelsUrl(browser));
    await expectEveryHotelDrawnApart(page, map, listed);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('en: names every pin, shows its focus, and a cluster pressed zooms in to its hotels’ pins', async () => {
    const { page } = browser;
    const { t } = await openMap(page, 'en', hotelsUrl(browser));
    const listedNames = await page.locator('ol li a[href^="/hotels/"]').allInnerTexts();

    // A pin reached from the keyboard shows it has the focus.
    const first = page.locator('.hotel-map-pin').first();
    await page.locator('.leaflet-container').focus();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    const outline = await first
      .locator('span')
      .evaluate((tag) => getComputedStyle(tag).outlineStyle);
    expect(outline).toBe('solid');

    // The smallest cluster, named by its count, pressed with Enter.
    const before = await pinNames(page);
    const clusters = (await tags(page)).filter((tag) => tag.cluster);
    expect(clusters.length).toBeGreaterThan(0);
    const count = Math.min(...clusters.map((tag) => Number(tag.text)));
    const cluster = page
      .locator('.hotel-map-pin')
      .filter({ has: page.locator('.hotel-cluster-tag', { hasText: new RegExp(`^${count}$`) }) })
      .first();
    expect(await cluster.getAttribute('aria-label')).toBe(
      t('hotels.map.cluster_other').replace('{{n}}', String(count)),
    );
    await cluster.focus();
    await page.keyboard.press('Enter');
    const revealed = async () =>
      (await pinNames(page)).filter((name) => !before.includes(name)).length;
    await expect.poll(revealed, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const after = await pinNames(page);
    expect(await revealed()).toBeLessThanOrEqual(count);
    // Each pin is named by its hotel and price.
    for (const name of after)
      expect(
        listedNames.some((hotel) => name.startsWith(`${hotel}, `)),
        name,
      ).toBe(true);
  });

  it('fa: a price tag’s popup opens right above its pin on a right-to-left page', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const { t, map } = await openMap(page, 'fa', hotelsUrl(browser));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // A cluster counts in Persian digits, and is named by that count.
    const clusterTags = (await tags(page)).filter((tag) => tag.cluster);
    for (const tag of clusterTags) expect(tag.text).toMatch(/^[۰-۹]+$/);
    const first = clusterTags[0];
    if (first)
      expect(
        await page
          .locator('.hotel-map-pin')
          .filter({ has: page.locator('.hotel-cluster-tag', { hasText: first.text }) })
          .first()
          .getAttribute('aria-label'),
      ).toBe(t('hotels.map.cluster_other').replace('{{n}}', first.text));
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
    const tagBox = await tag.boundingBox();
    // The tag stands centred on its own spot (in the flow of an rtl page it stood a width away).
    if (!point || !tagBox) throw new Error('no pin');
    expect(Math.abs(tagBox.x + tagBox.width / 2 - point.x)).toBeLessThan(2);
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

/** A 256 px PNG tile of one colour: a light land, a shade darker on every other tile. */
function pngTile(dark: boolean): Buffer {
  const size = 256;
  const [r, g, b] = dark ? [214, 228, 220] : [232, 240, 234];
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tile server on this machine: /{z}/{x}/{y}.png answers a PNG tile; it counts what it served. */
async function startTileServer(): Promise<{
  url: string;
  served: () => number;
  server: Server;
}> {
  const tiles = [pngTile(false), pngTile(true)];
  let served = 0;
  const server = createServer((request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    served++;
    const dark = (Number(match[2]) + Number(match[3])) % 2 === 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(tiles[dark ? 1 : 0]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, served: () => served, server };
}

describe("the hotel list's map with a tile source", () => {
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let server: DevServer;
  let browser: Browser;

  beforeAll(async () => {
    tiles = await startTileServer();
    server = await startServerInTempDir({
      prefix: 'parvaz-e2e-map-tiles-',
      env: { MAP_TILES_URL: tiles.url, MAP_TILES_ATTRIBUTION: 'Test tiles' },
    });
    browser = await openBrowserOn(server, { width: 1280, height: 900 });
    // A server of its own answers its first pages slower than the run's warmed one.
    browser.page.setDefaultTimeout(30_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    tiles?.server.close();
  });

  it('draws the tiles under the pins, its attribution shown, no word of missing tiles', async () => {
    const { page } = browser;
    const { t } = await openMap(page, 'en', hotelsUrl(browser));
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(tiles.served()).toBeGreaterThan(0);
    await page.locator('.leaflet-control-attribution', { hasText: 'Test tiles' }).waitFor();
    expect(await page.getByText(t('hotels.map.noTiles')).count()).toBe(0);
    expect(await page.getByText(t('hotels.map.unavailable')).count()).toBe(0);
  });
});
