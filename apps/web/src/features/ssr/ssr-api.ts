import type { Currency } from '@parvaz/domain/format/money';
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
  offer: (access: string, language: Language, currency: Currency) =>
    ['ssr', 'offer', access, language, currency] as const,
};

/**
 * `ssr/addServiceFlightSearch`: the booking's services with their state, and what can be added,
 * priced in `currency` by the server (a switch asks again, the key; nothing is converted here).
 */
export function offerQuery(access: string, language: Language, currency: Currency) {
  return queryOptions({
    queryKey: ssrKeys.offer(access, language, currency),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ssr/addServiceFlightSearch',
          { access },
          {
            signal,
            currency,
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

/**
 * `ssr/submitExtraService`: the bank's page for the sum, or the services confirmed at once. In the
 * offer's currency, by the rate it was shown by (another rate in force answers 409).
 */
export function submitExtraServices(
  access: string,
  services: ServicesBody,
  offer: { currency: Currency; exchange: { rateId: number } | null },
) {
  return apiCall(
    'ssr/submitExtraService',
    { access, services, ...(offer.exchange ? { rateId: offer.exchange.rateId } : {}) },
    {
      currency: offer.currency,
      quiet: true,
      parse: parseLazily(() =>
        import('@parvaz/domain/contracts/tickets').then((c) => c.extraServiceSubmittedSchema),
      ),
    },
  );
}
