import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../api/api-client';
import { parseLazily } from '../api/parse-lazily';

/** The signed-in customer's wallet balance: the profile's credit page and the booking's pay step. */
export const creditKey = ['profile', 'credit'] as const;

export async function getCredit(signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'user/getUserCredit',
      {},
      {
        signal,
        parse: parseLazily(() =>
          import('@parvaz/domain/contracts/profile').then((c) => c.userCreditSchema),
        ),
      },
    ),
  );
}

/** The wallet balance as a query (the server draws the credit page with it). */
export function creditQuery() {
  return queryOptions({
    queryKey: creditKey,
    queryFn: ({ signal }) => getCredit(signal),
    retry: false,
  });
}
