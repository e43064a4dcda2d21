import { toJalali } from '@parvaz/domain/calendar/jalali';
import { tenants } from '@parvaz/domain/tenants/tenants';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { words } from './support/locale';
import { transitionsDone } from './support/transitions';

const tr = words('tr');
const fa = words('fa');
const ar = words('ar');
const en = words('en');

async function documentLanguage(page: Page): Promise<{ lang: string | null; dir: string | null }> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

async function waitForLanguage(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

describe('the app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => browser.close());

  it('opens in the default tenant (turk) in Turkish, left to right, without customer login', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await waitForLanguage(page, 'tr');
    expect(await documentLanguage(page)).toEqual({ lang: 'tr', dir: 'ltr' });
    await page.getByText(tr('home.tagline')).waitFor();
    expect(await page.getByRole('link', { name: tr('header.login') }).count()).toBe(0);
    // The title is the brand's name; a page's own title comes first, the brand's name after it.
    expect(await page.title()).toBe(tenants.turk.name.tr);
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('heading', { name: tr('page.faq') }).waitFor();
    expect(await page.title()).toMatch(new RegExp(` \\| ${tenants.turk.name.tr}$`));
    await page.goto(`${baseUrl}/`);
    await page.getByText(tr('home.tagline')).waitFor();
  });

  it('turns right to left with Persian text and a Jalali calendar when switched to fa', async () => {
    const { page } = browser;
    await page.getByLabel(tr('switch.language')).selectOption('fa');
    await waitForLanguage(page, 'fa');
    expect(await documentLanguage(page)).toEqual({ lang: 'fa', dir: 'rtl' });
    await page.getByText(fa('home.tagline')).waitFor();
    expect(await page.getByLabel(fa('switch.calendar')).inputValue()).toBe('jalali');
    const now = new Date();
    const jalaliYear = toJalali({
      year: now.getFullYear(),
      month: now.getMonth() + 1,
      day: now.getDate(),
    }).year;
    const persianYear = String(jalaliYear).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    await page.getByText(new RegExp(persianYear)).first().waitFor();
    const body = await page.locator('body').evaluate((el) => getComputedStyle(el).direction);
    expect(body).toBe('rtl');
  });

  it('shows sepehran in Persian with login and sign-up (?tenant=sepehran)', async () => {
    const { page, baseUrl } = browser;
    // A new visitor: no language chosen before (it lives in a cookie) and nothing stored.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/?tenant=sepehran`);
    await waitForLanguage(page, 'fa');
    expect(await documentLanguage(page)).toEqual({ lang: 'fa', dir: 'rtl' });
    await page.getByRole('link', { name: fa('header.login') }).waitFor();
    await page.getByRole('link', { name: fa('header.signup') }).waitFor();
    expect(await page.getByLabel(fa('switch.calendar')).inputValue()).toBe('jalali');
  });

  it('opens the date picker above the page on a phone, in Arabic (oman)', async () => {
    const other = await openBrowser();
    try {
      await other.page.setViewportSize({ width: 390, height: 800 });
      await other.page.goto(other.hostUrl('oman'));
      await waitForLanguage(other.page, 'ar');
      await other.page
        .getByRole('button', { name: ar('picker.open'), exact: true })
        .first()
        .click();
      const grid = other.page.getByRole('grid').first();
      await grid.waitFor();
      await transitionsDone(other.page);
      // Its popper's rule was once only named by the server, not sent: the calendar lay under
      // the search box.
      const onTop = await grid.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return element.contains(hit);
      });
      expect(onTop).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('shows oman in Arabic, right to left, without login or sign-up (by host name)', async () => {
    const other = await openBrowser();
    try {
      await other.page.goto(other.hostUrl('oman'));
      await waitForLanguage(other.page, 'ar');
      expect(await documentLanguage(other.page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await other.page.getByText(ar('home.tagline')).waitFor();
      // MUI's own labels speak Arabic too: the city fields' list buttons, the date picker's.
      await other.page
        .getByRole('button', { name: ar('choice.open') })
        .first()
        .waitFor();
      await other.page
        .getByRole('button', { name: ar('picker.open'), exact: true })
        .first()
        .waitFor();
      expect(
        await other.page.getByRole('button', { name: /^(Open|Clear|Choose date)/ }).count(),
      ).toBe(0);
      expect(await other.page.getByRole('link', { name: ar('header.login') }).count()).toBe(0);
      expect(await other.page.getByRole('link', { name: ar('header.signup') }).count()).toBe(0);
      expect(await other.page.getByLabel(ar('switch.calendar')).inputValue()).toBe('gregorian');
    } finally {
      await other.close();
    }
  });

  it('answers an unknown page with the not-found page', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/no/such/page?tenant=turk`);
    await waitForLanguage(page, 'tr');
    await page.getByRole('heading', { name: tr('notFound.title') }).waitFor();
  });

  it('shows every route of the spec, with a plain notice where the page is not built yet', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/user/clubServices?tenant=turk`);
    await waitForLanguage(page, 'tr');
    await page.getByRole('heading', { name: tr('page.userClubServices') }).waitFor();
    await page.getByText(tr('comingSoon.notice')).waitFor();
    await page.goto(`${baseUrl}/user/gsa/agency/create`);
    await page.getByRole('heading', { name: tr('page.userGsaAgencyCreate') }).waitFor();
  });
});

describe('the client-error page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => browser.close());

  /** A page's code that fails to load (a deploy replaced it, the network dropped) breaks the route. */
  async function breakNextPage(page: Page): Promise<void> {
    await page.route('**/assets/**', (route) => route.abort());
    await page
      .getByRole('navigation', { name: en('nav.main') })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.getByRole('heading', { name: en('error.title') }).waitFor();
    await page.unroute('**/assets/**');
  }

  it('returns to the main page', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByLabel(tr('switch.language')).selectOption('en');
    await waitForLanguage(page, 'en');
    await breakNextPage(page);
    await page.getByRole('button', { name: en('error.home') }).click();
    await page.getByText(en('home.tagline')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('reloads the page', async () => {
    const { page } = browser;
    await breakNextPage(page);
    await page.getByRole('button', { name: en('error.reload') }).click();
    await page.getByRole('heading', { name: en('page.faq') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
  });
});

describe('accessibility of the shell', () => {
  for (const [language, width] of [
    ['fa', 1280],
    ['en', 1280],
    ['fa', 390],
    ['en', 390],
  ] as const) {
    it(`has no serious or critical axe violation in ${language} at ${width} px`, async () => {
      const browser = await openBrowser({ width, height: 844 });
      try {
        const { page, baseUrl } = browser;
        await page.goto(`${baseUrl}/?tenant=sepehran`);
        await waitForLanguage(page, 'fa');
        if (language !== 'fa') {
          await page.getByLabel(fa('switch.language')).selectOption(language);
          await waitForLanguage(page, language);
        }
        await page.getByText(words(language)('home.tagline')).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }

  it('is checked by a run that finds what is wrong: a nameless button and an image without text', async () => {
    const browser = await openBrowser();
    try {
      const { page, baseUrl } = browser;
      await page.goto(`${baseUrl}/?tenant=sepehran`);
      await page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<button></button><img src="/x.png">');
      });
      expect(await seriousViolations(page)).toEqual([
        'button-name (critical): body > button',
        'image-alt (critical): img[src="/x.png"]',
      ]);
    } finally {
      await browser.close();
    }
  });
});
