import { queryOptions } from '@tanstack/react-query';
import { userCreditSchema } from '@parvaz/domain/contracts/profile';
import { apiCall, unwrap } from '../api/api-client';

/** The signed-in customer's wallet balance: the profile's credit page and the booking's pay step. */
export const creditKey = ['profile', 'credit'] as const;

export async function getCredit(signal?: AbortSignal) {
  return unwrap(
    await apiCall('user/getUserCredit', {}, { signal, parse: (d) => userCreditSchema.parse(d) }),
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
