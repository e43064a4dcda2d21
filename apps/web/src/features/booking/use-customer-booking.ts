import { contactOfMobile } from '@parvaz/domain/validation/contact';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store';
import { savedPassengersQuery } from '../../lib/passengers/saved-passengers-api';
import { creditQuery } from '../../lib/wallet/credit-api';
import type { BookingDraft } from './booking-draft';

/**
 * What a signed-in customer brings to a booking: the contact from the account, the saved
 * passengers to pick, and the wallet balance as the server has it now. Nothing for anyone else.
 */
export function useCustomerBooking() {
  const user = useAuthStore((state) => state.user_info);
  const customer = user?.role === 'customer';
  const saved = useQuery({ ...savedPassengersQuery(), enabled: customer });
  const credit = useQuery({ ...creditQuery(), retry: undefined, enabled: customer });
  const mobile = customer ? user.mobile : undefined;
  const email = customer ? (user.email ?? '') : '';
  const contact = useMemo<BookingDraft['contact'] | null>(() => {
    const phone = mobile ? contactOfMobile(mobile) : null;
    return phone ? { country: phone.country, mobile: phone.mobile, email } : null;
  }, [mobile, email]);
  return {
    contact,
    saved: customer ? (saved.data ?? []) : null,
    credit: customer ? (credit.data ?? null) : null,
  };
}
