import { checkoutPrice, type CheckoutPrice } from '@parvaz/domain/booking/booking-totals';
import type { QuoteResponse, SeatMap } from '@parvaz/domain/contracts/booking';
import {
  bookingPassengerSchema,
  passengerProblems,
  type BookingPassenger,
  type TripFacts,
} from '@parvaz/domain/passengers/passenger-rules';
import { emailField, normalizeMobile } from '@parvaz/domain/validation/contact';
import { issueMessage } from '@parvaz/domain/validation/issue-message';
import { isIsoDate } from '@parvaz/domain/calendar/plain-date';
import { listCountries } from '@parvaz/domain/reference/countries';
import { isInternationalRoute } from '@parvaz/domain/reference/cities';
import type { FlightSearch } from '../flights/search-params';
import type { BookingDraft, DraftPassenger, FieldErrors } from './booking-draft';
import { passengerBody } from '../../lib/passengers/passenger-values';
import { servicesBody, servicesTotal, type ServiceOffer } from '../../lib/services/service-choices';

/** What the passenger rules need to know of the quote's flights. */
export function tripFactsOf(quote: QuoteResponse): TripFacts {
  const first = quote.segments[0];
  const last = quote.segments[quote.segments.length - 1];
  return {
    firstDate: first?.departureDate ?? '',
    lastDate: last?.departureDate ?? '',
    international: quote.international,
  };
}

/**
 * The same facts read from the search in the address, before the hold answers: the form can be
 * drawn (on the server too) with the right fields, and the quote confirms them.
 */
export function tripFactsOfSearch(search: FlightSearch): TripFacts {
  const firstDate = isIsoDate(search.departureDate) ? search.departureDate : '';
  const lastDate = search.roundTrip && isIsoDate(search.returnDate) ? search.returnDate : firstDate;
  return {
    firstDate,
    lastDate,
    international: isInternationalRoute(search.origin, search.destination),
  };
}

/** Draft field names the API's passenger fields are shown in. */
export function draftFieldOf(field: string): string {
  if (field === 'birth_date') return 'birth';
  if (field === 'expire_date') return 'expire';
  return field;
}

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

type PhoneRegion = Parameters<typeof normalizeMobile>[1];

/** A country whose mobile numbers can be checked (it has a dialling code). */
export function isPhoneRegion(code: string): code is PhoneRegion {
  return listCountries('en').some((c) => c.code === code && c.dialCode !== '');
}

export function contactErrors(contact: BookingDraft['contact']): FieldErrors {
  const errors: FieldErrors = {};
  const region = contact.country.toUpperCase();
  if (!contact.mobile.trim()) errors['contact.mobile'] = { key: 'required' };
  else if (!isPhoneRegion(region) || !normalizeMobile(contact.mobile, region))
    errors['contact.mobile'] = { key: 'invalidMobile' };
  if (contact.email.trim() && !emailField.safeParse(contact.email).success)
    errors['contact.email'] = { key: 'invalidEmail' };
  return errors;
}

export type PriceLines = CheckoutPrice;

/**
 * The price at every step, by the domain's rule: fares per passenger type, the agency's fees,
 * the seats picked for this quote, the services chosen and the discount checked.
 */
export function priceLines(
  quote: QuoteResponse,
  draft: Pick<BookingDraft, 'seats' | 'seatsQuoteId' | 'services' | 'discount'>,
  offers: readonly ServiceOffer[],
): PriceLines {
  const seats =
    draft.seatsQuoteId === quote.quoteId ? draft.seats.reduce((sum, s) => sum + s.price, 0) : 0;
  return checkoutPrice(quote.segments, quote.passengers, {
    seats,
    services: servicesTotal(draft.services, offers),
    discount: draft.discount?.amount ?? 0,
  });
}

/** The seat a passenger holds on a flight, from the picks of this quote. */
export function seatOf(
  draft: BookingDraft,
  quoteId: string,
  direction: SeatMap['direction'],
  passengerIndex: number,
): string | null {
  if (draft.seatsQuoteId !== quoteId) return null;
  return (
    draft.seats.find((s) => s.direction === direction && s.passengerIndex === passengerIndex)
      ?.seat ?? null
  );
}

/** The first field (in form order) with an error, for focusing it. */
export function firstErrorPath(errors: FieldErrors, order: readonly string[]): string | null {
  return order.find((path) => errors[path]) ?? Object.keys(errors)[0] ?? null;
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
  payment: 'gateway' | 'wallet',
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
