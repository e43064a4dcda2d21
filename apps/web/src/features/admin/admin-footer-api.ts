import { queryOptions } from '@tanstack/react-query';
import type { AdminFooter, SaveFooterRequest } from '@parvaz/domain/contracts/admin-footer';
import type { Language } from '@parvaz/domain/languages';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/admin-footer');

export const adminFooterKeys = {
  all: ['admin', 'footer'] as const,
  of: (lang: Language) => ['admin', 'footer', lang] as const,
};

/** `admin/getFooter`: the footer of one language as the form opens it. */
export function adminFooterQuery(lang: Language) {
  return queryOptions({
    queryKey: adminFooterKeys.of(lang),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getFooter',
          { lang },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.adminFooterSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/saveFooter`: the footer of one language and the brand's phone and e-mail. */
export function saveFooter(request: SaveFooterRequest): Promise<ApiResult<AdminFooter>> {
  return apiCall('admin/saveFooter', request, {
    parse: parseLazily(() => contracts().then((c) => c.adminFooterSchema)),
  });
}
