import { queryOptions } from '@tanstack/react-query';
import type {
  ReviewSignRequest,
  SignRequestListRequest,
} from '@parvaz/domain/contracts/sign-requests';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

const contract = () => import('@parvaz/domain/contracts/sign-requests');

export const signRequestKeys = {
  all: ['admin', 'signRequests'] as const,
  list: (request: SignRequestListRequest) => ['admin', 'signRequests', 'list', request] as const,
  one: (id: number) => ['admin', 'signRequests', 'one', id] as const,
};

/** `admin/getSignRequests` (operators): a page of the brand's requests, read fresh. */
export function signRequestsQuery(request: SignRequestListRequest) {
  return queryOptions({
    queryKey: signRequestKeys.list(request),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('admin/getSignRequests', request, {
          signal,
          quiet: true,
          parse: parseLazily(() => contract().then((c) => c.signRequestListSchema)),
        }),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/getSignRequest`: one request with its documents and review. */
export function signRequestQuery(id: number) {
  return queryOptions({
    queryKey: signRequestKeys.one(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getSignRequest',
          { id },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contract().then((c) => c.signRequestDetailSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/reviewSignRequest`: the operator's decision and note. */
export function reviewSignRequest(input: {
  id: number;
  decision: ReviewSignRequest['decision'];
  note: string;
  airlineCode: string;
}) {
  return apiCall('admin/reviewSignRequest', input, {
    quiet: true,
    parse: parseLazily(() => contract().then((c) => c.signRequestReviewedSchema)),
  });
}
