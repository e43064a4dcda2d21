import { queryOptions } from '@tanstack/react-query';
import type { AdminHomePage, SaveHomePageRequest } from '@parvaz/domain/contracts/home-page';
import type { Language } from '@parvaz/domain/languages';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/home-page');

export const adminHomeKeys = {
  all: ['admin', 'home'] as const,
  of: (lang: Language) => ['admin', 'home', lang] as const,
};

/** `admin/getHomePage`: the language's blocks as stored, and the hotels one may pick. */
export function adminHomeQuery(lang: Language) {
  return queryOptions({
    queryKey: adminHomeKeys.of(lang),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getHomePage',
          { lang },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.adminHomePageSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/saveHomePage`: replaces the language's blocks. */
export function saveHomePage(request: SaveHomePageRequest): Promise<ApiResult<AdminHomePage>> {
  return apiCall('admin/saveHomePage', request, {
    parse: parseLazily(() => contracts().then((c) => c.adminHomePageSchema)),
  });
}
