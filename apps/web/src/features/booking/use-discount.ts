import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import { useState } from 'react';
import { checkDiscount } from './booking-api';
import type { DraftExtras } from './booking-draft';
import type { useBookingSteps } from './use-booking-steps';

/**
 * The finish step's discount code: checked against the hold, kept in the draft when it applies,
 * its refusal shown beside the field when it does not.
 */
export function useDiscount(
  quote: QuoteResponse | null,
  extras: DraftExtras,
  update: (change: (draft: DraftExtras) => DraftExtras) => void,
  { setErrors, clearErrors }: Pick<ReturnType<typeof useBookingSteps>, 'setErrors' | 'clearErrors'>,
) {
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!quote || busy) return;
    const code = extras.discountCode.trim();
    if (!code) return;
    setBusy(true);
    try {
      const result = await checkDiscount(quote.quoteId, code, quote.currency);
      if (result.ok) {
        update((d) => ({
          ...d,
          discount: {
            code: result.data.code,
            amount: result.data.discount.amount,
            filed: result.data.filed.amount,
          },
        }));
        clearErrors('discountCode');
      } else {
        update((d) => ({ ...d, discount: null }));
        setErrors((e) => ({
          ...e,
          discountCode: { text: result.error.fields.code ?? result.error.message },
        }));
      }
    } finally {
      setBusy(false);
    }
  };

  return { busy, apply };
}
