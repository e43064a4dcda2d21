import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../api/api-client';
import { parseLazily } from '../api/parse-lazily';

/**
 * `flight/getBooking`: the booking a signed receipt names (the bank's return), with its tickets
 * and every service's state: the booking result page and the return from paying for services.
 */
export function bookingViewQuery(receipt: string, language: Language) {
  return queryOptions({
    queryKey: ['booking', 'view', receipt, language],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'flight/getBooking',
          { receipt },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/booking').then((c) => c.bookingResultSchema),
            ),
          },
        ),
      ),
    retry: false,
  });
}
