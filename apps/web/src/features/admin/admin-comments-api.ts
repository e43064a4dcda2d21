import { queryOptions } from '@tanstack/react-query';
import type { AdminCommentsRequest } from '@parvaz/domain/contracts/admin-comments';
import type { CommentDecision } from '@parvaz/domain/blog/comment-rules';
import { apiCall, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

export const adminCommentKeys = {
  all: ['admin', 'comments'] as const,
  list: (request: AdminCommentsRequest) => ['admin', 'comments', request] as const,
};

/** `admin/getComments`: a page of the brand's comments in one state. */
export function adminCommentsQuery(request: AdminCommentsRequest) {
  return queryOptions({
    queryKey: adminCommentKeys.list(request),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('admin/getComments', request, {
          signal,
          quiet: true,
          parse: parseLazily(() =>
            import('@parvaz/domain/contracts/admin-comments').then(
              (c) => c.adminCommentsResponseSchema,
            ),
          ),
        }),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `blog/moderateComment`: approves a comment, or marks it spam or deleted. */
export function moderateComment(id: number, status: CommentDecision): Promise<ApiResult<unknown>> {
  return apiCall('blog/moderateComment', { id, status });
}
