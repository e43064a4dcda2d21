import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadStoredQuote, requestQuote, storeQuote, type QuoteInput } from './booking-api';

/**
 * The held quote of a flight choice. A reload with `quote=<id>` in the address reuses the stored
 * quote while its hold lasts; `refresh` asks `flight/getFlightPrice` for a new hold.
 */
export function useQuote(selection: string, input: QuoteInput, quoteParam: string | null) {
  const [refreshes, setRefreshes] = useState(0);
  const query = useQuery({
    queryKey: ['booking', 'quote', selection, refreshes],
    queryFn: async () => {
      if (refreshes === 0 && quoteParam) {
        const stored = await loadStoredQuote(selection, quoteParam);
        if (stored) return { ok: true as const, data: stored };
      }
      const result = await requestQuote(input);
      if (result.ok) storeQuote(selection, result.data);
      return result;
    },
    enabled: input.departureRef !== '' && input.agencyId !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { query, refresh: () => setRefreshes((n) => n + 1) };
}
