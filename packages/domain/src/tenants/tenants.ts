import { z } from 'zod';
import type { Currency } from '../format/money';
import { languageDirection, type Language } from '../languages';
import { defaultSecondary, omanSecondary, paletteWith, type TenantPalette } from './palette';

export const tenantIds = ['oman', 'sepehran', 'turk'] as const;
export const tenantIdSchema = z.enum(tenantIds);
export type TenantId = z.infer<typeof tenantIdSchema>;

export type CalendarMode = 'jalali' | 'gregorian';

/** Three-letter nationality codes offered first in passenger forms. */
export type NationalityCode = 'IRN' | 'TUR' | 'OMN';

/** Everything that distinguishes one brand from another. Public: it is sent to browsers. */
export interface TenantConfig {
  id: TenantId;
  /** Brand name in each language. */
  name: Record<Language, string>;
  /** Default language; the direction follows it (PRODUCT.md decision 1). */
  locale: Language;
  direction: 'rtl' | 'ltr';
  calendar: CalendarMode;
  /** The currency prices are shown and charged in until the visitor picks another (decision 11). */
  displayCurrency: Currency;
  showEnamad: boolean;
  showFooterInfo: boolean;
  showCopyRights: boolean;
  usersLogin: boolean;
  signupAllow: boolean;
  /** Background image of the sign-in pages, or null where the tenant shows none. */
  authImage: string | null;
  logo: string;
  favicon: string;
  defaultNationality: NationalityCode;
  /** Host names that select this tenant. */
  hosts: string[];
  palette: TenantPalette;
}

function tenant(config: Omit<TenantConfig, 'direction'>): TenantConfig {
  return { ...config, direction: languageDirection(config.locale) };
}

export const tenants: Record<TenantId, TenantConfig> = {
  oman: tenant({
    id: 'oman',
    name: { fa: 'پرواز عمان', ar: 'برواز عُمان', en: 'Parvaz Oman', tr: 'Parvaz Umman' },
    locale: 'ar',
    calendar: 'gregorian',
    displayCurrency: 'USD',
    showEnamad: false,
    showFooterInfo: true,
    showCopyRights: true,
    usersLogin: false,
    signupAllow: false,
    authImage: '/brands/oman/auth2.svg',
    logo: '/brands/oman/logo.svg',
    favicon: '/brands/oman/favicon.svg',
    defaultNationality: 'OMN',
    hosts: ['oman.parvaz.travel', 'oman.localhost'],
    palette: paletteWith(omanSecondary),
  }),
  sepehran: tenant({
    id: 'sepehran',
    name: { fa: 'سپهران', ar: 'سپهران', en: 'Sepehran', tr: 'Sepehran' },
    locale: 'fa',
    calendar: 'jalali',
    displayCurrency: 'IRR',
    showEnamad: true,
    showFooterInfo: true,
    showCopyRights: true,
    usersLogin: true,
    signupAllow: true,
    authImage: '/brands/sepehran/auth.svg',
    logo: '/brands/sepehran/logo.svg',
    favicon: '/brands/sepehran/favicon.svg',
    defaultNationality: 'IRN',
    hosts: ['sepehran.parvaz.travel', 'sepehran.localhost'],
    palette: paletteWith(defaultSecondary),
  }),
  turk: tenant({
    id: 'turk',
    name: { fa: 'پرواز ترکیه', ar: 'برواز تركيا', en: 'Parvaz Türkiye', tr: 'Parvaz Türkiye' },
    locale: 'tr',
    calendar: 'gregorian',
    displayCurrency: 'USD',
    showEnamad: false,
    showFooterInfo: true,
    showCopyRights: true,
    usersLogin: false,
    signupAllow: false,
    authImage: null,
    logo: '/brands/turk/logo.svg',
    favicon: '/brands/turk/favicon.svg',
    defaultNationality: 'TUR',
    hosts: ['turk.parvaz.travel', 'turk.localhost'],
    palette: paletteWith(defaultSecondary),
  }),
};

export const defaultTenantId: TenantId = 'turk';

/** The brand's own public address: https on its first host name. */
export function tenantOrigin(tenant: Pick<TenantConfig, 'hosts'>): string {
  return `https://${tenant.hosts[0] ?? 'localhost'}`;
}

/**
 * A link a message (SMS, e-mail) carries: absolute on the brand's own address, so it opens from a
 * mail program or a phone; a path of the site ("/hotels/voucher/…") is put on the brand's origin.
 */
export function tenantLink(tenant: Pick<TenantConfig, 'hosts'>, path: string): string {
  return `${tenantOrigin(tenant)}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The tenant of a request: a known host name first, then an explicit choice (the x-tenant
 * header), then the deployment's setting.
 */
export function resolveTenant(input: {
  host?: string | undefined;
  requested?: string | undefined;
  fallback?: TenantId | undefined;
}): TenantConfig {
  const hostName = input.host?.split(':')[0]?.toLowerCase();
  if (hostName) {
    const byHost = Object.values(tenants).find((t) => t.hosts.includes(hostName));
    if (byHost) return byHost;
  }
  const requested = tenantIdSchema.safeParse(input.requested?.trim().toLowerCase());
  if (requested.success) return tenants[requested.data];
  return tenants[input.fallback ?? defaultTenantId];
}
