import type { RefundMode } from '@parvaz/domain/refunds/refund-rules';
import type { Language } from '@parvaz/domain/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, unwrap } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

/**
 * The after-sale calls. A booking is found once (`ticket/ticketTracking`) by one of the two
 * pairs; the `access` token it answers stands for that lookup in every call that follows, and
 * is what the pages carry in their address (`/refund?access=…`, `/ticket?access=…`).
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  info: (access: string, language: Language) => ['tickets', 'info', access, language] as const,
  show: (access: string, language: Language) => ['tickets', 'show', access, language] as const,
  tracking: (access: string, language: Language) =>
    ['tickets', 'tracking', access, language] as const,
  rules: (access: string, ticketNumber: string, language: Language) =>
    ['tickets', 'rules', access, ticketNumber, language] as const,
};

export function ticketInfoQuery(access: string, language: Language) {
  return queryOptions({
    queryKey: ticketKeys.info(access, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ticket/ticketInfo',
          { access },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/tickets').then((c) => c.ticketInfoSchema),
            ),
          },
        ),
      ),
    retry: false,
  });
}

export function ticketShowQuery(access: string, language: Language) {
  return queryOptions({
    queryKey: ticketKeys.show(access, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ticket/ticketShow',
          { access },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/tickets').then((c) => c.ticketShowSchema),
            ),
          },
        ),
      ),
    retry: false,
  });
}

export function trackingQuery(access: string, language: Language) {
  return queryOptions({
    queryKey: ticketKeys.tracking(access, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'ticket/getTracking',
          { access },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/tickets').then((c) => c.trackingEventsSchema),
            ),
          },
        ),
      ),
    retry: false,
  });
}

/** `flight/getRules`: a ticket's penalty table and what each mode would give back now. */
export function rulesQuery(access: string, ticketNumber: string, language: Language) {
  return queryOptions({
    queryKey: ticketKeys.rules(access, ticketNumber, language),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'flight/getRules',
          { access, ticketNumber },
          {
            signal,
            quiet: true,
            parse: parseLazily(() =>
              import('@parvaz/domain/contracts/tickets').then((c) => c.rulesResponseSchema),
            ),
          },
        ),
      ),
    retry: false,
    // What a mode gives back depends on the clock: asked again after a minute.
    staleTime: 60_000,
  });
}

export function confirmRefund(access: string, tickets: readonly string[], mode: RefundMode) {
  return apiCall(
    'ticket/refundConfirm',
    { access, tickets: [...tickets], mode },
    {
      quiet: true,
      parse: parseLazily(() =>
        import('@parvaz/domain/contracts/tickets').then((c) => c.refundConfirmedSchema),
      ),
    },
  );
}
