import type { HeaderFooter, InitialConfig, MenuItem } from '@parvaz/domain/contracts/context';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import {
  readArray,
  readBoolean,
  readInteger,
  readNullableString,
  readOneOf,
  readRecord,
  readString,
} from './read-json';

/*
 * Readers for the context answers the shell needs before its first paint. They mirror the
 * domain's zod schemas (contracts/context.ts) and return the domain's own types, so a field
 * the schema adds fails the type check here; context-readers.test.ts runs both on the same
 * answers. zod itself would add about 25 kB gzipped to the first load.
 */

const languageCodes: readonly Language[] = ['fa', 'ar', 'en', 'tr'];
const tenantIds: readonly TenantId[] = ['oman', 'sepehran', 'turk'];
const nationalityCodes = ['IRN', 'TUR', 'OMN'] as const;
const currencyCodes = ['IRR', 'USD', 'KWD'] as const;

type Tenant = InitialConfig['tenant'];
type PaletteColor = Tenant['palette']['primary'];

function readPaletteColor(value: unknown, path: string): PaletteColor {
  const color = readRecord(value, path);
  return {
    main: readString(color.main, `${path}.main`),
    light: readString(color.light, `${path}.light`),
    dark: readString(color.dark, `${path}.dark`),
    contrastText: readString(color.contrastText, `${path}.contrastText`),
  };
}

function readNames(value: unknown, path: string): Record<Language, string> {
  const names = readRecord(value, path);
  const entry = (language: Language) => readString(names[language], `${path}.${language}`);
  return { fa: entry('fa'), ar: entry('ar'), en: entry('en'), tr: entry('tr') };
}

function readTenant(value: unknown, path: string): Tenant {
  const tenant = readRecord(value, path);
  const palette = readRecord(tenant.palette, `${path}.palette`);
  const color = (name: keyof Tenant['palette']) =>
    readPaletteColor(palette[name], `${path}.palette.${name}`);
  return {
    id: readOneOf(tenant.id, `${path}.id`, tenantIds),
    name: readNames(tenant.name, `${path}.name`),
    locale: readOneOf(tenant.locale, `${path}.locale`, languageCodes),
    direction: readOneOf(tenant.direction, `${path}.direction`, ['rtl', 'ltr']),
    calendar: readOneOf(tenant.calendar, `${path}.calendar`, ['jalali', 'gregorian']),
    displayCurrency: readOneOf(tenant.displayCurrency, `${path}.displayCurrency`, currencyCodes),
    showEnamad: readBoolean(tenant.showEnamad, `${path}.showEnamad`),
    showFooterInfo: readBoolean(tenant.showFooterInfo, `${path}.showFooterInfo`),
    showCopyRights: readBoolean(tenant.showCopyRights, `${path}.showCopyRights`),
    usersLogin: readBoolean(tenant.usersLogin, `${path}.usersLogin`),
    signupAllow: readBoolean(tenant.signupAllow, `${path}.signupAllow`),
    authImage: readNullableString(tenant.authImage, `${path}.authImage`),
    logo: readString(tenant.logo, `${path}.logo`),
    favicon: readString(tenant.favicon, `${path}.favicon`),
    defaultNationality: readOneOf(
      tenant.defaultNationality,
      `${path}.defaultNationality`,
      nationalityCodes,
    ),
    hosts: readArray(tenant.hosts, `${path}.hosts`, readString),
    palette: {
      primary: color('primary'),
      blue: color('blue'),
      secondary: color('secondary'),
      info: color('info'),
      success: color('success'),
      warn: color('warn'),
    },
  };
}

export function readInitialConfig(value: unknown): InitialConfig {
  const config = readRecord(value, '');
  const limits = readRecord(config.limits, 'limits');
  const map = readRecord(config.map, 'map');
  return {
    tenant: readTenant(config.tenant, 'tenant'),
    languages: readArray(config.languages, 'languages', (code, path) =>
      readOneOf(code, path, languageCodes),
    ),
    nationalities: readArray(config.nationalities, 'nationalities', (item, path) => {
      const option = readRecord(item, path);
      return {
        id: readString(option.id, `${path}.id`),
        label: readString(option.label, `${path}.label`),
        title: readString(option.title, `${path}.title`),
        code: readString(option.code, `${path}.code`),
      };
    }),
    limits: {
      maxPassengers: readInteger(limits.maxPassengers, 'limits.maxPassengers'),
      menuTimeoutMs: readInteger(limits.menuTimeoutMs, 'limits.menuTimeoutMs'),
      searchCounterResetMs: readInteger(limits.searchCounterResetMs, 'limits.searchCounterResetMs'),
    },
    serverTime: readString(config.serverTime, 'serverTime'),
    map: {
      tilesUrl: readNullableString(map.tilesUrl, 'map.tilesUrl'),
      attribution: readString(map.attribution, 'map.attribution'),
    },
  };
}

function readMenuItem(value: unknown, path: string): MenuItem {
  const item = readRecord(value, path);
  const menuItem: MenuItem = {
    key: readString(item.key, `${path}.key`),
    title: readString(item.title, `${path}.title`),
    link: readNullableString(item.link, `${path}.link`),
  };
  if (item.external !== undefined)
    menuItem.external = readBoolean(item.external, `${path}.external`);
  if (item.children !== undefined)
    menuItem.children = readArray(item.children, `${path}.children`, readMenuItem);
  return menuItem;
}

export interface MenuPage {
  role: string;
  menu: MenuItem[];
}

export function readMenuPage(value: unknown): MenuPage {
  const page = readRecord(value, '');
  return { role: readString(page.role, 'role'), menu: readArray(page.menu, 'menu', readMenuItem) };
}

export interface MenuHtmlLink {
  key: string;
  title: string;
  link: string;
}

export function readMenuHtml(value: unknown): { menuHtml: MenuHtmlLink[] } {
  const body = readRecord(value, '');
  return {
    menuHtml: readArray(body.menuHtml, 'menuHtml', (item, path) => {
      const link = readRecord(item, path);
      return {
        key: readString(link.key, `${path}.key`),
        title: readString(link.title, `${path}.title`),
        link: readString(link.link, `${path}.link`),
      };
    }),
  };
}

export function readHeaderFooter(value: unknown): HeaderFooter {
  const body = readRecord(value, '');
  return {
    address: readString(body.address, 'address'),
    phone: readString(body.phone, 'phone'),
    email: readString(body.email, 'email'),
    supportHours: readString(body.supportHours, 'supportHours'),
    copyright: readString(body.copyright, 'copyright'),
  };
}
