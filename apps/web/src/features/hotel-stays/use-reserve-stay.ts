import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { creditKey } from '../../lib/wallet/credit-api';
import {
  attemptFor,
  consentedAttempt,
  reserveOnce,
  type PriceChange,
  type ReserveAttempt,
} from './reserve-attempt';
import {
  reserveBody,
  reserveFieldOf,
  type ReserveForm,
  type ReservedRoom,
  type StayAddress,
} from './reserve-rules';
import { contactMobile } from './reserve-rules';
import { rememberStayMobile, reserveHotel, voucherPageUrl } from './hotel-stays-api';

/**
 * Reserving: one attempt (and its idempotency key) per total the guest agreed to. A moved price
 * asks the guest (`priceChange`) with the totals the answer names (the new one `reprice` reads
 * when it names none); a new exchange rate since the rooms were shown has them read again
 * (`reprice`: the page draws their prices by it) and says so; rooms sold meanwhile say so
 * (`roomsGone`); field errors land on their fields. The bank or, by wallet, the voucher next.
 */
export function useReserveStay({
  stay,
  rooms,
  total,
  form,
  reprice,
}: {
  stay: StayAddress;
  rooms: readonly ReservedRoom[] | null;
  total: number;
  form: UseFormReturn<ReserveForm, readonly ReservedRoom[]>;
  /** The stay's total as the hotel prices it now (the rooms read again), or null. */
  reprice: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useRef<ReserveAttempt | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [roomsGone, setRoomsGone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const send = async (values: ReserveForm, next: ReserveAttempt) => {
    if (!rooms || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setMessage(null);
    let leaving = false;
    try {
      attempt.current = next;
      const outcome = await reserveOnce(
        next,
        (a) => reserveHotel(reserveBody(stay, rooms, values, a)),
        reprice,
      );
      if (outcome.kind === 'reserved') {
        const key = { trackingCode: outcome.data.trackingCode, mobile: contactMobile(values) };
        rememberStayMobile(key.trackingCode, key.mobile);
        leaving = true;
        if (outcome.data.paymentUrl) window.location.assign(outcome.data.paymentUrl);
        else {
          void queryClient.invalidateQueries({ queryKey: creditKey });
          void navigate(voucherPageUrl(key));
        }
        return;
      }
      // Refused: nothing was reserved, so the next submit is a new attempt.
      attempt.current = null;
      if (outcome.kind === 'priceChanged') setPriceChange(outcome.change);
      else if (outcome.kind === 'rateChanged') {
        await reprice();
        setMessage(t('hotelStays.rateChanged'));
      } else if (outcome.kind === 'roomsGone') setRoomsGone(true);
      else if (outcome.kind === 'fields') {
        let first = true;
        for (const [path, text] of Object.entries(outcome.fields)) {
          const name = reserveFieldOf(path);
          if (!name) continue;
          form.setError(name, { type: 'server', message: text }, { shouldFocus: first });
          first = false;
        }
        if (first) setMessage(outcome.message);
      } else setMessage(outcome.message);
    } catch {
      // No answer or a server fault: already toasted; the same attempt key retries safely.
    } finally {
      if (!leaving) {
        busyRef.current = false;
        setBusy(false);
      }
    }
  };

  const submit = () =>
    void form.handleSubmit((values) => send(values, attemptFor(attempt.current, total)))();

  const acceptPrice = () => {
    const change = priceChange;
    if (!change) return;
    setPriceChange(null);
    void form.handleSubmit((values) => send(values, consentedAttempt(change)))();
  };

  return {
    busy,
    submit,
    priceChange,
    acceptPrice,
    declinePrice: () => setPriceChange(null),
    roomsGone,
    message,
  };
}
