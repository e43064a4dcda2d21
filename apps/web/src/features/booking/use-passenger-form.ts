import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { saveDraft, type PassengerForm } from './booking-draft';
import { passengerFormResolver, storedPassengerForm } from './passenger-form';

/**
 * The passenger step's form. It lives with the page, not the step, so its values and errors
 * outlast a visit to the later steps. It starts from the draft in session storage and saves
 * every change back, so a reload or a refreshed flight loses nothing typed.
 */
export function usePassengerForm(
  selection: string,
  counts: QuoteResponse['passengers'],
  quote: QuoteResponse | null,
  defaults: {
    country: string;
    nationality: string;
    calendar: CalendarMode;
    contact: PassengerForm['contact'] | null;
  },
) {
  const { adult, child, infant } = counts;
  const { country, nationality, calendar, contact } = defaults;
  const stored = useMemo(
    () =>
      storedPassengerForm(
        selection,
        { adult, child, infant },
        { country, nationality, calendar, contact },
      ),
    [selection, adult, child, infant, country, nationality, calendar, contact],
  );
  const form = useForm<PassengerForm, QuoteResponse | null>({
    values: stored,
    resolver: passengerFormResolver,
    context: quote,
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(selection, values),
      }),
    [subscribe, selection],
  );
  return form;
}
