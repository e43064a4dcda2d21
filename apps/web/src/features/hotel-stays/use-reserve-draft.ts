import { paymentChoices } from '@parvaz/domain/payments/payment-sources';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ReserveForm, ReservedRoom } from './reserve-rules';

const draftPrefix = 'parvaz.hotelStay.draft.';

/** The guests and contact typed for one reservation address, or null. */
export function loadReserveDraft(key: string, roomCount: number): ReserveForm | null {
  try {
    const raw = sessionStorage.getItem(draftPrefix + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ReserveForm>;
    // Written by this module only; a draft for another number of rooms starts over.
    if (!Array.isArray(parsed.rooms) || parsed.rooms.length !== roomCount || !parsed.contact)
      return null;
    return {
      rooms: parsed.rooms,
      contact: parsed.contact,
      discountCode: typeof parsed.discountCode === 'string' ? parsed.discountCode : '',
      agreement: false,
      payment: paymentChoices.find((c) => c === parsed.payment) ?? 'gateway',
    };
  } catch {
    return null;
  }
}

function saveReserveDraft(key: string, values: Partial<ReserveForm>): void {
  try {
    // The agreement is asked again on every visit: it is not kept.
    const kept = {
      rooms: values.rooms,
      contact: values.contact,
      discountCode: values.discountCode,
      payment: values.payment,
    };
    sessionStorage.setItem(draftPrefix + key, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the form works, it just is not kept.
  }
}

/**
 * Keeps what was typed on the reserve page in session storage, so a reload, or a return from
 * the bank without paying, loses nothing. The server draws the blank form; the draft fills it
 * in an effect after hydration, never in render.
 */
export function useReserveDraft(
  form: UseFormReturn<ReserveForm, readonly ReservedRoom[]>,
  key: string,
  roomCount: number,
): void {
  const { reset, subscribe } = form;
  useEffect(() => {
    const stored = loadReserveDraft(key, roomCount);
    if (stored) reset(stored);
  }, [reset, key, roomCount]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveReserveDraft(key, values),
      }),
    [subscribe, key],
  );
}
