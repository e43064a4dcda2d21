import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AdminPageList } from '@parvaz/domain/contracts/admin-pages';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { ContentPage } from '@parvaz/domain/contracts/pages';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Answer<T> = { data?: T; errors?: { fields?: Record<string, string> } };

describe.each(databaseKinds)("the operator's page editor on %s", (kind) => {
  let t: TestApp;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = (await buildSignedInUser(t.database.db, { tenant: 'turk', role: 'operator' }))
      .headers;
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: unknown, headers = operator) => {
    const answer = await t.post(path, body, headers);
    return { ...(answer.json as Answer<T>), status: answer.status };
  };

  it('writes a new page in one language, sanitised, and a visitor reads it; the audit log has it', async () => {
    const url = `visa-guide-${kind}`;
    const before = await call<AdminPage>('admin/getPage', { url, lang: 'en' });
    expect(before.data).toEqual({ page: null, languages: [] });
    const saved = await call<ContentPage>('admin/savePage', {
      url,
      lang: 'en',
      title: '  Visa guide ',
      description: 'What each visa needs',
      html: '<h2 dir="ltr">Schengen</h2><p onclick="steal()">Apply early.</p><script>steal()</script><a href="javascript:steal()">x</a>',
    });
    expect(saved.status).toBe(200);
    expect(saved.data?.title).toBe('Visa guide');
    expect(saved.data?.html).toContain('<h2 dir="ltr">Schengen</h2>');
    expect(saved.data?.html).not.toMatch(/script|onclick|javascript/);

    const read = await t.post('context/getPageByUrl', { url }, { 'x-tenant': 'turk', lang: 'en' });
    expect((read.json as Answer<ContentPage>).data?.title).toBe('Visa guide');
    const list = await call<AdminPageList>('admin/getPages', {});
    expect(list.data?.items.find((page) => page.url === url)?.languages).toEqual(['en']);

    await call<ContentPage>('admin/savePage', {
      url,
      lang: 'en',
      title: 'Visa guide',
      description: 'What each visa needs',
      html: '<p>Apply a month early.</p>',
    });
    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'page',
      entityKey: `${url}/en`,
    });
    expect(log.data?.items.map((item) => item.action)).toEqual(['update', 'create']);
    expect(log.data?.items[0]?.after).toMatchObject({ html: '<p>Apply a month early.</p>' });
  });

  it('keeps what the operator did not touch exactly as it was: Persian digits stay Persian', async () => {
    const url = `history-${kind}`;
    const page = {
      url,
      lang: 'fa',
      title: 'تاریخچهٔ آژانس از ۱۳۸۸',
      description: 'آغاز کار در سال ۱۳۸۸ با شمارهٔ ۱۱',
      html: '<p>متن نخست</p>',
    };
    await call<ContentPage>('admin/savePage', page);
    // The editor sends back every field as it opened it, with only the body changed.
    const opened = await call<AdminPage>('admin/getPage', { url, lang: 'fa' });
    const saved = await call<ContentPage>('admin/savePage', {
      url,
      lang: 'fa',
      title: opened.data?.page?.title,
      description: opened.data?.page?.description,
      html: '<p>متن تازه</p>',
    });
    expect(saved.status).toBe(200);
    const reread = await call<AdminPage>('admin/getPage', { url, lang: 'fa' });
    expect(reread.data?.page).toMatchObject({
      title: page.title,
      description: page.description,
      html: '<p>متن تازه</p>',
    });
    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'page',
      entityKey: `${url}/fa`,
    });
    const [update] = log.data?.items ?? [];
    expect(update?.action).toBe('update');
    expect(update?.after).toMatchObject({ description: page.description });
    expect(update?.before).toMatchObject({ description: page.description });
  });

  it('previews HTML as it would be published, saving nothing', async () => {
    const preview = await call<{ html: string }>('admin/previewHtml', {
      html: '<p>Hi<img src="x" onerror="steal()"></p>',
    });
    expect(preview.data?.html).toMatch(/^<p>Hi<img src="x"/);
    expect(preview.data?.html).not.toContain('onerror');
  });

  it('refuses a bad address and an empty title with their fields, and everyone but the operator', async () => {
    const bad = await call('admin/savePage', {
      url: '../etc',
      lang: 'en',
      title: '',
      description: '',
      html: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.errors?.fields).toMatchObject({
      url: expect.any(String),
      title: expect.any(String),
    });
    const customer = await buildSignedInUser(t.database.db, { tenant: 'turk' });
    const supporter = await buildSignedInUser(t.database.db, { tenant: 'turk', role: 'supporter' });
    for (const who of [customer, supporter])
      expect(
        (
          await call(
            'admin/savePage',
            { url: 'aboutUs', lang: 'en', title: 'Hacked', description: '', html: '' },
            who.headers,
          )
        ).status,
      ).toBe(403);
  });
});
