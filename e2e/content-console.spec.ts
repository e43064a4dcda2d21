// The operator's content console (/admin): the operator opens a brand page in Persian, writes a
// new paragraph in the rich-text editor, previews it as the server will publish it, saves, and a
// visitor reads the new text on the site at once (the shared page is rendered afresh); the audit
// log names the change and who made it. The console passes axe. The posts list finds a title
// written with Persian digits by the same digits typed on a Persian keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { fa, field } from './support/booking-flow';
import type { Browser } from './support/browser';
import { demoOperator, openPersianBrowser, signInAsOperator } from './support/console-session';

describe('the content console', () => {
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    ({ browser, site } = await openPersianBrowser());
  });
  afterAll(async () => browser.close());

  it('publishes a Persian page the operator edits and logs the change', async () => {
    const { page } = browser;
    const t = fa;
    await signInAsOperator(page, site);
    await page.goto(`${site}/admin/pages`);
    await page
      .getByRole('link', { name: t('admin.pages.editNamed').replace('{{page}}', '/privacy') })
      .click();
    await page.waitForURL(/\/admin\/pages\/privacy/);
    const title = field(page, t('admin.pages.title'));
    await expect.poll(() => title.inputValue()).not.toBe('');
    const description = field(page, t('admin.pages.description'));
    const untouched = {
      title: await title.inputValue(),
      description: await description.inputValue(),
    };
    const editor = page.getByRole('textbox', { name: t('admin.pages.body') });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    const sentence = `بازبینی ${Date.now() % 100_000}: داده‌های سفر شما رمزگذاری می‌شود.`;
    await page.keyboard.type(sentence);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('admin.pages.preview') }).click();
    const preview = page.getByRole('region', { name: t('admin.pages.previewTitle') });
    await preview.getByText(sentence).waitFor();

    await page.getByRole('button', { name: t('admin.pages.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('admin.pages.saved') })
      .waitFor();

    // What the operator did not touch is kept exactly as it was (its digits too).
    await page.reload();
    await expect.poll(() => title.inputValue()).toBe(untouched.title);
    expect(await description.inputValue()).toBe(untouched.description);

    // A visitor (a fresh page without the session) reads it on the site.
    const visitor = await browser.context.newPage();
    await visitor.goto(`${site}/privacy`);
    await visitor.getByText(sentence).waitFor();
    await visitor.close();

    await page.goto(`${site}/admin/audit`);
    const record = page.getByRole('listitem').filter({ hasText: 'privacy/fa' }).first();
    await record.waitFor();
    expect(await record.innerText()).toContain(t('admin.action.update'));
    expect(await record.innerText()).toContain(demoOperator.name);
    // On the brand's clock, the zone named; the body's change shown as its passage, the field named.
    expect(await record.innerText()).toMatch(/[۰-۹]{2}:[۰-۹]{2} \(.+\)/);
    await record.locator('summary').click();
    // The fields are drawn once the record's opening has been handled: wait for them.
    await record.getByText(t('admin.field.html')).first().waitFor();
    expect(await record.locator('ins').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining(sentence.split(':')[0] ?? sentence)]),
    );
    expect(await record.innerText()).not.toMatch(/\bhtml\b|updatedAt/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds a post whose title has Persian digits by a search typed in Persian digits', async () => {
    const { page } = browser;
    const t = fa;
    // Still signed in from the step before.
    await page.goto(`${site}/admin/posts`);
    // A demo post's title: "پذیرش اینترنتی از ۴۸ ساعت پیش از پرواز".
    await page.getByRole('searchbox', { name: t('admin.posts.search') }).fill('از ۴۸ ساعت');
    await page.getByRole('button', { name: t('admin.posts.searchButton') }).click();
    await page.waitForURL(/[?&]q=/);
    const posts = page.getByRole('list', { name: t('admin.tab.posts') });
    await posts.getByText('پذیرش اینترنتی از ۴۸ ساعت پیش از پرواز').first().waitFor();
  });
});
