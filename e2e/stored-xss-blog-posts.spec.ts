// Stored XSS in the blog's posts: markup an operator's account stores in a post's title,
// summary, tags and author (text fields) shows as text on /blogs and /blogs/:slug, and its HTML
// reaches visitors sanitised: no handler, script or javascript: link of it runs or becomes an
// element. The post's structured data (JSON-LD in the head) holds the same words as data that
// does not end its element early. On a server of its own (fresh database, dev tools on), in English.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './support/accounts';
import type { Browser } from './support/browser';
import { ownServerStartMs, startOwnServer } from './support/fuzz/own-server';
import { demoAccounts } from './support/fuzz/sessions';
import {
  apiAs,
  insertMarkup,
  logIn,
  openTrappedBrowser,
  payload,
  pick,
  text,
} from './support/fuzz/stored-xss';

const stamp = Date.now() % 100_000;
const slug = `xss-post-${stamp}`;
const stored = {
  title: payload('xss-post-title'),
  summary: payload('xss-post-summary'),
  // An author is 80 characters at most, a tag 40: their markers are short.
  author: payload('xss-pa'),
  tag: '<svg onload=alert(1)>xss-tg',
  html: `<p>xss-post-html</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">xss-post-link</a><p onclick="window.__xss=4">xss-post-end</p>`,
};

/**
 * What of the stored markup became live in the page: the flag the trap sets, elements the
 * payloads would make, handlers, and scripts holding it but the page's data (JSON, JSON-LD),
 * which must still read as JSON.
 */
async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    const flag = (window as { __xss?: unknown }).__xss;
    if (flag !== undefined) traces.push(`window.__xss = ${String(flag)}`);
    // The sanitiser may keep the text's picture (`<img src="x">`) without its handler: what
    // counts is a handler, a script or a javascript: link.
    for (const element of document.querySelectorAll(
      '[onerror], [onload], [onclick], svg[onload], a[href^="javascript:"]',
    ))
      traces.push(`element ${element.outerHTML.slice(0, 120)}`);
    for (const script of document.querySelectorAll('script')) {
      if (!script.textContent?.includes('__xss')) continue;
      const data = script.type === 'application/json' || script.type === 'application/ld+json';
      if (!data) traces.push('inline script with __xss');
      else
        try {
          JSON.parse(script.textContent);
        } catch {
          traces.push(`${script.type} that is not JSON`);
        }
    }
    return traces;
  });
}

describe('stored markup in a post never runs on the blog', () => {
  let server: DevServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await openTrappedBrowser(server);
    const operator = await logIn(server.url, demoAccounts.operator);
    const asOperator = apiAs(server.url, operator.token);
    const categories = await asOperator('admin/getCategories', {});
    const saved = await asOperator('admin/savePost', {
      lang: 'en',
      slug,
      title: stored.title,
      summary: stored.summary,
      html: stored.html,
      image: '/blog/map.svg',
      categoryId: Number(pick(categories.data, 'items', 0, 'id')),
      tags: [stored.tag],
      author: stored.author,
      status: 'published',
    });
    expect(saved.status, JSON.stringify(saved.errors)).toBe('success');
    expect(text(pick(saved.data, 'state'))).toBe('published');
  }, ownServerStartMs);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A marker's words are on the page as text, the markup around them shown as characters. */
  async function shownAsText(page: Page, marker: string, markup: string): Promise<void> {
    const found = page.getByText(marker).first();
    await found.waitFor();
    expect(await found.innerText()).toContain(markup);
  }

  it('shows the title and summary as text in the list, and the tag’s list too', async () => {
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/blogs`);
    await shownAsText(page, 'xss-post-title', '<img src=x onerror=');
    await shownAsText(page, 'xss-post-summary', '<img src=x onerror=');
    expect(await liveMarkup(page)).toEqual([]);
    await page.goto(`${browser.baseUrl}/blogs?tag=${encodeURIComponent(stored.tag)}`);
    await shownAsText(page, 'xss-post-title', '<img src=x onerror=');
    expect(await liveMarkup(page)).toEqual([]);
  });

  it('shows the post’s title, summary, author and tag as text and its HTML sanitised', async () => {
    const page = browser.page;
    await page.goto(`${browser.baseUrl}/blogs/${slug}`);
    await shownAsText(page, 'xss-post-title', '<img src=x onerror=');
    await shownAsText(page, 'xss-post-summary', '<img src=x onerror=');
    await shownAsText(page, 'xss-pa', '<img src=x onerror=');
    await shownAsText(page, 'xss-tg', '<svg onload=');
    // The text's words stay; what would run is gone.
    await page.getByText('xss-post-html').waitFor();
    await page.getByText('xss-post-end').waitFor();
    expect(await page.getByText('xss-post-link').count()).toBeLessThanOrEqual(1);
    expect(await liveMarkup(page)).toEqual([]);
    // The server's HTML alone (before any script) carries none of it either.
    const html = await (
      await fetch(`${server.url}/blogs/${slug}`, {
        headers: { 'x-tenant': 'sepehran', cookie: 'parvaz_lang=en' },
      })
    ).text();
    expect(html).toContain('xss-post-title');
    expect(html).not.toMatch(/<img src=x onerror|<svg onload|javascript:window|<script>window/i);
  });

  it('has a probe that does see markup that became an element', async () => {
    const page = browser.page;
    await insertMarkup(page, stored.title);
    expect(await liveMarkup(page)).not.toEqual([]);
  });
});
