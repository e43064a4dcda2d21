import {
  headerFooterSchema,
  initialConfigSchema,
  menuHtmlSchema,
  menuPageSchema,
} from '@parvaz/domain/contracts/context';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { describe, expect, it } from 'vitest';
import { readHeaderFooter, readInitialConfig, readMenuHtml, readMenuPage } from './context-readers';

function configFor(tenant: (typeof tenants)[keyof typeof tenants]) {
  return {
    tenant: { ...tenant, somethingNew: 'ignored' },
    languages: ['fa', 'ar', 'en', 'tr'],
    nationalities: [
      { id: 'TUR', label: 'Türkiye', title: 'Türkiye', code: '+90' },
      { id: '', label: '', title: '', code: '' },
    ],
    limits: { maxPassengers: 9, menuTimeoutMs: 5000, searchCounterResetMs: 70_000 },
    serverTime: '2025-01-01T00:00:00.000Z',
    map: { tilesUrl: null, attribution: '' },
  };
}

describe('context readers agree with the domain schemas', () => {
  for (const tenant of Object.values(tenants)) {
    it(`reads the initial config of ${tenant.id}`, () => {
      const answer = configFor(tenant);
      expect(readInitialConfig(answer)).toEqual(initialConfigSchema.parse(answer));
    });
  }

  it('rejects what the schema rejects', () => {
    const base = configFor(tenants.sepehran);
    const broken = [
      { ...base, tenant: { ...base.tenant, showEnamad: 'yes' } },
      { ...base, tenant: { ...base.tenant, locale: 'de' } },
      { ...base, tenant: { ...base.tenant, palette: { ...base.tenant.palette, warn: undefined } } },
      { ...base, limits: { ...base.limits, menuTimeoutMs: 1.5 } },
      { ...base, languages: ['fa', 'xx'] },
      { ...base, serverTime: undefined },
      null,
    ];
    for (const answer of broken) {
      expect(() => initialConfigSchema.parse(answer)).toThrow();
      expect(() => readInitialConfig(answer)).toThrow();
    }
  });

  it('names the path that did not match', () => {
    const base = configFor(tenants.turk);
    expect(() => readInitialConfig({ ...base, tenant: { ...base.tenant, logo: 5 } })).toThrow(
      'tenant.logo: expected a string',
    );
  });

  it('reads menus with groups, unknown links and external items', () => {
    const answer = {
      role: 'agency',
      menu: [
        {
          key: 'flight_type_accounting',
          title: 'Accounting',
          link: null,
          children: [{ key: 'x', title: 'X', link: '#' }],
        },
        { key: 'cargo_add', title: 'Add cargo', link: 'https://cargo.example', external: true },
      ],
    };
    expect(readMenuPage(answer)).toEqual(menuPageSchema.parse(answer));
    expect(() => readMenuPage({ role: 'user', menu: [{ key: 'a', title: 'A' }] })).toThrow();
  });

  it('reads the menu-html and the footer content', () => {
    const links = { menuHtml: [{ key: 'public_faq', title: 'FAQ', link: '/faq' }] };
    expect(readMenuHtml(links)).toEqual(menuHtmlSchema.parse(links));
    const footer = {
      address: 'A',
      phone: '+98 21',
      email: 'a@b.c',
      supportHours: '24/7',
      copyright: '©',
    };
    expect(readHeaderFooter(footer)).toEqual(headerFooterSchema.parse(footer));
    expect(() => readHeaderFooter({ ...footer, email: null })).toThrow();
  });
});
