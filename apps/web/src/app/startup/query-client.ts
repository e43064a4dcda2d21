import { QueryClient } from '@tanstack/react-query';
import { ApiClientFailure } from '../../lib/api/api-client';
import { ApiRequestError } from '../../lib/api/api-result';

/** Client errors are answers, not faults: retrying them would only repeat the same toast. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientFailure) return false;
  if (error instanceof ApiRequestError && error.kind === 'server') return false;
  return failureCount < 1;
}

/**
 * One per page render on the server, one for the browser's whole visit. Data the server rendered
 * stays fresh for a minute, so the browser does not ask for it again while it hydrates.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
