// The blog's console in the accessibility sweep (a11y-routes.ts takes it in): the list of posts,
// a new post's form with the editor's image menu, its preview, and sent empty (every field's
// message shown), and the categories with one open for editing. A written post in the editor,
// publishing and commenting are checked in blog-console.spec.ts.
import type { Popup, RouteVisit } from './a11y-routes';
import { at } from './a11y-visit';
import { escape } from './booking-flow';

/** The post's preview, as the server sanitises it. */
const preview: Popup = {
  name: 'the post’s preview',
  async open({ page, t }) {
    await page.getByRole('button', { name: t('admin.posts.preview') }).click();
    await page.getByRole('region', { name: t('admin.posts.previewTitle') }).waitFor();
  },
  async close({ page, t }) {
    await page.getByRole('region', { name: t('admin.posts.previewTitle') }).waitFor();
  },
};

/** The text's image button: upload one, or give an address. */
const imageMenu: Popup = {
  name: 'the editor’s image menu',
  only: 'wide',
  async open({ page, t }) {
    await page.getByRole('button', { name: t('editor.image'), exact: true }).click();
    await page.getByRole('menu').waitFor();
  },
  async close({ page }) {
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  },
};

/** A new post sent as a draft with nothing filled in. */
const emptyDraft: Popup = {
  name: 'a new post’s messages',
  async open({ page, t }) {
    await page.getByRole('button', { name: t('admin.posts.saveDraft') }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
  },
  close: at('/admin/posts/new'),
};

/** One category's form, its four names filled. */
const categoryForm: Popup = {
  name: 'a category open for editing',
  async open({ page, t }) {
    const [before = '', after = ''] = t('admin.categories.editNamed').split('{{name}}').map(escape);
    await page
      .getByRole('button', { name: new RegExp(`^${before}.+${after}$`) })
      .first()
      .click();
    await page.getByRole('button', { name: t('admin.categories.save') }).waitFor();
  },
  async close({ page, t }) {
    await page.getByRole('button', { name: t('admin.categories.cancel') }).click();
    await page
      .getByRole('button', { name: t('admin.categories.save') })
      .waitFor({ state: 'detached' });
  },
};

export const blogConsoleVisits: Record<string, RouteVisit> = {
  '/admin/posts': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/admin/posts', async ({ page, t }) => {
      await page.getByRole('list', { name: t('admin.tab.posts') }).waitFor({ timeout: 20_000 });
    }),
  },
  // A new post's form (the route of every post), then sent empty: every field's message shown.
  '/admin/posts/:id': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/admin/posts/new', async ({ page, t }) => {
      await page.getByRole('textbox', { name: t('admin.posts.body') }).waitFor({ timeout: 20_000 });
    }),
    popups: [imageMenu, preview, emptyDraft],
  },
  '/admin/categories': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/admin/categories', async ({ page, t }) => {
      await page
        .getByRole('list', { name: t('admin.tab.categories') })
        .waitFor({ timeout: 20_000 });
    }),
    popups: [categoryForm],
  },
};
