import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

export const booksKeys = {
  trialBalance: ['profile', 'desk', 'books', 'trialBalance'] as const,
};

/**
 * `ledger/getTrialBalance` (operators): the brand's books per currency, read fresh on each visit
 * (money moves while the page is open elsewhere).
 */
export function trialBalanceQuery() {
  return queryOptions({
    queryKey: booksKeys.trialBalance,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ledger/getTrialBalance',
          {},
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/ledger').then((c) => c.trialBalanceResponseSchema),
            ),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}
