import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveDraft, type PassengerForm } from './booking-draft';
import { passengerFormResolver, storedPassengerForm } from './passenger-form';

/**
 * The passenger step's form. It lives with the page, not the step, so its values and errors
 * outlast a visit to the later steps. It starts blank (that is what the server draws, before
 * any hold), then the draft in session storage fills it, and every change is saved back, so a
 * reload or a refreshed flight loses nothing typed. Its checks wait for the quote.
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
  const [blank] = useState(() =>
    storedPassengerForm(null, counts, { country, nationality, calendar, contact: null }),
  );
  const form = useForm<PassengerForm, QuoteResponse | null>({
    defaultValues: blank,
    resolver: passengerFormResolver,
    context: quote,
  });
  const { reset, getValues, subscribe } = form;
  // In an effect, not in render: the page hydrates the server's blank form as it is, and only
  // the fields a draft changes render again (the page itself does not).
  useEffect(() => {
    const stored = storedPassengerForm(
      selection,
      { adult, child, infant },
      { country, nationality, calendar, contact },
    );
    if (JSON.stringify(stored) !== JSON.stringify(getValues())) reset(stored);
  }, [reset, getValues, selection, adult, child, infant, country, nationality, calendar, contact]);
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
