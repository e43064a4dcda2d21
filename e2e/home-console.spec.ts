// The home page's blocks in the console (/admin/home): the operator changes a claim and a slide
// in Persian and a visitor of the brand sees them on the home page at once (the shared page is
// rendered afresh); the home's server HTML already holds the slider's first slide and the six
// routes with their prices. The console passes axe.
import type { HomePage } from '@parvaz/domain/contracts/home-page';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { fa, field } from './support/booking-flow';
import type { Browser } from './support/browser';
import { demoOperator, openPersianBrowser, signInAsOperator } from './support/console-session';
import { page as serverPage } from './support/server-page';
import { readLocale } from '@parvaz/i18n/node';

async function homeBlocks(): Promise<HomePage> {
  const answer = await fetch(`${inject('baseUrl')}/api/context/getHomePage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'sepehran', lang: 'fa' },
    body: '{}',
  });
  return ((await answer.json()) as { data: HomePage }).data;
}

/** A session of the operator's, for putting the demo's blocks back through the API. */
async function operatorToken(): Promise<string> {
  const answer = await fetch(`${inject('baseUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'sepehran' },
    body: JSON.stringify({ username: demoOperator.username, password: demoOperator.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

describe("the home page's blocks", () => {
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    ({ browser, site } = await openPersianBrowser());
  });
  afterAll(async () => browser.close());

  it("holds the slider's first slide and the six routes in the server's HTML", async () => {
    const blocks = await homeBlocks();
    expect(blocks.slides.length).toBeGreaterThan(0);
    expect(blocks.routes).toHaveLength(6);
    const home = await serverPage('/', { 'x-tenant': 'sepehran', cookie: 'parvaz_lang=fa' });
    expect(home.status).toBe(200);
    const [first] = blocks.slides;
    expect(home.text).toContain(first?.title);
    expect(home.html).toContain(`src="${first?.image}"`);
    for (const route of blocks.routes) {
      expect(home.text).toContain(route.originName);
      expect(home.text).toContain(route.destinationName);
    }
    for (const claim of blocks.claims) expect(home.text).toContain(claim.title);
    // Only the first slide's picture comes with the page; the others wait until they are shown.
    const eager = [...home.html.matchAll(/<img[^>]*loading="eager"[^>]*>/g)];
    expect(eager.length).toBeLessThanOrEqual(1);
  });

  it('shows a visitor the claim and slide the operator changes in Persian at once', async () => {
    const { page } = browser;
    const t = fa;
    const before = await homeBlocks();
    await signInAsOperator(page, site);
    await page.goto(`${site}/admin/home?lang=fa`);
    const stamp = Date.now() % 100_000;
    const slideTitle = `پیشنهاد ویژه‌ی ${stamp}: یزد در پاییز`;
    const claimTitle = `پشتیبانی واقعی ${stamp}`;

    const slide = page.getByRole('group', {
      name: t('admin.home.slide').replace('{{index}}', '۱'),
    });
    const slideField = field(slide, t('admin.home.slideTitle'));
    await expect.poll(() => slideField.inputValue()).not.toBe('');
    await slideField.fill(slideTitle);
    const claim = page.getByRole('group', {
      name: t('admin.home.claim').replace('{{index}}', '۳'),
    });
    await field(claim, t('admin.home.claimTitle')).fill(claimTitle);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('admin.home.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('admin.home.saved') })
      .waitFor();

    // A visitor (a fresh page without the session) sees both on the home page.
    const visitor = await browser.context.newPage();
    await visitor.goto(`${site}/`);
    await visitor.getByRole('heading', { name: slideTitle }).waitFor();
    await visitor.getByRole('heading', { name: claimTitle }).waitFor();
    await visitor.close();

    // A refused save puts the server's words on the field: a link to another scheme.
    const link = field(slide, t('admin.home.link'));
    await link.fill('javascript:alert(1)');
    await page.getByRole('button', { name: t('admin.home.save') }).click();
    await slide.getByText(readLocale('fa', 'messages').linkNotAllowed ?? '-').waitFor();

    // The demo's blocks back as they were, for the other checks of the run.
    const restored = await fetch(`${inject('baseUrl')}/api/admin/saveHomePage`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tenant': 'sepehran',
        authorization: `Bearer ${await operatorToken()}`,
      },
      body: JSON.stringify({ ...before, lang: 'fa', hotelIds: before.hotels.map((h) => h.id) }),
    });
    expect(restored.status).toBe(200);
  });
});
