import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('context on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers the default tenant (turk) without a choice', async () => {
    const { status, json } = await t.post('context/getInitialConfig');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      status: 'success',
      data: {
        tenant: {
          id: 'turk',
          locale: 'tr',
          direction: 'ltr',
          calendar: 'gregorian',
          usersLogin: false,
          signupAllow: false,
          defaultNationality: 'TUR',
        },
        languages: ['fa', 'ar', 'en', 'tr'],
        limits: { maxPassengers: 9, menuTimeoutMs: 5000, searchCounterResetMs: 70000 },
      },
    });
  });

  it('chooses the tenant by host first, then x-tenant', async () => {
    const byHeader = await t.post('context/getInitialConfig', undefined, {
      'x-tenant': 'sepehran',
    });
    expect(byHeader.json).toMatchObject({
      data: {
        tenant: {
          id: 'sepehran',
          locale: 'fa',
          direction: 'rtl',
          calendar: 'jalali',
          usersLogin: true,
          signupAllow: true,
          showEnamad: true,
        },
      },
    });
    const byHost = await t.app.inject({
      method: 'POST',
      url: '/api/context/getInitialConfig',
      headers: { host: 'oman.localhost:8080', 'x-tenant': 'sepehran' },
    });
    expect(byHost.json()).toMatchObject({
      data: {
        tenant: {
          id: 'oman',
          locale: 'ar',
          direction: 'rtl',
          usersLogin: false,
          defaultNationality: 'OMN',
        },
      },
    });
    const unknown = await t.post('context/getInitialConfig', undefined, { 'x-tenant': 'nowhere' });
    expect(unknown.json).toMatchObject({ data: { tenant: { id: 'turk' } } });
  });

  it('gives the palette of six colours with all four shades', async () => {
    const { json } = await t.post('context/getInitialConfig', undefined, { 'x-tenant': 'oman' });
    const palette = (
      json as { data: { tenant: { palette: Record<string, Record<string, string>> } } }
    ).data.tenant.palette;
    expect(Object.keys(palette).sort()).toEqual([
      'blue',
      'info',
      'primary',
      'secondary',
      'success',
      'warn',
    ]);
    for (const colour of Object.values(palette)) {
      expect(Object.keys(colour).sort()).toEqual(['contrastText', 'dark', 'light', 'main']);
    }
    expect(palette.secondary?.main?.toLowerCase()).toBe('#001a13');
    expect(palette.primary?.main?.toLowerCase()).toBe('#fb3640');
  });

  it('lists the nationality options Iran, Türkiye, Oman and the empty one', async () => {
    const { json } = await t.post('context/getInitialConfig', undefined, { lang: 'fa' });
    const { nationalities } = (
      json as { data: { nationalities: Array<{ id: string; code: string; label: string }> } }
    ).data;
    expect(nationalities.map((n) => [n.id, n.code])).toEqual([
      ['IRN', '+98'],
      ['TUR', '+90'],
      ['OMN', '+968'],
      ['', ''],
    ]);
    expect(nationalities[0]?.label).toBe('ایران');
  });

  it('gives a guest no panel menu, and the public navigation in the caller language', async () => {
    const menu = await t.post('context/getMenuPage', { lang: 'fa' }, { lang: 'fa' });
    expect(menu.json).toEqual({ status: 'success', data: { role: 'guest', menu: [] } });
    const nav = await t.post('context/getMenuHtml', { lang: 'fa' }, { lang: 'fa' });
    expect(nav.json).toMatchObject({
      status: 'success',
      data: {
        menuHtml: expect.arrayContaining([
          { key: 'public_aboutUs', title: 'درباره ما', link: '/aboutUs' },
        ]),
      },
    });
  });

  it("answers the tenant's footer content in the caller language", async () => {
    const fa = await t.post('context/getHeaderFooter', undefined, {
      'x-tenant': 'sepehran',
      lang: 'fa',
    });
    expect(fa.json).toMatchObject({
      status: 'success',
      data: { phone: '+98 21 6600 4000', address: expect.stringContaining('تهران') },
    });
    const en = await t.post('context/getHeaderFooter', undefined, {
      'x-tenant': 'oman',
      lang: 'en',
    });
    expect(en.json).toMatchObject({
      data: { address: expect.stringContaining('Muscat'), email: 'care@oman.parvaz.travel' },
    });
  });
});
