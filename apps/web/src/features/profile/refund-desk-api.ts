import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

export const refundDeskStatuses = ['pending', 'approved', 'rejected'] as const;
export type RefundDeskStatus = (typeof refundDeskStatuses)[number];

export const refundDeskKeys = {
  all: ['profile', 'desk', 'refunds'] as const,
  list: (status: RefundDeskStatus | '', language: Language) =>
    ['profile', 'desk', 'refunds', status, language] as const,
};

/** `ticket/getRefundRequests`: the desk's refund requests (an agency's own sales), waiting first. */
export function refundRequestsQuery(status: RefundDeskStatus | '', language: Language) {
  return queryOptions({
    queryKey: refundDeskKeys.list(status, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ticket/getRefundRequests',
          { status },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/tickets').then(
                (c) => c.refundDeskListResponseSchema,
              ),
            ),
          },
        ),
      ),
    retry: false,
  });
}

/** `ticket/refundDecide`: approve (refund now) or reject with the reason the traveller is told. */
export function decideRefund(id: number, decision: 'approve' | 'reject', reason: string) {
  return apiCall(
    'ticket/refundDecide',
    { id, decision, reason },
    {
      quiet: true,
      parse: parseLazily(() =>
        import('@parvaz/domain/contracts/tickets').then((c) => c.refundRequestViewSchema),
      ),
    },
  );
}
