import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  // The account's mobile is read with the phone-number metadata, loaded once the page is awake
  // (the server draws the form blank; the contact fills it as a draft would).
  const [read, setRead] = useState<{ key: string; contact: BookingDraft['contact'] | null }>();
  const key = `${mobile ?? ''}|${email}`;
  useEffect(() => {
    if (!mobile) return;
    let current = true;
    void import('@parvaz/domain/validation/contact').then(({ contactOfMobile }) => {
      const phone = contactOfMobile(mobile);
      const contact = phone ? { country: phone.country, mobile: phone.mobile, email } : null;
      if (current) setRead({ key, contact });
    });
    return () => {
      current = false;
    };
  }, [key, mobile, email]);
  const contact = read?.key === key ? read.contact : null;
  return {
    contact,
    saved: customer ? (saved.data ?? []) : null,
    credit: customer ? (credit.data ?? null) : null,
  };
}
