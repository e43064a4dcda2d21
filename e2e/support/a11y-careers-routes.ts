// Recruitment in the accessibility sweep (a11y-routes.ts takes it in, after the content pages):
// /recruitment with a position opened and its application form sent empty (every field's message
// shown), and the console's Recruitment tab with an application opened.
import { expect } from 'vitest';
import type { Popup, RouteVisit } from './a11y-routes';
import { at } from './a11y-visit';

/** The first position opened, its form shown and sent empty. */
const applicationMessages: Popup = {
  name: 'the application form’s messages',
  async open({ page, t }) {
    await page.locator('main details > summary').first().click();
    await page.locator('main details[open]').first().waitFor();
    const apply = page.getByRole('button', { name: new RegExp(t('careers.apply')) }).first();
    const form = page.locator('form').filter({ has: page.locator('input[type=file]') });
    const send = form.getByRole('button', { name: t('careers.send') });
    // Under CI's load a press on Apply was seen lost (the button still there 20 s later, the
    // position open): Apply is pressed again while it stays, as a visitor would.
    await expect
      .poll(
        async () => {
          if (await send.isVisible()) return true;
          if (await apply.isVisible()) await apply.click();
          return send.isVisible();
        },
        { timeout: 30_000, interval: 3_000 },
      )
      .toBe(true)
      .catch(async (error: unknown) => {
        const shown = (await page.locator('main').innerText()).slice(0, 1500);
        throw new Error(`the application form did not open; the page showed:\n${shown}`, {
          cause: error,
        });
      });
    await send.click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
  },
  close: at('/recruitment'),
};

/** The newest application opened in the console. */
const applicationOpened: Popup = {
  name: 'an application opened',
  async open({ page, t }) {
    await page.getByTestId('job-application').first().getByRole('button').first().click();
    await page.getByRole('button', { name: t('admin.recruitment.downloadCv') }).waitFor();
  },
  async close({ page }) {
    await page.getByTestId('job-application').first().getByRole('button').first().click();
  },
};

export const careersVisits: Record<string, RouteVisit> = {
  '/recruitment': {
    role: 'guest',
    open: at('/recruitment', async ({ page }) => {
      await page.locator('main details > summary').first().waitFor({ timeout: 20_000 });
    }),
    popups: [applicationMessages],
  },
  '/admin/recruitment': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/admin/recruitment', async ({ page, t }) => {
      await page.getByRole('tab', { name: t('admin.tab.recruitment') }).waitFor();
      await page.getByTestId('job-application').first().waitFor({ timeout: 20_000 });
    }),
    popups: [applicationOpened],
  },
};
