import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { AdminPost, AdminPostsResponse } from '@parvaz/domain/contracts/admin-posts';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { BlogPostSummary } from '@parvaz/domain/contracts/blog';
import { blogComments } from '../../db/schema/blog';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { categoryId, postOf, postsOf, sepehranFa } from './blog-test-kit';

type Answer<T> = { data?: T; errors?: { error?: string; fields?: Record<string, string> } };

const hour = 60 * 60_000;

describe.each(databaseKinds)("the operator's blog editor on %s", (kind) => {
  let t: TestApp;
  let operator: Record<string, string>;
  // The sessions are made at the real time: the clock starts there, on a whole minute.
  let clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  let travelTips: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
    operator = {
      ...(await buildSignedInUser(t.database.db, { tenant: 'sepehran', role: 'operator' })).headers,
      lang: 'en',
    };
    travelTips = await categoryId(t.database.db, 'sepehran', 'travel-tips');
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: unknown, headers = operator) => {
    const answer = await t.post(path, body, headers);
    return { ...(answer.json as Answer<T>), status: answer.status };
  };
  const post = (overrides: Record<string, unknown> = {}) => ({
    lang: 'fa',
    slug: 'packing-light',
    title: '  سفر با کوله سبک  ',
    summary: ' چه چیزهایی را جا بگذاریم ',
    html: '<p dir="rtl">متن <strong>کامل</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    image: '/blog/map.svg',
    categoryId: travelTips,
    tags: ['کوله', 'سفر سبک', 'کوله'],
    author: ' تحریریه ',
    status: 'draft',
    ...overrides,
  });
  const publicSlugs = async () => (await postsOf(t, { pageSize: 50 })).items.map((p) => p.slug);
  const feed = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/blogs/feed.xml?lang=fa',
        headers: { host: 'sepehran.localhost' },
      })
    ).body;
  const sitemap = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'sepehran.localhost' },
      })
    ).body;
  const popular = async () =>
    (
      (await t.post('blog/getPopular', {}, sepehranFa)).json as { data: BlogPostSummary[] }
    ).data.map((p) => p.slug);

  it('saves a draft nobody reads, publishes it now, sanitised and trimmed, each save audited', async () => {
    const draft = await call<AdminPost>(
      'admin/savePost',
      post({ publishedAt: '2030-01-01T00:00:00Z' }),
    );
    expect(draft.status).toBe(200);
    const id = draft.data?.id ?? 0;
    expect(draft.data).toMatchObject({
      title: 'سفر با کوله سبک',
      summary: 'چه چیزهایی را جا بگذاریم',
      author: 'تحریریه',
      tags: ['کوله', 'سفر سبک'],
      status: 'draft',
      state: 'draft',
      // A draft has no time, whatever was sent.
      publishedAt: null,
      timeZone: 'Asia/Tehran',
    });
    expect(draft.data?.html).toContain('<strong>کامل</strong>');
    expect(draft.data?.html).not.toMatch(/script|onerror|alert/);
    expect(await publicSlugs()).not.toContain('packing-light');
    expect((await postOf(t, 'packing-light')).status).toBe(404);

    const published = await call<AdminPost>('admin/savePost', post({ id, status: 'published' }));
    expect(published.data).toMatchObject({ id, state: 'published', status: 'published' });
    // Now, written in the brand's zone.
    const wentUp = zonedIso(clock, 'Asia/Tehran');
    expect(published.data?.publishedAt).toBe(wentUp);
    expect(wentUp).toMatch(/\+03:30$/);
    expect(await publicSlugs()).toContain('packing-light');
    const read = await postOf(t, 'packing-light');
    expect(read.post?.html).not.toMatch(/script|onerror/);
    expect(read.post?.tags).toEqual(['کوله', 'سفر سبک']);
    expect(await feed()).toContain('/blogs/packing-light');
    expect(await sitemap()).toContain('/blogs/packing-light');

    // Saved again as published, it keeps the time it went up at.
    clock = new Date(clock.getTime() + hour);
    const edited = await call<AdminPost>(
      'admin/savePost',
      post({ id, status: 'published', title: 'سفر سبک' }),
    );
    expect(edited.data?.publishedAt).toBe(wentUp);

    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'post',
      entityKey: String(id),
    });
    expect(log.data?.items.map((item) => item.action)).toEqual(['update', 'update', 'create']);
    const [last] = log.data?.items ?? [];
    expect(last).toMatchObject({
      before: { title: 'سفر با کوله سبک', status: 'published' },
      after: { title: 'سفر سبک', status: 'published' },
    });
  });

  it('keeps a scheduled post from every public list until its time, then shows it', async () => {
    const at = new Date(clock.getTime() + 2 * hour);
    const scheduled = await call<AdminPost>(
      'admin/savePost',
      post({ slug: 'spring-in-yazd', status: 'published', publishedAt: at.toISOString() }),
    );
    expect(scheduled.status).toBe(200);
    expect(scheduled.data?.state).toBe('scheduled');
    const hidden = async () => {
      expect(await publicSlugs()).not.toContain('spring-in-yazd');
      expect((await postOf(t, 'spring-in-yazd')).status).toBe(404);
      expect(await popular()).not.toContain('spring-in-yazd');
      expect(await feed()).not.toContain('spring-in-yazd');
      expect(await sitemap()).not.toContain('spring-in-yazd');
    };
    await hidden();
    const listed = await call<AdminPostsResponse>('admin/getPosts', { status: 'scheduled' });
    expect(listed.data?.items.map((p) => p.slug)).toContain('spring-in-yazd');

    clock = new Date(at.getTime() - 1000);
    await hidden();
    clock = new Date(at.getTime() + 1000);
    expect(await publicSlugs()).toContain('spring-in-yazd');
    expect((await postOf(t, 'spring-in-yazd')).status).toBe(200);
    expect(await popular()).toContain('spring-in-yazd');
    expect(await feed()).toContain('spring-in-yazd');
    expect(await sitemap()).toContain('spring-in-yazd');
    const again = await call<AdminPost>('admin/getPost', { id: scheduled.data?.id });
    expect(again.data?.state).toBe('published');

    // Published now without a time, a post scheduled for later goes up at once.
    const later = new Date(clock.getTime() + 5 * hour);
    const another = await call<AdminPost>(
      'admin/savePost',
      post({ slug: 'autumn-in-kish', status: 'published', publishedAt: later.toISOString() }),
    );
    expect(another.data?.state).toBe('scheduled');
    const now = await call<AdminPost>(
      'admin/savePost',
      post({ id: another.data?.id, slug: 'autumn-in-kish', status: 'published' }),
    );
    expect(now.data).toMatchObject({
      state: 'published',
      publishedAt: zonedIso(clock, 'Asia/Tehran'),
    });
  });

  it('refuses an address in use, a bad address, an unknown category and a cover missing', async () => {
    const existing = (await postsOf(t)).items[0]?.slug;
    const taken = await call('admin/savePost', post({ slug: existing }));
    expect(taken.status).toBe(409);
    expect(taken.errors?.fields?.slug).toBe(
      'This address is already used by another post in this language; choose another.',
    );
    // The same address in another language is another post's own.
    const english = await call<AdminPost>(
      'admin/savePost',
      post({ slug: 'packing-light', lang: 'en', title: 'Packing light', tags: [] }),
    );
    expect(english.status).toBe(200);

    const badSlug = await call('admin/savePost', post({ slug: 'Packing Light' }));
    expect(badSlug.status).toBe(400);
    expect(badSlug.errors?.fields?.slug).toContain('lower-case Latin letters');
    const turkCategory = await categoryId(t.database.db, 'turk', 'travel-tips');
    const foreign = await call('admin/savePost', post({ slug: 'x-y', categoryId: turkCategory }));
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.fields?.categoryId).toBe('This category was not found.');
    const noCover = await call(
      'admin/savePost',
      post({ slug: 'x-z', image: '', status: 'published' }),
    );
    expect(noCover.errors?.fields?.image).toBe('Add a cover image before publishing.');
    const elsewhere = await call(
      'admin/savePost',
      post({ slug: 'x-w', image: 'https://evil.example/x.png' }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.errors?.fields).toHaveProperty('image');
    const long = await call(
      'admin/savePost',
      post({ slug: 'x-v', title: 'ب'.repeat(201), author: '' }),
    );
    expect(long.status).toBe(400);
    expect(Object.keys(long.errors?.fields ?? {}).sort()).toEqual(['author', 'title']);
    const late = await call('admin/savePost', post({ slug: 'x-u', publishedAt: 'tomorrow' }));
    expect(late.status).toBe(400);
    expect((await call('admin/savePost', post({ id: 999_999 }))).status).toBe(404);
  });

  it('lists every state by language, state and words, and keeps to the brand', async () => {
    const drafts = await call<AdminPostsResponse>('admin/getPosts', {
      lang: 'fa',
      status: 'draft',
    });
    expect(drafts.data?.items.length).toBeGreaterThan(0);
    expect(drafts.data?.items.every((p) => p.state === 'draft' && p.lang === 'fa')).toBe(true);
    expect(drafts.data?.items.every((p) => p.publishedAt === null)).toBe(true);
    const found = await call<AdminPostsResponse>('admin/getPosts', { q: 'packing-light' });
    expect(found.data?.items.map((p) => p.lang).sort()).toEqual(['en', 'fa']);
    const paged = await call<AdminPostsResponse>('admin/getPosts', { pageSize: 5, page: 2 });
    expect(paged.data?.items).toHaveLength(5);
    expect(paged.data?.total).toBeGreaterThan(100);

    const turkOperator = await buildSignedInUser(t.database.db, {
      tenant: 'turk',
      role: 'operator',
    });
    const theirs = await call<AdminPostsResponse>(
      'admin/getPosts',
      { q: 'packing-light' },
      turkOperator.headers,
    );
    expect(theirs.data?.items).toEqual([]);
    const id = found.data?.items[0]?.id;
    expect((await call('admin/getPost', { id }, turkOperator.headers)).status).toBe(404);
    expect(
      (await call('admin/savePost', post({ id, slug: 'mine-now' }), turkOperator.headers)).status,
    ).toBe(404);
    expect((await call('admin/deletePost', { id }, turkOperator.headers)).status).toBe(404);
  });

  it('finds a title written in Persian digits by Western or Persian digits typed', async () => {
    const saved = await call<AdminPost>(
      'admin/savePost',
      post({ slug: 'nowruz-trips', title: 'سفرهای نوروز ۱۴۰۳' }),
    );
    expect(saved.status).toBe(200);
    // The address names no year: the title alone is found.
    for (const q of ['1403', '۱۴۰۳', '١٤٠٣', 'نوروز ۱۴۰']) {
      const found = await call<AdminPostsResponse>('admin/getPosts', { q, lang: 'fa' });
      expect(
        found.data?.items.map((p) => p.id),
        q,
      ).toContain(saved.data?.id);
    }
  });

  it('deletes a post nobody commented on; one with comments goes back to draft instead', async () => {
    const lone = await call<AdminPost>('admin/savePost', post({ slug: 'short-lived' }));
    const id = lone.data?.id ?? 0;
    expect((await call('admin/deletePost', { id })).status).toBe(200);
    expect((await call('admin/getPost', { id })).status).toBe(404);
    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'post',
      entityKey: String(id),
    });
    expect(log.data?.items.map((item) => item.action)).toEqual(['delete', 'create']);

    const commented = await call<AdminPostsResponse>('admin/getPosts', { q: 'spring-in-yazd' });
    const target = commented.data?.items[0]?.id ?? 0;
    await t.database.db
      .insert(blogComments)
      .values({ postId: target, fullName: 'Visitor', text: 'Still pending', createdAt: clock });
    const refused = await call('admin/deletePost', { id: target });
    expect(refused.status).toBe(409);
    expect(refused.errors?.error).toContain('Save it as a draft');
    const comments = await t.database.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.postId, target));
    expect(comments).toHaveLength(1);
  });

  it('answers only the operator', async () => {
    const bodies: Record<string, unknown> = {
      'admin/getPosts': {},
      'admin/getPost': { id: 1 },
      'admin/savePost': post({ slug: 'not-yours' }),
      'admin/deletePost': { id: 1 },
    };
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const user = await buildSignedInUser(t.database.db, { tenant: 'sepehran', role });
      for (const [path, body] of Object.entries(bodies))
        expect((await call(path, body, user.headers)).status, `${path} as ${role}`).toBe(403);
    }
    for (const [path, body] of Object.entries(bodies))
      expect((await call(path, body, { 'x-tenant': 'sepehran' })).status, path).toBe(401);
  });
});
