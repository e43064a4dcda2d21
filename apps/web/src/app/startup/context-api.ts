import type { HeaderFooter, InitialConfig } from '@parvaz/domain/contracts/context';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { withTimeout } from '../../lib/api/with-timeout';
import { exchangeRatesQuery } from '../../lib/money/exchange-rates-api';
import {
  readHeaderFooter,
  readInitialConfig,
  readMenuHtml,
  readMenuPage,
  type MenuHtmlLink,
  type MenuPage,
} from '../../lib/contracts/context-readers';

export type { MenuHtmlLink, MenuPage };

export interface ShellMenus {
  /** The role menu of the dashboards; null when it did not come within the time limit. */
  menu: MenuPage | null;
  /** The public navigation links. */
  menuHtml: MenuHtmlLink[];
}

const fallbackMenuTimeoutMs = 5000;

/**
 * Starts the shell's content calls for a language: at start-up beside the translations, and on
 * a language switch before the loader goes, so the page appears complete.
 */
export function prefetchShellContent(
  queryClient: QueryClient,
  config: InitialConfig,
  language: Language,
): Promise<unknown> {
  const { tenant, limits } = config;
  return Promise.all([
    queryClient.prefetchQuery(shellMenusQuery(language, limits.menuTimeoutMs)),
    // Every price on a page is shown by today's rates: fetched with the shell, rendered by the server.
    queryClient.prefetchQuery(exchangeRatesQuery()),
    tenant.showFooterInfo || tenant.showCopyRights
      ? queryClient.prefetchQuery(headerFooterQuery(language))
      : null,
  ]);
}

/** `context/getInitialConfig`, for a page the server did not render (the dev server's). */
export async function fetchInitialConfig(): Promise<InitialConfig> {
  return unwrap(await apiCall('context/getInitialConfig', {}, { parse: readInitialConfig }));
}

/** The menu and the menu-html, fetched in parallel; the menu is raced against a timeout (spec section 7). */
export function shellMenusQuery(language: Language, menuTimeoutMs = fallbackMenuTimeoutMs) {
  return queryOptions({
    queryKey: ['context', 'menus', language],
    queryFn: async ({ signal }): Promise<ShellMenus> => {
      const [menu, links] = await Promise.all([
        withTimeout(
          (timeout) =>
            apiCall(
              'context/getMenuPage',
              { lang: language },
              {
                signal: AbortSignal.any([signal, timeout]),
                parse: readMenuPage,
                language,
              },
            ),
          menuTimeoutMs,
          null,
        ),
        apiCall(
          'context/getMenuHtml',
          { lang: language },
          { signal, parse: readMenuHtml, language },
        ),
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
      unwrap(
        await apiCall('context/getHeaderFooter', {}, { signal, parse: readHeaderFooter, language }),
      ),
    staleTime: 5 * 60_000,
  });
}
