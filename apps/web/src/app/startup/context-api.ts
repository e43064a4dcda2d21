import {
  headerFooterSchema,
  initialConfigSchema,
  menuHtmlSchema,
  menuPageSchema,
  type HeaderFooter,
  type InitialConfig,
} from '@parvaz/domain/contracts/context';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { withTimeout } from '../../lib/api/with-timeout';

export type MenuPage = ReturnType<typeof menuPageSchema.parse>;
export type MenuHtmlLink = ReturnType<typeof menuHtmlSchema.parse>['menuHtml'][number];

export interface ShellMenus {
  /** The role menu of the dashboards; null when it did not come within the time limit. */
  menu: MenuPage | null;
  /** The public navigation links. */
  menuHtml: MenuHtmlLink[];
}

const fallbackMenuTimeoutMs = 5000;

export function initialConfigQuery(tenant: string | null) {
  return queryOptions({
    queryKey: ['context', 'initialConfig', tenant],
    queryFn: async ({ signal }): Promise<InitialConfig> =>
      unwrap(await apiCall('context/getInitialConfig', {}, { signal, parse: (data) => initialConfigSchema.parse(data) })),
    staleTime: Infinity,
    retry: false,
  });
}

/** The menu and the menu-html, fetched in parallel; the menu is raced against a timeout (spec section 7). */
export function shellMenusQuery(language: Language, menuTimeoutMs = fallbackMenuTimeoutMs) {
  return queryOptions({
    queryKey: ['context', 'menus', language],
    queryFn: async ({ signal }): Promise<ShellMenus> => {
      const [menu, links] = await Promise.all([
        withTimeout(
          (timeout) =>
            apiCall('context/getMenuPage', { lang: language }, {
              signal: AbortSignal.any([signal, timeout]),
              parse: (data) => menuPageSchema.parse(data),
            }),
          menuTimeoutMs,
          null,
        ),
        apiCall('context/getMenuHtml', { lang: language }, { signal, parse: (data) => menuHtmlSchema.parse(data) }),
      ]);
      return { menu: menu?.ok ? menu.data : null, menuHtml: links.ok ? links.data.menuHtml : [] };
    },
    staleTime: 5 * 60_000,
  });
}

export function headerFooterQuery(language: Language) {
  return queryOptions({
    queryKey: ['context', 'headerFooter', language],
    queryFn: async ({ signal }): Promise<HeaderFooter> =>
      unwrap(await apiCall('context/getHeaderFooter', {}, { signal, parse: (data) => headerFooterSchema.parse(data) })),
    staleTime: 5 * 60_000,
  });
}
