// The content pages in the accessibility sweep (a11y-routes.ts takes them in): the pages an
// operator writes (about, contact, terms, careers, privacy, any page under /pages) and the FAQ,
// with a question opened and the list narrowed by a search.
import type { Popup, RouteVisit } from './a11y-routes';
import { at } from './a11y-visit';

function contentAt(path: string) {
  return at(path, async ({ page }) => {
    // The page's text, written by its editor, is in.
    await page.locator('main h1 ~ div p').first().waitFor({ timeout: 20_000 });
  });
}

/** The first question of the FAQ opened with the keyboard, and closed again. */
const openQuestion: Popup = {
  name: 'a question opened',
  async open({ page }) {
    await page.locator('main details:not([open]) > summary').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('main details[open]').first().waitFor();
  },
  async close({ page }) {
    await page.locator('main details[open] > summary').first().click();
    await page.locator('main details[open]').waitFor({ state: 'detached' });
  },
};

/** The questions narrowed by a word, with the count of what was found. */
const searched: Popup = {
  name: 'questions searched',
  only: 'wide',
  async open({ page, t }) {
    await page.getByRole('searchbox', { name: t('faq.search') }).fill('2');
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
  },
  async close({ page, t }) {
    await page.getByRole('searchbox', { name: t('faq.search') }).fill('');
  },
};

export const contentVisits: Record<string, RouteVisit> = {
  // The operator's text pages are one page (the short sweep checks one); contact adds its form.
  '/aboutUs': { role: 'guest', kind: 'content page', open: contentAt('/aboutUs') },
  '/contactUs': { role: 'guest', open: contentAt('/contactUs') },
  '/rules': { role: 'guest', kind: 'content page', open: contentAt('/rules') },
  '/privacy': { role: 'guest', kind: 'content page', open: contentAt('/privacy') },
  // Any page by its url under /pages: the demo's privacy notice read there.
  '/pages/:url': { role: 'guest', kind: 'content page', open: contentAt('/pages/privacy') },
  '/faq': {
    role: 'guest',
    open: at('/faq', async ({ page }) => {
      await page.locator('main summary').first().waitFor({ timeout: 20_000 });
    }),
    popups: [openQuestion, searched],
  },
};
