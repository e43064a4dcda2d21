import type { PaymentChoice } from '@parvaz/domain/payments/payment-sources';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import {
  bookingPassengerSchema,
  passengerProblems,
  type BookingPassenger,
} from '@parvaz/domain/passengers/passenger-rules';
import { issueMessage } from '@parvaz/domain/validation/issue-message';
import { isPhoneRegion, normalizeMobile } from '@parvaz/domain/validation/contact';
import { set, type FieldErrors as FormErrors, type Resolver } from 'react-hook-form';
import { passengerBody } from '../../lib/passengers/passenger-values';
import { servicesBody } from '../../lib/services/service-choices';
import type { BookingDraft, DraftPassenger, FieldErrors, PassengerForm } from './booking-draft';
import { draftFieldOf, tripFactsOf } from './booking-rules';
import { contactErrors } from './contact-rules';

// Passenger entry's rules, the server's own (zod schemas, the phone-number metadata): loaded with
// the form's first check (`passengerFormResolver` in passenger-form.ts), not with the page.

/**
 * The browser's run of the server's rules: the zod schema of a passenger, then
 * `passengerProblems` on the whole list. Keys are `passengers.<i>.<draft field>`.
 */
export function passengerErrors(
  passengers: readonly DraftPassenger[],
  quote: QuoteResponse,
): FieldErrors {
  const errors: FieldErrors = {};
  const parsed: BookingPassenger[] = [];
  passengers.forEach((p, index) => {
    const result = bookingPassengerSchema.safeParse(passengerBody(p, quote.international));
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      const path = `passengers.${index}.${draftFieldOf(String(issue.path[0] ?? ''))}`;
      errors[path] ??= issueMessage(issue);
    }
  });
  if (parsed.length !== passengers.length) return errors;
  for (const problem of passengerProblems(parsed, tripFactsOf(quote))) {
    const path = `passengers.${problem.index}.${draftFieldOf(problem.field)}`;
    errors[path] ??= { key: problem.key };
  }
  return errors;
}

/**
 * The passenger step's resolver: the same domain rules the server runs (the zod passenger
 * schema, `passengerProblems` on the whole list, the contact's mobile and e-mail). Messages are
 * keys of the `messages` namespace; the quote (the trip the rules judge by) is the context.
 */
export const passengerFormResolver: Resolver<PassengerForm, QuoteResponse | null> = (
  values,
  quote,
) => {
  if (!quote) return { values, errors: {} };
  const found = { ...passengerErrors(values.passengers, quote), ...contactErrors(values.contact) };
  const entries = Object.entries(found);
  if (entries.length === 0) return { values, errors: {} };
  const errors: FormErrors<PassengerForm> = {};
  for (const [path, error] of entries)
    set(errors, path, { type: 'rule', message: 'key' in error ? error.key : error.text });
  return { values: {}, errors };
};

/** The passengers a booking was made for, as the server read them (for the saved list). */
export function bookedPassengers(passengers: readonly unknown[]): BookingPassenger[] {
  return passengers.flatMap((p) => {
    const parsed = bookingPassengerSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The `flight/bookFlight` body of a booking attempt: the passengers as the API takes them, the
 * mobile in E.164 when it reads as one, the main adult's services and the discount.
 */
export function bookingRequest(
  quote: Pick<QuoteResponse, 'quoteId' | 'international'>,
  values: Pick<BookingDraft, 'passengers' | 'contact'>,
  extras: Pick<BookingDraft, 'services' | 'discount'>,
  idempotencyKey: string,
  payment: PaymentChoice,
) {
  const region = values.contact.country.toUpperCase();
  const mobile =
    (isPhoneRegion(region) ? normalizeMobile(values.contact.mobile, region) : null) ??
    values.contact.mobile;
  return {
    quoteId: quote.quoteId,
    idempotencyKey,
    passengers: values.passengers.map((p) => passengerBody(p, quote.international)),
    contact: { mobile, country: region, email: values.contact.email.trim() },
    services: servicesBody(extras.services),
    discountCode: extras.discount?.code ?? '',
    agreement: '1',
    payment,
  };
}
