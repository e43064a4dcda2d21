import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '@parvaz/domain/contracts/admin-posts';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { BlogCategories } from '@parvaz/domain/contracts/blog';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Answer<T> = { data?: T; errors?: { fields?: Record<string, string> } };

describe.each(databaseKinds)("the operator's blog categories on %s", (kind) => {
  let t: TestApp;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = {
      ...(await buildSignedInUser(t.database.db, { tenant: 'oman', role: 'operator' })).headers,
      lang: 'en',
    };
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: unknown, headers = operator) => {
    const answer = await t.post(path, body, headers);
    return { ...(answer.json as Answer<T>), status: answer.status };
  };
  const list = async () =>
    (await call<{ items: AdminCategory[] }>('admin/getCategories', {})).data?.items ?? [];
  const visitorNames = async (lang: string) =>
    (
      (await t.post('blog/getCategories', {}, { 'x-tenant': 'oman', lang })).json as {
        data: BlogCategories;
      }
    ).data.map((c) => c.name);
  const names = { fa: 'رویدادها', ar: 'فعاليات', en: 'Events', tr: 'Etkinlikler' };

  it('lists the categories in four languages with their posts, adds, renames and moves one, audited', async () => {
    const before = await list();
    expect(before.map((c) => c.slug)).toEqual([
      'destinations',
      'travel-tips',
      'visas',
      'airline-news',
      'hotels',
    ]);
    expect(before[0]?.name).toEqual({
      fa: expect.any(String),
      ar: expect.any(String),
      en: expect.any(String),
      tr: expect.any(String),
    });
    // 26 posts per language, four languages.
    expect(before.reduce((sum, c) => sum + c.posts, 0)).toBe(104);

    const added = await call<AdminCategory>('admin/saveCategory', {
      slug: 'events',
      name: { ...names, en: '  Events  ' },
      position: 0,
    });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ slug: 'events', name: names, posts: 0 });
    expect(await visitorNames('ar')).toContain('فعاليات');
    const id = added.data?.id ?? 0;

    const renamed = await call<AdminCategory>('admin/saveCategory', {
      id,
      slug: 'events',
      name: { ...names, en: 'Events and fairs' },
      position: 9,
    });
    expect(renamed.data).toMatchObject({ name: { en: 'Events and fairs' }, position: 9 });
    expect((await list()).at(-1)?.slug).toBe('events');
    expect(await visitorNames('en')).toContain('Events and fairs');

    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'category',
      entityKey: String(id),
    });
    expect(log.data?.items.map((item) => item.action)).toEqual(['update', 'create']);
    expect(log.data?.items[0]).toMatchObject({
      before: { name: { en: 'Events' }, position: 0 },
      after: { name: { en: 'Events and fairs' }, position: 9 },
    });
  });

  it('refuses an address in use, a missing name, another brand’s category and everyone else', async () => {
    const taken = await call('admin/saveCategory', { slug: 'visas', name: names, position: 1 });
    expect(taken.status).toBe(409);
    expect(taken.errors?.fields?.slug).toContain('already used');
    const missing = await call('admin/saveCategory', {
      slug: 'fairs',
      name: { ...names, tr: ' ' },
      position: 1,
    });
    expect(missing.status).toBe(400);
    expect(missing.errors?.fields).toHaveProperty(['name.tr']);
    const badSlug = await call('admin/saveCategory', { slug: 'Fairs!', name: names });
    expect(badSlug.errors?.fields?.slug).toContain('lower-case');

    const turk = await buildSignedInUser(t.database.db, { tenant: 'turk', role: 'operator' });
    const ours = (await list())[0];
    const foreign = await call(
      'admin/saveCategory',
      { id: ours?.id, slug: 'mine', name: names, position: 0 },
      turk.headers,
    );
    expect(foreign.status).toBe(404);
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const user = await buildSignedInUser(t.database.db, { tenant: 'oman', role });
      expect((await call('admin/getCategories', {}, user.headers)).status).toBe(403);
      expect(
        (await call('admin/saveCategory', { slug: 'x', name: names }, user.headers)).status,
      ).toBe(403);
    }
  });
});
