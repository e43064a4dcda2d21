import {
  checkoutPrice,
  type CheckoutPrice,
  type FlightPrice,
} from '@parvaz/domain/booking/booking-totals';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { FlightResult, FlightSearchResponse } from '@parvaz/domain/contracts/flight-search';
import type { PassengerCounts } from '@parvaz/domain/passengers/counts';
import type { Currency } from '@parvaz/domain/format/money';
import type { FlightChoice } from '../flights/search-params';
import type { SummarySegment } from './flight-summary';

export interface ChosenFlights {
  segments: SummarySegment[];
  /** The agency selling the outbound flight. */
  agencyName: string;
  /** Each flight's price per passenger and the agency's fee inside it, as the search answered. */
  prices: FlightPrice[];
  currency: Currency;
}

function segmentOf(
  flight: FlightResult,
  agencyId: string,
  direction: SummarySegment['direction'],
): { segment: SummarySegment; price: FlightPrice } | null {
  const agency = flight.agencies.find((a) => String(a.id) === agencyId);
  if (!agency) return null;
  const { adult, child, infant } = agency.fee;
  const price = { price: { adult, child, infant }, fee: agency.serviceFee };
  const segment: SummarySegment = {
    ref: flight.ref,
    direction,
    flightNumber: flight.flightNumber,
    airline: flight.airline,
    origin: flight.origin,
    destination: flight.destination,
    departureTime: flight.departureTime,
    arrivalTime: flight.arrivalTime,
    // Local times carry the airport's offset, so their date is the local departure date.
    departureDate: flight.departureTime.slice(0, 10),
    duration: flight.duration,
    aircraft: flight.aircraft,
    cabinClass: flight.cabinClass,
    priceClass: agency.priceClass,
    baggage: agency.baggage,
    refundRules: agency.refundRules,
  };
  return { segment, price };
}

/**
 * The chosen flights as the search answered them: what the passenger entry shows (the server
 * draws it too) while the browser's own call makes the hold. The quote replaces it; null when the
 * search is not at hand or no longer offers the choice.
 */
export function chosenFlightsOf(
  results: FlightSearchResponse | undefined,
  choice: FlightChoice,
): ChosenFlights | null {
  if (!results) return null;
  const outbound = results.departure.find((f) => f.ref === choice.departureRef);
  const departure = outbound && segmentOf(outbound, choice.agencyId, 'departure');
  if (!outbound || !departure) return null;
  const agencyName = outbound.agencies.find((a) => String(a.id) === choice.agencyId)?.name ?? '';
  const chosen = (parts: NonNullable<ReturnType<typeof segmentOf>>[]): ChosenFlights => ({
    segments: parts.map((part) => part.segment),
    agencyName,
    prices: parts.map((part) => part.price),
    currency: outbound.price.currency,
  });
  if (!choice.returnRef) return chosen([departure]);
  const inbound = results.return.find((f) => f.ref === choice.returnRef);
  const back = inbound && segmentOf(inbound, choice.returnAgencyId || choice.agencyId, 'return');
  return back ? chosen([departure, back]) : null;
}

/** The price a booking step shows. */
export interface ShownPrice {
  lines: CheckoutPrice;
  currency: Currency;
  agencyName: string;
}

/**
 * The quote's price once the hold answers; before, the search's figures: the fares and the
 * agency's fees the quote will then state (tested on the server), nothing added yet. So the
 * summary is in the server's first HTML.
 */
export function shownPrice(
  quoted: { quote: QuoteResponse; lines: CheckoutPrice } | null,
  searched: ChosenFlights | null,
  counts: PassengerCounts,
): ShownPrice | null {
  if (quoted)
    return {
      lines: quoted.lines,
      currency: quoted.quote.currency,
      agencyName: quoted.quote.agency.name,
    };
  if (!searched) return null;
  return {
    lines: checkoutPrice(searched.prices, counts, { seats: 0, services: 0, discount: 0 }),
    currency: searched.currency,
    agencyName: searched.agencyName,
  };
}
