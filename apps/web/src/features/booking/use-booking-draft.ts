import { useEffect, useState } from 'react';
import { emptyDraft, loadDraft, saveDraft, type DraftExtras } from './booking-draft';

function storedExtras(selection: string): DraftExtras {
  const { services, seatsQuoteId, seats, discountCode, discount, agreement, savePassengers } = {
    ...emptyDraft(''),
    ...loadDraft(selection),
  };
  return { services, seatsQuoteId, seats, discountCode, discount, agreement, savePassengers };
}

/**
 * What the booking steps after the passengers hold (services, seats, discount, agreement, saving the passengers),
 * saved to session storage on every change so a reload or a refreshed flight keeps everything.
 * The passenger form saves its own part (see `usePassengerForm`).
 */
export function useBookingDraft(selection: string) {
  const [extras, setExtras] = useState<DraftExtras>(() => storedExtras(selection));
  useEffect(() => saveDraft(selection, extras), [selection, extras]);
  return { extras, update: setExtras };
}
