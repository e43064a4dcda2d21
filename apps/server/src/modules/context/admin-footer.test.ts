import { describe, expect, it } from 'vitest';
import type { AdminFooter } from '@parvaz/domain/contracts/admin-footer';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { HeaderFooter } from '@parvaz/domain/contracts/context';
import { buildSignedInUser } from '../../test/factories';
import { suiteApp } from '../../test/suite-app';
import { databaseKinds } from '../../test/test-app';

describe.each(databaseKinds)("the operator's footer editor on %s", (kind) => {
  const suite = suiteApp(kind, { operatorOf: 'oman' });
  const { call } = suite;
  const visitorFooter = async (lang: string) =>
    (await call<HeaderFooter>('context/getHeaderFooter', {}, { 'x-tenant': 'oman', lang })).json
      .data;

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
    expect(saved.json.data).toMatchObject({
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
    expect(opened.json.data?.supportHours).toBe(footer.supportHours);
    expect(opened.json.data?.updatedAt).not.toBeNull();

    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'footer',
      entityKey: 'ar',
    });
    const entry = log.json.data?.items[0];
    expect(entry?.action).toBe('update');
    expect(entry?.after).toMatchObject({ address: footer.address });
    expect(entry?.before).not.toMatchObject({ address: footer.address });
  });

  it('keeps what was saved when a phone or an e-mail does not read as one', async () => {
    const badPhone = await call('admin/saveFooter', { ...footer, phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.errors?.fields?.phone).toBeDefined();
    const badEmail = await call('admin/saveFooter', { ...footer, email: 'help@' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.errors?.fields?.email).toBeDefined();
    const empty = await call('admin/saveFooter', { ...footer, address: '  ' });
    expect(empty.json.errors?.fields?.address).toBeDefined();
    expect((await visitorFooter('ar'))?.address).toBe(footer.address);
  });

  it('answers only the operator', async () => {
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const caller = await buildSignedInUser(suite.t.database.db, { tenant: 'oman', role });
      expect((await call('admin/getFooter', { lang: 'en' }, caller.headers)).status).toBe(403);
      expect((await call('admin/saveFooter', footer, caller.headers)).status).toBe(403);
    }
    expect((await call('admin/saveFooter', footer, { 'x-tenant': 'oman' })).status).toBe(401);
  });
});
