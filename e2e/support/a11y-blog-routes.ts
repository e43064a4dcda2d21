// The blog in the accessibility sweep (a11y-routes.ts takes it in): the list narrowed to a
// category, and a post of the visit's language with its comments and the comment form, whose
// captcha appears once the form is started.
import type { Language } from '@parvaz/domain/languages';
import type { Popup, RouteVisit, VisitContext } from './a11y-routes';
import { at, settled } from './a11y-visit';

/** A demo post of each language (every brand has them). */
export const postOf: Record<Language, string> = {
  fa: 'yazd-in-two-days',
  en: 'a-weekend-in-shiraz',
  ar: 'nizwa-in-a-day',
  tr: 'kapadokyada-iki-gun',
};

/** The comment form started: its captcha picture and field shown. */
const commentForm: Popup = {
  name: 'comment form with its captcha',
  only: 'wide',
  async open({ page, t }) {
    await page.getByRole('textbox', { name: t('blog.fullName') }).focus();
    await page.getByRole('img', { name: t('auth.captchaImageAlt') }).waitFor({ timeout: 20_000 });
  },
  async close({ page, t }) {
    await page.getByRole('heading', { name: t('blog.commentFormTitle') }).waitFor();
  },
};

export const blogVisits: Record<string, RouteVisit> = {
  '/blogs': {
    role: 'guest',
    open: at('/blogs?category=destinations', async ({ page }) => {
      await page.locator('main article').first().waitFor({ timeout: 20_000 });
    }),
  },
  '/blogs/:slug': {
    role: 'guest',
    async open({ page, site, language }: VisitContext) {
      await page.goto(`${site}/blogs/${postOf[language]}`);
      await settled(page);
      await page.locator('main article h1').waitFor({ timeout: 20_000 });
    },
    popups: [commentForm],
  },
};
