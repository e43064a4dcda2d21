import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';
import type { ServicesBody } from '../../lib/services/service-choices';

/**
 * The calls of /ssr. The booking is found by the shared lookup (`ticket/ticketTracking`), whose
 * `access` token names it here; after the bank, the signed receipt the callback adds names it.
 */
export const ssrKeys = {
  all: ['ssr'] as const,
  offer: (access: string, language: Language) => ['ssr', 'offer', access, language] as const,
};

/** `ssr/addServiceFlightSearch`: the booking's services with their state, and what can be added. */
export function offerQuery(access: string, language: Language) {
  return queryOptions({
    queryKey: ssrKeys.offer(access, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ssr/addServiceFlightSearch',
          { access },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/tickets').then((c) => c.extraServicesOfferSchema),
            ),
          },
        ),
      ),
    retry: false,
  });
}

/** `ssr/submitExtraService`: the bank's page for the sum, or the services confirmed at once. */
export function submitExtraServices(access: string, services: ServicesBody) {
  return apiCall(
    'ssr/submitExtraService',
    { access, services },
    {
      quiet: true,
      parse: parseLazily(() =>
        import('@parvaz/domain/contracts/tickets').then((c) => c.extraServiceSubmittedSchema),
      ),
    },
  );
}
