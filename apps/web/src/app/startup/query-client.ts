import { QueryClient } from '@tanstack/react-query';
import { ApiClientFailure } from '../../lib/api/api-client';
import { ApiRequestError } from '../../lib/api/api-result';

/** Client errors are answers, not faults: retrying them would only repeat the same toast. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientFailure) return false;
  if (error instanceof ApiRequestError && error.kind === 'server') return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
