// The airport board and the newsletter's page in the accessibility sweep (a11y-routes.ts takes
// them in): the board with its flights (a search narrowing them, and the earlier flights shown),
// and the page a confirmation link leads to; every page's footer carries the newsletter form.
import type { Popup, RouteVisit } from './a11y-routes';
import { expect } from 'vitest';
import { at, settled } from './a11y-visit';

/** The board narrowed by a search typed in its field. */
const searched: Popup = {
  name: 'flights searched',
  async open({ page, t }) {
    await page.getByLabel(t('board.search'), { exact: true }).fill('IR');
    await page.waitForURL(/q=IR/);
    await settled(page);
    // The board is dimmed while its narrowed list is asked for: axe looks once it is back.
    const board = page.getByTestId('flight-board');
    await board.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => board.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
  },
  async close({ page, t }) {
    await page.getByLabel(t('board.search'), { exact: true }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
  },
};

/** Today's flights that are over, unfolded (when the board has any). */
const earlier: Popup = {
  name: 'earlier flights shown',
  only: 'wide',
  async open({ page }) {
    const toggle = page.locator('[data-testid="flight-board"] button[aria-expanded="false"]');
    if (await toggle.count()) await toggle.click();
  },
  async close({ page }) {
    const toggle = page.locator('[data-testid="flight-board"] button[aria-expanded="true"]');
    if (await toggle.count()) await toggle.click();
  },
};

/** A newsletter sign-up refused for its address: the error beside the field. */
const refusedSignUp: Popup = {
  name: 'newsletter address refused',
  only: 'narrow',
  async open({ page, t }) {
    const form = page.getByRole('contentinfo').getByRole('form', { name: t('newsletter.title') });
    await form.getByLabel(t('newsletter.email')).fill('not-an-address');
    await form.getByRole('button', { name: t('newsletter.subscribe') }).click();
    await form.getByRole('status').filter({ hasText: /\S/ }).waitFor();
  },
  async close({ page, t }) {
    const form = page.getByRole('contentinfo').getByRole('form', { name: t('newsletter.title') });
    await form.getByLabel(t('newsletter.email')).fill('');
  },
};

export const boardVisits: Record<string, RouteVisit> = {
  '/flightInformations': {
    role: 'guest',
    open: at('/flightInformations', async ({ page }) => {
      await page.getByTestId('flight-board').waitFor({ timeout: 20_000 });
    }),
    popups: [searched, earlier],
  },
  '/newsletter': {
    role: 'guest',
    open: at('/newsletter?state=confirmed'),
    popups: [refusedSignUp],
  },
};
