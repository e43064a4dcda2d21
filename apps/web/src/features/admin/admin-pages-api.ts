import { queryOptions } from '@tanstack/react-query';
import type { AdminPageKey, SavePageRequest } from '@parvaz/domain/contracts/admin-pages';
import type { ContentPage } from '@parvaz/domain/contracts/pages';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/admin-pages');

export const adminPageKeys = {
  all: ['admin', 'pages'] as const,
  list: ['admin', 'pages', 'list'] as const,
  one: (key: AdminPageKey) => ['admin', 'pages', 'one', key.url, key.lang] as const,
};

/** `admin/getPages`: the brand's pages and the languages each is written in. */
export function adminPagesQuery() {
  return queryOptions({
    queryKey: adminPageKeys.list,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getPages',
          {},
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.adminPageListSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/getPage`: one language of a page as the editor opens it (null: not written yet). */
export function adminPageQuery(key: AdminPageKey) {
  return queryOptions({
    queryKey: adminPageKeys.one(key),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('admin/getPage', key, {
          signal,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.adminPageSchema)),
        }),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/previewHtml`: the HTML as visitors would get it, sanitised by the server; saves nothing. */
export async function previewHtml(html: string): Promise<ApiResult<{ html: string }>> {
  return apiCall(
    'admin/previewHtml',
    { html },
    {
      parse: parseLazily(() => contracts().then((c) => c.previewHtmlResponseSchema)),
    },
  );
}

/** `admin/savePage`: creates or replaces the page in its language. */
export async function savePage(request: SavePageRequest): Promise<ApiResult<ContentPage>> {
  return apiCall('admin/savePage', request, {
    parse: parseLazily(() =>
      import('@parvaz/domain/contracts/pages').then((c) => c.contentPageSchema),
    ),
  });
}
