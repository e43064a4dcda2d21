import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { headerFooterQuery, shellMenusQuery, type ShellMenus } from '../startup/context-api';
import { useAppConfig } from '../../lib/tenant/app-config-context';

const noMenus: ShellMenus = { menu: null, menuHtml: [] };

/** The menu and the public navigation in the active language. */
export function useShellMenus(): ShellMenus {
  const config = useAppConfig();
  const language = useActiveLanguage();
  const { data } = useQuery({
    ...shellMenusQuery(language, config.limits.menuTimeoutMs),
    placeholderData: keepPreviousData,
  });
  return data ?? noMenus;
}

/** Footer content; fetched only where the tenant shows some of it. */
export function useHeaderFooter() {
  const { tenant } = useAppConfig();
  const language = useActiveLanguage();
  const wanted = tenant.showFooterInfo || tenant.showCopyRights;
  return useQuery({
    ...headerFooterQuery(language),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
}
