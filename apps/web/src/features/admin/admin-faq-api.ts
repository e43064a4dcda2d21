import { queryOptions } from '@tanstack/react-query';
import type { AdminFaqItem, SaveFaqRequest } from '@parvaz/domain/contracts/admin-faq';
import type { Language } from '@parvaz/domain/languages';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/admin-faq');

export const adminFaqKeys = {
  all: ['admin', 'faq'] as const,
  list: (lang: Language) => ['admin', 'faq', lang] as const,
};

/** `admin/getFaqs`: the brand's questions in one language, every topic. */
export function adminFaqQuery(lang: Language) {
  return queryOptions({
    queryKey: adminFaqKeys.list(lang),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getFaqs',
          { lang },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.adminFaqListSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/saveFaq`: adds a question (no id) or changes one. */
export function saveFaq(request: SaveFaqRequest): Promise<ApiResult<AdminFaqItem>> {
  return apiCall('admin/saveFaq', request, {
    parse: parseLazily(() => contracts().then((c) => c.adminFaqItemSchema)),
  });
}

/** `admin/deleteFaq`: removes a question. */
export function deleteFaq(id: number): Promise<ApiResult<unknown>> {
  return apiCall('admin/deleteFaq', { id });
}
