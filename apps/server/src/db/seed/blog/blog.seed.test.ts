import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordsOfHtml } from '@parvaz/domain/blog/reading-time';
import { postSlugPattern } from '@parvaz/domain/blog/post-slug';
import { languages } from '@parvaz/domain/languages';
import { tenantIds } from '@parvaz/domain/tenants/tenants';
import { serverRoot } from '../../../paths';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { seedBlog } from './blog.seed';
import { brandWords } from './brands';
import { seedCategories } from './categories';
import { closings } from './closings';
import { imageNames } from './images';
import { bodyHtml, fillBrandHtml } from './markup';
import { seedComments, seedPosts } from './posts';

const publicBlog = join(serverRoot, '..', 'web', 'public', 'blog');

describe('the demo blog’s posts', () => {
  it.each(languages)(
    'has at least 24 published posts in %s over the five categories, a scheduled one and a draft',
    (lang) => {
      const posts = seedPosts[lang];
      const published = posts.filter((post) => !post.draft && post.daysAgo > 0);
      expect(published.length).toBeGreaterThanOrEqual(24);
      expect(posts.filter((post) => !post.draft && post.daysAgo < 0).length).toBeGreaterThanOrEqual(
        1,
      );
      expect(posts.filter((post) => post.draft)).toHaveLength(1);
      expect(new Set(published.map((post) => post.category))).toEqual(
        new Set(seedCategories.map((category) => category.slug)),
      );
      const slugs = posts.map((post) => post.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(postSlugPattern);
    },
  );

  it.each(languages)('gives every %s post 150 to 400 words, its own on each brand', (lang) => {
    for (const post of seedPosts[lang]) {
      const copies = tenantIds.map((tenant) => {
        const words = brandWords(tenant, lang);
        return fillBrandHtml(
          `${bodyHtml(post.body)}\n${bodyHtml(closings[lang][post.category])}`,
          words,
        );
      });
      for (const html of copies) {
        expect(wordsOfHtml(html), post.slug).toBeGreaterThanOrEqual(150);
        expect(wordsOfHtml(html), post.slug).toBeLessThanOrEqual(400);
        expect(html, post.slug).not.toMatch(/\{(brand|phone|city)\}/);
      }
      expect(new Set(copies).size, post.slug).toBe(tenantIds.length);
    }
  });

  it('writes each language’s posts for its readers, not one set translated', () => {
    const slugs = languages.map((lang) => new Set(seedPosts[lang].map((post) => post.slug)));
    const shared = [...(slugs[0] ?? [])].filter((slug) =>
      slugs.slice(1).some((set) => set.has(slug)),
    );
    expect(shared).toEqual([]);
  });

  it('draws every illustration it names, in the web app’s public files', () => {
    for (const name of imageNames)
      expect(existsSync(join(publicBlog, `${name}.svg`)), name).toBe(true);
  });

  it('comments only on posts of the same language', () => {
    for (const lang of languages) {
      const slugs = new Set(seedPosts[lang].map((post) => post.slug));
      for (const comment of seedComments[lang])
        expect(slugs.has(comment.slug), comment.slug).toBe(true);
      expect(seedComments[lang].some((c) => c.status === 'approved')).toBe(true);
      expect(seedComments[lang].some((c) => c.status === 'pending')).toBe(true);
    }
  });

  it('keeps a phone number left to right in the HTML, and the words escaped', () => {
    const words = { brand: 'A & B', phone: '+98 21 6600 4000', city: 'تهران' };
    expect(fillBrandHtml('<p>{brand}: {phone}, {city}</p>', words)).toBe(
      '<p>A &amp; B: <span dir="ltr">+98 21 6600 4000</span>, تهران</p>',
    );
  });

  it('keeps markup out of the text it escapes', () => {
    expect(bodyHtml('## A <b>\n\nOne **two** & <script>\n\n- a\n- b')).toBe(
      '<h2>A &lt;b&gt;</h2>\n<p>One <strong>two</strong> &amp; &lt;script&gt;</p>\n<ul><li>a</li><li>b</li></ul>',
    );
  });
});

describe.each(databaseKinds)('the demo blog in the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('is loaded once: a second start adds nothing', async () => {
    expect(await seedBlog(t.database.db, new Date())).toBe(0);
  });
});
