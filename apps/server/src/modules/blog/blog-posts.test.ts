import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingMinutes } from '@parvaz/domain/blog/reading-time';
import type { BlogCategories, BlogPostSummary } from '@parvaz/domain/contracts/blog';
import { blogCategories, blogComments, blogPosts } from '../../db/schema/blog';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { buildPost, categoryId, postOf, postsOf, sepehranFa } from './blog-test-kit';

describe.each(databaseKinds)('blog posts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('lists the brand’s published posts in the language, newest first, a page at a time', async () => {
    const first = await postsOf(t);
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(12);
    const dates = first.items.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Dates are written in the brand's zone (Tehran), the post in full for a list.
    expect(first.items[0]?.publishedAt).toMatch(/T\d{2}:\d{2}:\d{2}\+03:30$/);
    expect(first.items[0]).toMatchObject({
      image: expect.stringMatching(/^\/blog\/[a-z]+\.svg$/),
      category: { slug: expect.any(String), name: expect.any(String) },
      readingMinutes: expect.any(Number),
    });
    const second = await postsOf(t, { page: 2 });
    const third = await postsOf(t, { page: 3 });
    expect(second.items).toHaveLength(12);
    expect(third).toEqual({ items: [], total: 24 });
    const slugs = [...first.items, ...second.items].map((post) => post.slug);
    expect(new Set(slugs).size).toBe(24);
    expect((await postsOf(t, { pageSize: 5, page: 5 })).items).toHaveLength(4);
  });

  it("keeps each brand's and language's posts apart", async () => {
    const fa = await postsOf(t);
    const en = await postsOf(t, {}, { 'x-tenant': 'sepehran', lang: 'en' });
    const turkEn = await postsOf(t, {}, { 'x-tenant': 'turk', lang: 'en' });
    expect(en.items.map((p) => p.slug)).not.toContain(fa.items[0]?.slug);
    // The same article on another brand names that brand in its closing words.
    const slug = 'a-weekend-in-shiraz';
    const onSepehran = await postOf(t, slug, { 'x-tenant': 'sepehran', lang: 'en' });
    const onTurk = await postOf(t, slug, { 'x-tenant': 'turk', lang: 'en' });
    expect(onSepehran.post?.html).toContain('Sepehran');
    expect(onSepehran.post?.html).toContain('+98 21 6600 4000');
    expect(onTurk.post?.html).toContain('Parvaz Türkiye');
    expect(onTurk.post?.html).toContain('Istanbul');
    expect(turkEn.total).toBe(24);
  });

  it('filters by category and by tag, each within the paging', async () => {
    const categories = (await t.post('blog/getCategories', {}, sepehranFa)).json as {
      data: BlogCategories;
    };
    expect(categories.data.map((c) => c.slug)).toEqual([
      'destinations',
      'travel-tips',
      'visas',
      'airline-news',
      'hotels',
    ]);
    expect(categories.data.reduce((sum, c) => sum + c.posts, 0)).toBe(24);
    expect(categories.data.find((c) => c.slug === 'visas')).toEqual({
      slug: 'visas',
      name: 'ویزا و مدارک',
      posts: 5,
    });
    const visas = await postsOf(t, { category: 'visas' });
    expect(visas.total).toBe(5);
    expect(visas.items.every((post) => post.category.slug === 'visas')).toBe(true);
    const tagged = await postsOf(t, { tag: 'شینگن' });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.items.every((post) => post.tags.includes('شینگن'))).toBe(true);
    expect(await postsOf(t, { category: 'no-such-category' })).toEqual({ items: [], total: 0 });
  });

  it('searches title, summary and text whatever the keyboard, every word', async () => {
    const desert = await postsOf(t, { q: 'کویر' });
    expect(desert.items.map((post) => post.slug)).toContain('yazd-in-two-days');
    // Typed with the Arabic yeh and kaf: the Persian words are found all the same.
    const arabicKeyboard = await postsOf(t, { q: 'يزد' });
    expect(arabicKeyboard.items.map((post) => post.slug)).toContain('yazd-in-two-days');
    // A word only in the text, not the title or summary.
    const inText = await postsOf(t, { q: 'دولت‌آباد' });
    expect(inText.items.map((post) => post.slug)).toEqual(['yazd-in-two-days']);
    const both = await postsOf(t, { q: 'یزد نوروز' });
    expect(both.items.every((post) => post.slug !== 'yazd-in-two-days')).toBe(true);
    const paged = await postsOf(t, { q: 'پرواز', pageSize: 2 });
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
  });

  it('hides drafts and scheduled posts from the list, the search and their address', async () => {
    const all = await postsOf(t, { pageSize: 50 });
    const slugs = all.items.map((post) => post.slug);
    for (const hidden of ['summer-schedule-preview', 'hotel-cancellation-rules']) {
      expect(slugs).not.toContain(hidden);
      const read = await postOf(t, hidden);
      expect(read.status).toBe(404);
      expect(read.error).toBe('این مطلب پیدا نشد.');
    }
    expect((await postsOf(t, { q: 'برنامه تابستانی' })).items.map((p) => p.slug)).not.toContain(
      'summer-schedule-preview',
    );
    const unknown = await postOf(t, 'no-such-post', { 'x-tenant': 'sepehran', lang: 'en' });
    expect(unknown).toMatchObject({ status: 404, error: 'This post was not found.' });
  });

  it('shows a scheduled post once its time has come', async () => {
    const db = t.database.db;
    const category = await categoryId(db, 'sepehran', 'hotels');
    const id = await buildPost(db, {
      slug: 'scheduled-for-an-hour-later',
      categoryId: category,
      publishedAt: new Date(Date.now() + 60 * 60_000),
    });
    expect((await postOf(t, 'scheduled-for-an-hour-later')).status).toBe(404);
    await db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, id));
    expect((await postOf(t, 'scheduled-for-an-hour-later')).status).toBe(200);
    expect((await postsOf(t)).items[0]?.slug).toBe('scheduled-for-an-hour-later');
    await db.delete(blogPosts).where(eq(blogPosts.id, id));
  });

  it('reads a post with its HTML, approved comments and reading time', async () => {
    const { status, post } = await postOf(t, 'yazd-in-two-days');
    expect(status).toBe(200);
    expect(post).toMatchObject({
      slug: 'yazd-in-two-days',
      lang: 'fa',
      author: 'مینا رحیمی',
      category: { slug: 'destinations', name: 'مقصدها' },
      comments: 2,
    });
    expect(post?.readingMinutes).toBe(readingMinutes(post?.html ?? '', 'fa'));
    expect(post?.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(post?.html).toMatch(/^<p>/);
    expect(post?.html).toContain('<h2>');
    expect(post?.approvedComments.map((c) => c.fullName)).toEqual(['سارا محمدی', 'امیرحسین']);
  });

  it('opens a link to a post for a reader of another language, in the post’s own', async () => {
    const { status, post } = await postOf(t, 'yazd-in-two-days', {
      'x-tenant': 'sepehran',
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(post?.lang).toBe('fa');
    expect(post?.related.length).toBeGreaterThan(0);
    const related = await Promise.all(
      (post?.related ?? []).map((r) => postOf(t, r.slug, sepehranFa)),
    );
    expect(related.every((r) => r.post?.lang === 'fa')).toBe(true);
  });

  it('suggests the same category first, then shared tags, at most four', async () => {
    const db = t.database.db;
    const [own] = await db
      .insert(blogCategories)
      .values({
        tenant: 'sepehran',
        slug: 'related-test',
        name: { fa: 'آزمون', ar: 'اختبار', en: 'Test', tr: 'Test' },
        position: 9,
      })
      .returning({ id: blogCategories.id });
    const other = await categoryId(db, 'sepehran', 'visas');
    const hour = 60 * 60_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
    const ownId = own?.id ?? 0;
    await buildPost(db, { slug: 'rel-post', categoryId: ownId, tags: ['rx', 'ry'] });
    await buildPost(db, { slug: 'rel-same-newest', categoryId: ownId, publishedAt: at(2) });
    await buildPost(db, {
      slug: 'rel-same-tag',
      categoryId: ownId,
      tags: ['rx'],
      publishedAt: at(5),
    });
    await buildPost(db, {
      slug: 'rel-two-tags',
      categoryId: other,
      tags: ['rx', 'ry'],
      publishedAt: at(1),
    });
    await buildPost(db, {
      slug: 'rel-one-tag',
      categoryId: other,
      tags: ['ry'],
      publishedAt: at(3),
    });
    await buildPost(db, {
      slug: 'rel-one-tag-old',
      categoryId: other,
      tags: ['rx'],
      publishedAt: at(9),
    });
    await buildPost(db, {
      slug: 'rel-draft',
      categoryId: ownId,
      tags: ['rx'],
      status: 'draft',
      publishedAt: null,
    });
    const { post } = await postOf(t, 'rel-post');
    expect(post?.related.map((r: BlogPostSummary) => r.slug)).toEqual([
      'rel-same-tag',
      'rel-same-newest',
      'rel-two-tags',
      'rel-one-tag',
    ]);
    await db.delete(blogPosts).where(eq(blogPosts.categoryId, ownId));
    await db
      .delete(blogPosts)
      .where(and(eq(blogPosts.categoryId, other), eq(blogPosts.author, 'نویسنده آزمون')));
    await db.delete(blogCategories).where(eq(blogCategories.id, ownId));
  });

  it('puts the posts with the most approved comments lately first among the popular', async () => {
    const popular = (await t.post('blog/getPopular', {}, sepehranFa)).json as {
      data: BlogPostSummary[];
    };
    expect(popular.data.length).toBeLessThanOrEqual(5);
    const [top] = popular.data;
    expect(top?.slug).toBe('yazd-in-two-days');
    const { post } = await postOf(t, 'carry-on-rules-domestic-flights');
    const [row] = await t.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.tenant, 'sepehran'),
          eq(blogPosts.lang, 'fa'),
          eq(blogPosts.slug, post?.slug ?? ''),
        ),
      );
    const now = new Date();
    await t.database.db.insert(blogComments).values(
      [1, 2, 3].map((n) => ({
        postId: row?.id ?? 0,
        fullName: `خواننده ${n}`,
        text: 'ممنون',
        status: 'approved' as const,
        createdAt: now,
      })),
    );
    const after = (await t.post('blog/getPopular', {}, sepehranFa)).json as {
      data: BlogPostSummary[];
    };
    expect(after.data[0]?.slug).toBe('carry-on-rules-domestic-flights');
    expect(after.data[0]?.comments).toBe(4);
  });

  it('refuses a page size beyond the limit in the caller’s language', async () => {
    const answer = await t.post('blog/getPosts', { pageSize: 500 }, sepehranFa);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      status: 'error',
      errors: { fields: { pageSize: expect.any(String) } },
    });
  });
});
