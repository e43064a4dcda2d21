import {
  bookingTotals,
  checkoutPrice,
  type CheckoutPrice,
} from '@parvaz/domain/booking/booking-totals';
import { convertByExchange } from '@parvaz/domain/contracts/exchange-rates';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { SeatMap } from '@parvaz/domain/contracts/quote-extras';
import type { TripFacts } from '@parvaz/domain/passengers/passenger-rules';
import { isIsoDate } from '@parvaz/domain/calendar/plain-date';
import { isInternationalRoute } from '@parvaz/domain/reference/cities';
import type { FlightSearch } from '../flights/search-params';
import type { BookingDraft, FieldErrors } from './booking-draft';
import { servicesTotal, type ServiceOffer } from '../../lib/services/service-choices';

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

export type PriceLines = CheckoutPrice;

/**
 * The price at every step, by the domain's rule: fares per passenger type, the agency's fees,
 * the seats picked for this quote, the services chosen and the discount checked, all in the
 * quote's currency. The server answers seats, services and the discount in it already (each
 * converted on its own): the lines write them as they come, never converting them again. The
 * total is their filed amounts added to the quote's filed fares, converted once by the quote's
 * rate, as `bookFlight` charges it (never a sum of converted lines).
 */
export function priceLines(
  quote: QuoteResponse,
  draft: Pick<BookingDraft, 'seats' | 'seatsQuoteId' | 'services' | 'discount'>,
  offers: readonly ServiceOffer[],
): PriceLines {
  const seats = draft.seatsQuoteId === quote.quoteId ? draft.seats : [];
  const lines = checkoutPrice(quote.segments, quote.passengers, {
    seats: seats.reduce((sum, s) => sum + s.price, 0),
    services: servicesTotal(draft.services, offers),
    discount: draft.discount?.amount ?? 0,
  });
  const filed = bookingTotals({
    fares: quote.fares.amount,
    seats: seats.reduce((sum, s) => sum + s.filed, 0),
    services: servicesTotal(draft.services, offers, 'filed'),
    discount: draft.discount?.filed ?? 0,
  }).total;
  const total = convertByExchange(
    { amount: filed, currency: quote.fares.currency },
    quote.currency,
    quote.exchange,
  ).amount;
  return { ...lines, total };
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
