// The airport flight-information board as people use it: on a phone, the brand's home airport
// as cards, arrivals by their tab, another airport and a search, each kept in the address; on a
// wall, a table that asks again every minute without reloading the page, and a full-screen mode.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withBrowser } from './support/booking-flow';
import { useLanguage, words } from './support/locale';
import { call } from './support/race-kit';

interface BoardAnswer {
  airport: { code: string; name: string };
  items: { flightNumber: string; city: string }[];
}

async function boardOf(body: Record<string, string>, tenant: string, lang: string) {
  const answer = await call(inject('baseUrl'), 'flight/getAirportBoard', body, {
    'x-tenant': tenant,
    lang,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as BoardAnswer;
}

/**
 * Late in the airport's day every flight may be over and folded away behind "show earlier":
 * the board says so, and the checks unfold them to look at the lines.
 */
async function unfoldWhenAllOver(page: Page, allOver: string) {
  await page.getByTestId('flight-board').waitFor();
  if (await page.getByText(allOver).isVisible())
    await page.locator('[data-testid="flight-board"] button[aria-expanded="false"]').click();
}

describe('the airport board', () => {
  it('fa on a phone: cards of the home airport, arrivals by their tab, another airport and a search', async () => {
    await withBrowser({ width: 390, height: 844 }, async ({ page, hostUrl }) => {
      const t = words('fa');
      await useLanguage(page, 'fa');
      await page.goto(hostUrl('sepehran', '/flightInformations'));
      const home = await boardOf({}, 'sepehran', 'fa');
      await page
        .getByRole('heading', { level: 2, name: `${t('board.departures')} · ${home.airport.name}` })
        .waitFor();
      await unfoldWhenAllOver(page, t('board.allOver'));
      await page.getByTestId('board-cards').waitFor();
      expect(await page.getByTestId('board-table').isVisible()).toBe(false);

      await page.getByRole('link', { name: t('board.arrivals') }).click();
      await page.waitForURL(/direction=arrivals/);
      await expect
        .poll(() =>
          page.getByRole('link', { name: t('board.arrivals') }).getAttribute('aria-current'),
        )
        .toBe('page');

      await page.getByLabel(t('board.airport'), { exact: true }).selectOption('MHD');
      await page.waitForURL(/airport=MHD/);
      const mashhad = await boardOf({ airport: 'MHD', direction: 'arrivals' }, 'sepehran', 'fa');
      await page
        .getByRole('heading', {
          level: 2,
          name: `${t('board.arrivals')} · ${mashhad.airport.name}`,
        })
        .waitFor();

      await page.getByLabel(t('board.search'), { exact: true }).fill('تهران');
      await page.waitForURL(/q=/);
      const found = await boardOf(
        { airport: 'MHD', direction: 'arrivals', q: 'تهران' },
        'sepehran',
        'fa',
      );
      expect(found.items.length).toBeGreaterThan(0);
      const cards = page.getByTestId('board-card');
      // The address changes before the page has drawn the search's answer, and the board before
      // it may hold as many cards: wait for the searched cards themselves.
      const searchedCards = async () => {
        const texts = await cards.allInnerTexts();
        return texts.length === found.items.length && texts.every((text) => text.includes('تهران'));
      };
      await expect.poll(searchedCards).toBe(true);
      // Reloading the address shows the same board: every choice is in it.
      await page.reload();
      await expect.poll(() => cards.count()).toBe(found.items.length);
      expect(await page.getByLabel(t('board.search'), { exact: true }).inputValue()).toBe('تهران');

      // Cleared the moment the address shows the search, before the page has drawn it: the
      // field's own change coming back does not put the old words back in it.
      const field = page.getByLabel(t('board.search'), { exact: true });
      await field.fill('مشهد');
      await page.waitForURL(/q=%D9%85/);
      await field.fill('');
      await page.waitForURL((url) => !url.searchParams.has('q'));
      expect(await field.inputValue()).toBe('');
    });
  });

  it('en on a wall: a table asked again every minute without reloading, and a full-screen mode', async () => {
    await withBrowser({ width: 1920, height: 1080 }, async ({ page, hostUrl }) => {
      const t = words('en');
      await useLanguage(page, 'en');
      await page.clock.install();
      await page.goto(hostUrl('turk', '/flightInformations'));
      await unfoldWhenAllOver(page, t('board.allOver'));
      const table = page.getByTestId('board-table');
      await table.waitFor();
      expect(await page.getByTestId('board-cards').isVisible()).toBe(false);
      expect(await page.getByTestId('board-updated').innerText()).toMatch(/^Updated at \d\d:\d\d$/);

      // Each refresh's answer carries its own hour ("Updated at 21:01", "22:02"), so the test
      // can see when the page has read it: only then does its next minute start.
      const answered: string[] = [];
      await page.route('**/api/flight/getAirportBoard', async (route) => {
        // Asked from the test's side, where a brand's *.localhost name does not resolve.
        const url = new URL(route.request().url());
        url.hostname = '127.0.0.1';
        const response = await route.fetch({ url: url.href });
        const json = (await response.json()) as { data?: { serverTime?: string } };
        answered.push(route.request().url());
        const hour = 20 + answered.length;
        if (json.data?.serverTime)
          json.data.serverTime = json.data.serverTime.replace(
            /T\d\d:\d\d/,
            `T${hour}:0${answered.length}`,
          );
        await route.fulfill({ response, json });
      });
      const updatedAt = page.getByTestId('board-updated');
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.clock.runFor(30_000);
      expect(answered).toHaveLength(0);
      await page.clock.runFor(31_000);
      await expect.poll(() => answered.length).toBe(1);
      // The answer is read (its schema loaded) before the clock moves on: a refresh asked while
      // one is on its way waits for it rather than asking twice.
      await expect.poll(() => updatedAt.innerText()).toBe('Updated at 21:01');
      await page.clock.runFor(60_000);
      await expect.poll(() => answered.length, { timeout: 5_000 }).toBe(2);
      await expect.poll(() => updatedAt.innerText()).toBe('Updated at 22:02');
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);

      await page.getByRole('button', { name: t('board.fullscreen') }).click();
      await expect
        .poll(() =>
          page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null),
        )
        .toBe('flight-board');
      const fontSize = await table.evaluate((element) => getComputedStyle(element).fontSize);
      expect(Number.parseFloat(fontSize)).toBeGreaterThan(20);
      await page.getByRole('button', { name: t('board.exitFullscreen') }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    });
  });
});
