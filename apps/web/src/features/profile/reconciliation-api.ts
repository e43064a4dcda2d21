import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

export const reconciliationKeys = {
  all: ['profile', 'desk', 'reconciliation'] as const,
  range: (from: string, to: string) => ['profile', 'desk', 'reconciliation', from, to] as const,
};

/**
 * `ledger/getBankReconciliation` (operators): what the daily comparison of the bank with the
 * ledger found for each day of the range, newest first.
 */
export function bankReconciliationQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: reconciliationKeys.range(range.from, range.to),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('ledger/getBankReconciliation', range, {
          signal,
          quiet: true,
          parse: parseLazily(() =>
            import('@parvaz/domain/contracts/bank-reconciliation').then(
              (c) => c.bankReconciliationResponseSchema,
            ),
          ),
        }),
      ),
    retry: false,
  });
}
