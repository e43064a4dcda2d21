import { and, eq } from 'drizzle-orm';
import type { ContentPage } from '@parvaz/domain/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { contentPages } from '../../db/schema/context';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { savePage } from './context.api';

describe.each(databaseKinds)('content pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const page = async (url: unknown, tenant: string, lang: string) => {
    const answer = await t.post('context/getPageByUrl', { url }, { 'x-tenant': tenant, lang });
    return { status: answer.status, json: answer.json as { data: ContentPage; errors?: unknown } };
  };

  it("answers each brand's own page in the caller's language", async () => {
    const fa = await page('aboutUs', 'sepehran', 'fa');
    expect(fa.status).toBe(200);
    expect(fa.json.data).toMatchObject({ url: 'aboutUs', title: 'دربارهٔ سپهران' });
    expect(fa.json.data.html).toContain('تهران');
    expect(fa.json.data.description.length).toBeGreaterThan(40);
    expect(fa.json.data.languages).toEqual(['ar', 'en', 'fa', 'tr']);
    expect(Date.parse(fa.json.data.updatedAt)).not.toBeNaN();

    const turk = await page('aboutUs', 'turk', 'en');
    expect(turk.json.data.title).toBe('About Parvaz Türkiye');
    expect(turk.json.data.html).toContain('Istanbul');
    expect(turk.json.data.html).not.toContain('Tehran</');

    const oman = await page('contactUs', 'oman', 'ar');
    expect(oman.json.data.title).toBe('تواصل مع برواز عُمان');
    expect(oman.json.data.html).toContain('+968 2448 1500');
    expect(oman.json.data.html).toContain('مسقط');
    expect(oman.json.data.html).toContain('href="tel:+96824481500"');

    const tr = await page('recruitment', 'turk', 'tr');
    expect(tr.json.data.html).toContain('Parvaz Türkiye');
    expect(tr.json.data.html).toContain('careers@turk.parvaz.travel');
  });

  it('has the five standard pages for every brand in all four languages', async () => {
    for (const tenant of ['sepehran', 'turk', 'oman'])
      for (const lang of ['fa', 'ar', 'en', 'tr'])
        for (const url of ['aboutUs', 'contactUs', 'rules', 'recruitment', 'privacy']) {
          const answer = await page(url, tenant, lang);
          expect(answer.status, `${tenant} ${lang} ${url}`).toBe(200);
          expect(answer.json.data.html, `${tenant} ${lang} ${url}`).not.toMatch(/\{\w+\}/);
        }
  });

  it('answers an unknown or malformed page with 404 in the caller language, a missing url with 400', async () => {
    for (const lang of ['fa', 'en'] as const) {
      const say = t.app.translatorFor(lang);
      for (const url of ['noSuchPage', '../etc/passwd', 'a'.repeat(100)]) {
        const missing = await page(url, 'sepehran', lang);
        expect(missing.status, url).toBe(404);
        expect(missing.json).toMatchObject({
          status: 'error',
          errors: { error: say('pageNotFound') },
        });
      }
    }
    expect((await page('', 'turk', 'en')).status).toBe(400);
    expect((await page(undefined, 'turk', 'en')).status).toBe(400);
  });

  it('saves a page cleaned of script, handlers and javascript: links, for its brand only', async () => {
    const saved = await savePage(
      t.database.db,
      {
        tenant: 'sepehran',
        url: 'visa-guide',
        lang: 'en',
        title: '  Visa guide ',
        description: 'Which visa you need.',
        html:
          '<h1>Visas</h1><script>alert(1)</script><p onclick="steal()">Read <a href="javascript:alert(1)">this</a>' +
          ' and <a href="https://example.com/visa">that</a>.</p><img src=x onerror="alert(1)">',
        actorId: null,
      },
      new Date('2026-05-01T08:00:00Z'),
    );
    expect(saved.title).toBe('Visa guide');
    const read = await page('visa-guide', 'sepehran', 'en');
    expect(read.status).toBe(200);
    expect(read.json.data.html).toBe(
      '<h2>Visas</h2><p>Read <a>this</a> and <a href="https://example.com/visa" rel="noopener noreferrer">that</a>.</p><img src="x" alt="" />',
    );
    expect(read.json.data.languages).toEqual(['en']);
    expect((await page('visa-guide', 'turk', 'en')).status).toBe(404);
    expect((await page('visa-guide', 'sepehran', 'fa')).status).toBe(404);
  });

  it('writes the audit row, before and after, in the transaction of the save', async () => {
    const db = t.database.db;
    const operator = await buildSignedInUser(db, { tenant: 'oman', role: 'operator' });
    const input = {
      tenant: 'oman' as const,
      url: 'ramadan-hours',
      lang: 'ar' as const,
      title: 'مواعيد رمضان',
      description: 'ساعات العمل في رمضان.',
      html: '<p>نعمل من 10 صباحًا حتى 3 مساءً.</p>',
      actorId: operator.id,
    };
    await savePage(db, input, new Date('2026-03-01T06:00:00Z'));
    await savePage(
      db,
      { ...input, html: '<p>نعمل من 9 صباحًا حتى 2 ظهرًا.</p><script>x()</script>' },
      new Date('2026-03-02T06:00:00Z'),
    );
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityKey, 'ramadan-hours/ar')))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.tenant, row.actorId, row.action])).toEqual([
      ['oman', operator.id, 'create'],
      ['oman', operator.id, 'update'],
    ]);
    expect(rows[0]?.before).toBeNull();
    expect(rows[1]?.before).toMatchObject({ html: '<p>نعمل من 10 صباحًا حتى 3 مساءً.</p>' });
    expect(rows[1]?.after).toMatchObject({
      title: 'مواعيد رمضان',
      html: '<p>نعمل من 9 صباحًا حتى 2 ظهرًا.</p>',
      updatedAt: '2026-03-02T06:00:00.000Z',
    });
    const [stored] = await db
      .select({ updatedBy: contentPages.updatedBy })
      .from(contentPages)
      .where(and(eq(contentPages.tenant, 'oman'), eq(contentPages.url, 'ramadan-hours')));
    expect(stored?.updatedBy).toBe(operator.id);
  });

  it('refuses a page whose address or title cannot be used, and writes nothing', async () => {
    const db = t.database.db;
    const base = {
      tenant: 'turk' as const,
      lang: 'tr' as const,
      description: '',
      html: '<p>x</p>',
      actorId: null,
    };
    await expect(
      savePage(db, { ...base, url: '../secret', title: 'x' }, new Date()),
    ).rejects.toMatchObject({ code: 'VALIDATION', options: { fields: { url: 'invalidValue' } } });
    await expect(
      savePage(db, { ...base, url: 'blank-title', title: '   ' }, new Date()),
    ).rejects.toMatchObject({ code: 'VALIDATION', options: { fields: { title: 'required' } } });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityKey, 'blank-title/tr'));
    expect(audit).toEqual([]);
  });
});
