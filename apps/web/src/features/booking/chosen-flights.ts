import type { FlightResult, FlightSearchResponse } from '@parvaz/domain/contracts/flight-search';
import type { FlightChoice } from '../flights/search-params';
import type { SummarySegment } from './flight-summary';

export interface ChosenFlights {
  segments: SummarySegment[];
  /** The agency selling the outbound flight. */
  agencyName: string;
}

function segmentOf(
  flight: FlightResult,
  agencyId: string,
  direction: SummarySegment['direction'],
): SummarySegment | null {
  const agency = flight.agencies.find((a) => String(a.id) === agencyId);
  if (!agency) return null;
  return {
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
  if (!choice.returnRef) return { segments: [departure], agencyName };
  const inbound = results.return.find((f) => f.ref === choice.returnRef);
  const back = inbound && segmentOf(inbound, choice.returnAgencyId || choice.agencyId, 'return');
  return back ? { segments: [departure, back], agencyName } : null;
}
