import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useCallback, useEffect, useState } from 'react';
import {
  emptyDraft,
  loadDraft,
  passengersForCounts,
  saveDraft,
  type BookingDraft,
  type DraftPassenger,
} from './booking-draft';

/**
 * The typed booking form of one flight choice, saved to session storage on every change so a
 * reload or a refreshed flight keeps everything. Passenger cards follow the quote's counts.
 */
export function useBookingDraft(
  selection: string,
  quote: QuoteResponse | null,
  defaults: { country: string; nationality: string; calendar: CalendarMode },
) {
  const [stored, setStored] = useState<BookingDraft>(() => ({
    ...emptyDraft(defaults.country),
    ...loadDraft(selection),
  }));
  useEffect(() => saveDraft(selection, stored), [selection, stored]);

  const { nationality, calendar } = defaults;
  const cardsOf = useCallback(
    (list: readonly DraftPassenger[]) =>
      quote ? passengersForCounts(quote.passengers, list, nationality, calendar) : [...list],
    [quote, nationality, calendar],
  );
  const draft: BookingDraft = { ...stored, passengers: cardsOf(stored.passengers) };

  const update = useCallback(
    (change: (draft: BookingDraft) => BookingDraft) => {
      setStored((current) => change({ ...current, passengers: cardsOf(current.passengers) }));
    },
    [cardsOf],
  );

  return { draft, update };
}
