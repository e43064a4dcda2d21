import { useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { checkStayDiscount } from './hotel-stays-api';
import type { ReserveForm, ReservedRoom, StayAddress } from './reserve-rules';
import {
  discountCheckBody,
  discountCodeOf,
  discountRefusalText,
  needsCheck,
  type StayDiscount,
} from './stay-discount';

/**
 * The reserve page's discount code: `apply` asks the server what the typed code takes off the
 * stay (a refusal lands on the code's field in the server's words). A discount holds for the
 * rooms' price it was priced for, and not once the code's field says it was refused (by the
 * reservation itself, say, when its last use went meanwhile). `settle` before paying checks a
 * code typed but not applied, so the guest never pays a total they were not shown.
 */
export function useStayDiscount({
  stay,
  rooms,
  total,
  form,
}: {
  stay: StayAddress;
  rooms: readonly ReservedRoom[];
  /** The rooms' price the code is taken off. */
  total: number;
  form: UseFormReturn<ReserveForm, readonly ReservedRoom[]>;
}) {
  const [applied, setApplied] = useState<(StayDiscount & { total: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors } = useFormState({ control: form.control, name: 'discountCode' });
  const discount: StayDiscount | null =
    applied && applied.total === total && !errors.discountCode
      ? { code: applied.code, amount: applied.amount }
      : null;

  const apply = async (): Promise<void> => {
    const code = discountCodeOf(form.getValues('discountCode'));
    form.clearErrors('discountCode');
    setApplied(null);
    if (code === '') return;
    setBusy(true);
    try {
      const result = await checkStayDiscount(discountCheckBody(stay, rooms, code));
      if (result.ok)
        setApplied({ code: result.data.code, amount: result.data.discount.amount, total });
      else
        form.setError(
          'discountCode',
          { type: 'server', message: discountRefusalText(result.error) },
          { shouldFocus: true },
        );
    } catch {
      // No answer or a server fault: already toasted; the code stays unapplied.
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The discount to show and pay with, or null. */
    discount,
    busy,
    apply: () => void apply(),
    /** The typed code changed: its discount is no longer known. */
    edited: () => {
      setApplied(null);
      form.clearErrors('discountCode');
    },
    /** True when the form may be paid as shown; false after checking a new code first. */
    settle: async (): Promise<boolean> => {
      if (!needsCheck(form.getValues('discountCode'), discount)) return true;
      await apply();
      return false;
    },
  };
}
