import type { HeaderFooter, InitialConfig, MenuItem } from '@parvaz/domain/contracts/context';
import { languages, type Language } from '@parvaz/domain/languages';
import { buildMenu } from '@parvaz/domain/menus/build-menu';
import { publicMenu } from '@parvaz/domain/menus/public-menu';
import { roleMenus } from '@parvaz/domain/menus/role-menus';
import { nationalityOptions } from '@parvaz/domain/reference/nationalities';
import type { Role } from '@parvaz/domain/roles';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { menuTimeoutMs, searchCounterResetMs } from '@parvaz/domain/limits';
import { maxPassengers } from '@parvaz/domain/passengers/counts';
import type { Database } from '../../db/client';
import type { Translate } from '../../platform/translator';
import { readSiteContent } from './context.repository';

export function initialConfig(
  tenant: TenantConfig,
  lang: Language,
  now: Date,
  map: InitialConfig['map'] = { tilesUrl: null, attribution: '' },
): InitialConfig {
  return {
    tenant,
    languages: [...languages],
    nationalities: nationalityOptions(lang),
    limits: { maxPassengers, menuTimeoutMs, searchCounterResetMs },
    serverTime: now.toISOString(),
    map,
  };
}

export function roleMenu(role: Role, t: Translate): MenuItem[] {
  return buildMenu(roleMenus[role], (key) => t(key, { ns: 'menu' }));
}

export function publicNavigation(
  t: Translate,
): Array<{ key: string; title: string; link: string }> {
  return publicMenu.map((item) => ({ ...item, title: t(item.key, { ns: 'menu' }) }));
}

const footerKeys = ['address', 'phone', 'email', 'supportHours', 'copyright'] as const;

export async function headerFooter(
  db: Database,
  tenant: TenantConfig,
  lang: Language,
): Promise<HeaderFooter> {
  const content = await readSiteContent(db, tenant.id, lang, [...footerKeys]);
  const value = (key: (typeof footerKeys)[number]) => content.get(key) ?? '';
  return {
    address: value('address'),
    phone: value('phone'),
    email: value('email'),
    supportHours: value('supportHours'),
    copyright: value('copyright'),
  };
}
