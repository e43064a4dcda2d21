// The blog's console: the operator writes a post in Persian (title, address, summary, category,
// tag, author, an uploaded cover, the rich-text body), previews it and publishes it now; a
// visitor opens it and comments (the captcha answered as the dev tools allow); the operator
// approves the comment in the Comments tab and the visitor reads it under the post. A post
// scheduled for later is in the console's Scheduled list but nowhere on the blog. The console's
// screens pass axe. On a server of its own (fresh database, dev tools on).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserOn, startDevServer, type DevServer } from './support/accounts';
import { seriousViolations } from './support/axe';
import { fa, field } from './support/booking-flow';
import type { Browser } from './support/browser';
import { captchaAnswers } from './support/captcha-answers';
import { inPersian, signInAsOperator } from './support/console-session';
import { webAppHeaders } from './support/session';

/** A 1×1 PNG, told by its bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now() % 100_000;
const post = {
  title: `بهار در شیراز ${stamp}`,
  slug: `spring-in-shiraz-${stamp}`,
  summary: 'باغ‌های ارم و عطر بهارنارنج در اردیبهشت.',
  tag: 'بهار شیراز',
  author: 'تحریریه سپهران',
  sentence: `شیراز در بهار ${stamp} بوی بهارنارنج می‌دهد.`,
};
const comment = { name: 'مهمان آزمون', text: `چه نوشته خوبی بود، سپاس ${stamp}.` };

describe('the blog console', () => {
  let server: DevServer;
  let browser: Browser;
  let visitor: Browser;
  let site = '';
  const t = fa;

  beforeAll(async () => {
    server = await startDevServer();
    browser = await inPersian(await openBrowserOn(server, { locale: 'fa-IR' }));
    visitor = await inPersian(await openBrowserOn(server, { locale: 'fa-IR' }));
    site = browser.baseUrl;
  });
  afterAll(async () => {
    await visitor?.close();
    await browser?.close();
    await server?.stop();
  });

  /** The option of an open MUI select, by its name. */
  const chooseIn = async (page: Page, label: string, option: string) => {
    await field(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('the operator writes a Persian post, previews it and publishes it now', async () => {
    const { page } = browser;
    await signInAsOperator(page, site);
    await page.goto(`${site}/admin/posts`);
    await page.getByRole('link', { name: t('admin.posts.new') }).click();
    await page.waitForURL(/\/admin\/posts\/new/);
    await field(page, t('admin.posts.title')).fill(post.title);
    // A Persian title suggests no address: it is written by hand.
    expect(await field(page, t('admin.posts.slug')).inputValue()).toBe('');
    await field(page, t('admin.posts.slug')).fill(post.slug);
    await field(page, t('admin.posts.summary')).fill(post.summary);
    await chooseIn(page, t('admin.posts.category'), 'مقصدها');
    await field(page, t('admin.posts.author')).fill(post.author);
    const tags = field(page, t('admin.posts.tags'));
    await tags.fill(post.tag);
    await tags.press('Enter');
    await page
      .locator(`input[type=file][aria-label="${t('admin.posts.coverUpload')}"]`)
      .setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: png,
      });
    await page.getByRole('img', { name: t('admin.posts.coverAlt') }).waitFor();
    const body = page.getByRole('textbox', { name: t('admin.posts.body') });
    await body.click();
    await page.keyboard.type(post.sentence);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('admin.posts.preview') }).click();
    const preview = page.getByRole('region', { name: t('admin.posts.previewTitle') });
    await preview.getByText(post.sentence).waitFor();

    await page.getByRole('button', { name: t('admin.posts.publishNow') }).click();
    await page.waitForURL(/\/admin\/posts\/\d+$/);
    await page
      .getByRole('status')
      .filter({ hasText: t('admin.posts.saved.published') })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a visitor reads it and comments; the comment shows once the operator approves it', async () => {
    const reader = visitor.page;
    const captcha = captchaAnswers(reader);
    await reader.goto(`${site}/blogs`);
    await reader.getByRole('link', { name: post.title }).first().click();
    await reader.waitForURL(new RegExp(`/blogs/${post.slug}`));
    await reader.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await reader.getByText(post.sentence).waitFor();
    await reader.getByText(post.author).first().waitFor();

    await field(reader, t('blog.fullName')).fill(comment.name);
    await field(reader, t('blog.commentText')).fill(comment.text);
    await expect.poll(captcha.latest, { timeout: 20_000 }).not.toBe('');
    await field(reader, t('auth.captcha')).fill(captcha.latest());
    captcha.stop();
    await reader.getByRole('button', { name: t('blog.sendComment') }).click();
    await reader.getByText(t('blog.commentPending')).waitFor();
    expect(await reader.getByText(comment.text).count()).toBe(0);

    const { page } = browser;
    await page.goto(`${site}/admin/comments`);
    const card = page.getByRole('listitem').filter({ hasText: comment.text });
    await card.waitFor();
    expect(await card.innerText()).toContain(post.title);
    await card
      .getByRole('button', {
        name: t('admin.comments.decideNamed.approved').replace('{{name}}', comment.name),
      })
      .click();
    await card.waitFor({ state: 'detached' });

    await reader.reload();
    await reader.getByText(comment.text).waitFor();
  });

  it('keeps a post scheduled for later off the blog, and lists it as scheduled', async () => {
    const { page } = browser;
    const later = {
      title: `پاییز در کیش ${stamp}`,
      slug: `autumn-in-kish-${stamp}`,
    };
    // Scheduled through the API with the operator's session, a day ahead.
    const saved = await page.evaluate(
      async ({ wanted, session }) => {
        const headers = { 'content-type': 'application/json', ...session };
        const categories = await fetch('/api/admin/getCategories', {
          method: 'POST',
          headers,
          body: '{}',
        }).then((r) => r.json() as Promise<{ data: { items: { id: number }[] } }>);
        const answer = await fetch('/api/admin/savePost', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            lang: 'fa',
            slug: wanted.slug,
            title: wanted.title,
            summary: '',
            html: '<p>به‌زودی</p>',
            image: '/blog/beach.svg',
            categoryId: categories.data.items[0]?.id,
            tags: [],
            author: 'تحریریه',
            status: 'published',
            publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
          }),
        });
        return (await answer.json()) as { data?: { state: string } };
      },
      { wanted: later, session: webAppHeaders },
    );
    expect(saved.data?.state).toBe('scheduled');

    await page.goto(`${site}/admin/posts?status=scheduled`);
    await page
      .getByRole('link', { name: t('admin.posts.editNamed').replace('{{title}}', later.title) })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const reader = visitor.page;
    await reader.goto(`${site}/blogs`);
    await reader.getByRole('link', { name: post.title }).first().waitFor();
    expect(await reader.getByText(later.title).count()).toBe(0);
    const direct = await reader.goto(`${site}/blogs/${later.slug}`);
    expect(direct?.status()).toBe(404);
  });
});
