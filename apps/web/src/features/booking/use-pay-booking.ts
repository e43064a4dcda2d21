import type { PaymentChoice } from '@parvaz/domain/payments/payment-sources';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exchangeRatesQuery } from '../../lib/money/exchange-rates-api';
import { savedPassengersKey } from '../../lib/passengers/saved-passengers-api';
import { creditKey } from '../../lib/wallet/credit-api';
import { attemptKey, bookFlight, forgetAttempt } from './booking-api';
import type { DraftExtras, FieldErrors, PassengerForm } from './booking-draft';
import { formPathOf } from './passenger-form';
import type { useBookingSteps } from './use-booking-steps';

/**
 * Paying: checks every step, books with one attempt key per quote (a retry after a lost answer
 * books once), saves the passengers for next time when the customer asked, then opens the
 * result page (wallet) or the bank. A refusal puts the server's messages on their fields.
 */
export function usePayBooking({
  quote,
  form,
  extras,
  payWith,
  steps,
  saved,
  onHeldOver,
}: {
  quote: QuoteResponse | null;
  form: UseFormReturn<PassengerForm, QuoteResponse | null>;
  extras: DraftExtras;
  payWith: PaymentChoice;
  steps: ReturnType<typeof useBookingSteps>;
  saved: readonly SavedPassenger[] | null;
  onHeldOver: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);

  const keepPassengers = async (passengers: readonly unknown[]) => {
    if (!saved || !extras.savePassengers) return;
    const [{ bookedPassengers }, { passengersToSave, saveForNextTime }] = await Promise.all([
      import('./passenger-form-rules'),
      import('./saved-passengers'),
    ]);
    await saveForNextTime(passengersToSave(bookedPassengers(passengers), saved));
    await queryClient.invalidateQueries({ queryKey: savedPassengersKey });
  };

  const showRefusal = (error: { message: string; fields: Record<string, string> }) => {
    const mapped: FieldErrors = {};
    const onForm: Array<[FieldPath<PassengerForm>, string]> = [];
    for (const [path, message] of Object.entries(error.fields)) {
      const name = formPathOf(path);
      if (name) onForm.push([name, message]);
      else mapped[path] = { text: message };
    }
    if (onForm.length === 0 && Object.keys(mapped).length === 0)
      mapped._form = { text: error.message };
    const first = onForm[0];
    if (!first) {
      steps.showErrors(mapped, ['agreement']);
      return;
    }
    steps.setErrors(mapped);
    for (const [name, message] of onForm) form.setError(name, { type: 'server', message });
    steps.showPassengers();
    form.setFocus(first[0]);
  };

  const book = async (values: PassengerForm) => {
    if (!quote || payingRef.current) return;
    const found = steps.checkLaterSteps();
    if (Object.keys(found).length > 0) {
      steps.showErrors(found, ['agreement']);
      return;
    }
    payingRef.current = true;
    setPaying(true);
    let leaving = false;
    try {
      // Charged in the currency the quote was answered in, by the rate it names (decision 11):
      // the amounts the page shows are the server's.
      // Loaded already: the form's check before paying brought the rules.
      const { bookingRequest } = await import('./passenger-form-rules');
      const request = {
        ...bookingRequest(quote, values, extras, attemptKey(quote.quoteId), payWith),
        chargeCurrency: quote.currency,
        ...(quote.exchange ? { rateId: quote.exchange.rateId } : {}),
      };
      const result = await bookFlight(request);
      if (!result.ok) {
        // Nothing was booked: the next try is a new attempt.
        forgetAttempt(quote.quoteId);
        if (result.error.status === 410) onHeldOver();
        if (result.error.fields.rateId) {
          // A new rate since the quote was priced: the flight is priced (and held) anew by it
          // before a new try, as when its hold ran out.
          await queryClient.invalidateQueries({ queryKey: exchangeRatesQuery().queryKey });
          onHeldOver();
          showRefusal({ message: result.error.fields.rateId, fields: {} });
          return;
        }
        showRefusal(result.error);
        return;
      }
      await keepPassengers(request.passengers);
      if (payWith !== 'gateway') void queryClient.invalidateQueries({ queryKey: creditKey });
      if (result.data.receipt) {
        leaving = true;
        void navigate(`/booking/result?receipt=${encodeURIComponent(result.data.receipt)}`);
      } else if (result.data.paymentUrl) {
        leaving = true;
        window.location.assign(result.data.paymentUrl);
      } else {
        steps.setErrors({
          _form: { text: t('booking.bookedNoPayment', { code: result.data.trackingCode }) },
        });
      }
    } catch {
      // No answer or a server fault: already toasted; the same attempt key retries safely.
    } finally {
      if (!leaving) {
        payingRef.current = false;
        setPaying(false);
      }
    }
  };

  // A passenger form with errors shows its step, where the form focuses the first wrong field.
  const pay = () => void form.handleSubmit(book, steps.showPassengers)();

  return { paying, pay };
}
