import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFooter } from '@parvaz/domain/contracts/admin-footer';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { HeaderFooter } from '@parvaz/domain/contracts/context';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Answer<T> = { data?: T; errors?: { fields?: Record<string, string> } };

describe.each(databaseKinds)("the operator's footer editor on %s", (kind) => {
  let t: TestApp;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = (await buildSignedInUser(t.database.db, { tenant: 'oman', role: 'operator' }))
      .headers;
  });
  afterAll(() => t.close());

  const call = async <T>(path: string, body: unknown, headers = operator) => {
    const answer = await t.post(path, body, headers);
    return { ...(answer.json as Answer<T>), status: answer.status };
  };
  const visitorFooter = async (lang: string) =>
    (
      (await t.post('context/getHeaderFooter', {}, { 'x-tenant': 'oman', lang }))
        .json as Answer<HeaderFooter>
    ).data;

  const footer = {
    lang: 'ar',
    address: 'مسقط، القرم، شارع 18 نوفمبر، مبنى 40',
    phone: '+968 2456 7000',
    email: 'Help@Oman.Parvaz.Travel',
    supportHours: 'يومياً من 7 صباحاً حتى منتصف الليل',
    copyright: 'جميع الحقوق محفوظة.',
  };

  it("saves one language's texts and the brand's phone and e-mail in every language, audited", async () => {
    const before = await visitorFooter('en');
    const saved = await call<AdminFooter>('admin/saveFooter', footer);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      address: footer.address,
      phone: footer.phone,
      email: 'help@oman.parvaz.travel',
      supportHours: footer.supportHours,
      copyright: footer.copyright,
    });

    expect(await visitorFooter('ar')).toMatchObject({
      address: footer.address,
      phone: footer.phone,
      email: 'help@oman.parvaz.travel',
    });
    const english = await visitorFooter('en');
    expect(english).toMatchObject({
      address: before?.address,
      phone: footer.phone,
      email: 'help@oman.parvaz.travel',
    });

    const opened = await call<AdminFooter>('admin/getFooter', { lang: 'ar' });
    expect(opened.data?.supportHours).toBe(footer.supportHours);
    expect(opened.data?.updatedAt).not.toBeNull();

    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'footer',
      entityKey: 'ar',
    });
    const entry = log.data?.items[0];
    expect(entry?.action).toBe('update');
    expect(entry?.after).toMatchObject({ address: footer.address });
    expect(entry?.before).not.toMatchObject({ address: footer.address });
  });

  it('keeps what was saved when a phone or an e-mail does not read as one', async () => {
    const badPhone = await call('admin/saveFooter', { ...footer, phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.errors?.fields?.phone).toBeDefined();
    const badEmail = await call('admin/saveFooter', { ...footer, email: 'help@' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.errors?.fields?.email).toBeDefined();
    const empty = await call('admin/saveFooter', { ...footer, address: '  ' });
    expect(empty.errors?.fields?.address).toBeDefined();
    expect((await visitorFooter('ar'))?.address).toBe(footer.address);
  });

  it('answers only the operator', async () => {
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const caller = await buildSignedInUser(t.database.db, { tenant: 'oman', role });
      expect((await call('admin/getFooter', { lang: 'en' }, caller.headers)).status).toBe(403);
      expect((await call('admin/saveFooter', footer, caller.headers)).status).toBe(403);
    }
    expect((await call('admin/saveFooter', footer, { 'x-tenant': 'oman' })).status).toBe(401);
  });
});
