import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { QuoteSegment } from '@parvaz/domain/contracts/booking';
import { partyPrice } from '@parvaz/domain/flights/pricing';
import type { Language } from '@parvaz/domain/languages';
import type { PassengerCounts } from '@parvaz/domain/passengers/counts';
import { isInternationalRoute } from '@parvaz/domain/reference/cities';
import { endpoint, flightRef, type FlightOfferRow } from '../flights/flights.api';

/** When the flight really leaves and lands: the new times of a delayed flight. */
export function effectiveTimes(row: FlightOfferRow): { departure: Date; arrival: Date } {
  const delayed = row.status === 'delayed';
  return {
    departure: delayed && row.estimatedDepartureAt ? row.estimatedDepartureAt : row.departureAt,
    arrival: delayed && row.estimatedArrivalAt ? row.estimatedArrivalAt : row.arrivalAt,
  };
}

/** A flight between countries needs passports (decision 8). */
export function isInternational(rows: FlightOfferRow[]): boolean {
  return rows.some((row) => isInternationalRoute(row.originCity, row.destinationCity));
}

/** One flight of a quote as the client sees it, priced for the party. */
export function segmentView(
  row: FlightOfferRow,
  direction: 'departure' | 'return',
  counts: PassengerCounts,
  lang: Language,
): QuoteSegment {
  const origin = endpoint(row.originAirport, row.originCity, row.originTerminal, lang);
  const destination = endpoint(
    row.destinationAirport,
    row.destinationCity,
    row.destinationTerminal,
    lang,
  );
  const { departure, arrival } = effectiveTimes(row);
  const price = partyPrice(row, counts);
  return {
    ref: flightRef(row.flightId, row.cabin),
    direction,
    flightNumber: `${row.airlineCode}${row.flightNumber}`,
    airline: { code: row.airlineCode, name: row.airlineName[lang], logo: row.airlineLogo },
    origin,
    destination,
    departureTime: zonedIso(departure, origin.timeZone),
    arrivalTime: zonedIso(arrival, destination.timeZone),
    departureDate: row.departureDate,
    duration: Math.round((arrival.getTime() - departure.getTime()) / 60_000),
    aircraft: row.aircraft,
    cabinClass: row.cabin,
    priceClass: row.priceClass,
    baggage: row.baggageKg,
    refundRules: row.refundRules,
    price: { adult: price.adult, child: price.child, infant: price.infant },
    fee: { adult: row.adultFee, child: row.childFee, infant: row.infantFee },
    total: price.final,
  };
}
