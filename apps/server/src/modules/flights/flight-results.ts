import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type { CabinClass } from '@parvaz/domain/flights/inventory';
import { partyPrice } from '@parvaz/domain/flights/pricing';
import { currencySchema } from '@parvaz/domain/contracts/money';
import type { Language } from '@parvaz/domain/languages';
import type { PassengerCounts } from '@parvaz/domain/passengers/counts';
import { airportByCode } from '@parvaz/domain/reference/airports';
import { cityByCode } from '@parvaz/domain/reference/cities';
import type { OfferRow } from './flights.repository';

/** A flight and cabin as the client refers to it in later calls. */
export function flightRef(flightId: number, cabin: CabinClass): string {
  return `${flightId}.${cabin}`;
}

/** One end of a flight (airport, city, terminal) named in the language. */
export function endpoint(
  airportCode: string,
  cityCode: string,
  terminal: string | null,
  lang: Language,
) {
  const airport = airportByCode(airportCode);
  const city = cityByCode(cityCode);
  return {
    city: cityCode,
    cityName: city?.name[lang] ?? cityCode,
    airport: airportCode,
    airportName: airport?.name[lang] ?? airportCode,
    terminal,
    timeZone: airport?.timeZone ?? 'UTC',
  };
}

/**
 * Groups offer rows into one result per flight cabin: every agency once (its cheapest offer),
 * agencies by final price, the flight priced by the cheapest of them.
 */
export function toFlightResults(
  rows: OfferRow[],
  counts: PassengerCounts,
  lang: Language,
): FlightResult[] {
  const byCabin = new Map<string, OfferRow[]>();
  for (const row of rows) {
    const ref = flightRef(row.flightId, row.cabin);
    const list = byCabin.get(ref);
    if (list) list.push(row);
    else byCabin.set(ref, [row]);
  }
  const results: FlightResult[] = [];
  for (const [ref, cabinRows] of byCabin) {
    const cheapestPerAgency = new Map<
      number,
      { row: OfferRow; price: ReturnType<typeof partyPrice> }
    >();
    for (const row of cabinRows) {
      const price = partyPrice(row, counts);
      const current = cheapestPerAgency.get(row.agencyId);
      if (!current || price.final < current.price.final)
        cheapestPerAgency.set(row.agencyId, { row, price });
    }
    const agencyOffers = [...cheapestPerAgency.values()].sort(
      (a, b) => a.price.final - b.price.final,
    );
    const best = agencyOffers[0];
    if (!best) continue;
    const flight = best.row;
    const origin = endpoint(flight.originAirport, flight.originCity, flight.originTerminal, lang);
    const destination = endpoint(
      flight.destinationAirport,
      flight.destinationCity,
      flight.destinationTerminal,
      lang,
    );
    const departure =
      flight.status === 'delayed' && flight.estimatedDepartureAt
        ? flight.estimatedDepartureAt
        : flight.departureAt;
    const arrival =
      flight.status === 'delayed' && flight.estimatedArrivalAt
        ? flight.estimatedArrivalAt
        : flight.arrivalAt;
    const scheduledDepartureTime = zonedIso(flight.departureAt, origin.timeZone);
    const scheduledArrivalTime = zonedIso(flight.arrivalAt, destination.timeZone);
    results.push({
      ref,
      flightNumber: `${flight.airlineCode}${flight.flightNumber}`,
      airline: {
        code: flight.airlineCode,
        name: flight.airlineName[lang],
        logo: flight.airlineLogo,
      },
      cabinClass: flight.cabin,
      priceClass: flight.priceClass,
      origin,
      destination,
      departureTime:
        departure === flight.departureAt
          ? scheduledDepartureTime
          : zonedIso(departure, origin.timeZone),
      arrivalTime:
        arrival === flight.arrivalAt
          ? scheduledArrivalTime
          : zonedIso(arrival, destination.timeZone),
      scheduledDepartureTime,
      scheduledArrivalTime,
      status: flight.status,
      duration: Math.round((arrival.getTime() - departure.getTime()) / 60_000),
      aircraft: flight.aircraft,
      baggage: flight.baggageKg,
      seatsLeft: flight.available,
      price: {
        adult: best.price.adult,
        child: best.price.child,
        infant: best.price.infant,
        total: best.price.final,
        currency: currencySchema.parse(flight.currency),
      },
      agencies: agencyOffers.map(({ row, price }) => ({
        id: row.agencyId,
        name: row.agencyName[lang],
        logo: row.agencyLogo,
        class: row.agencyClass,
        priceClass: row.priceClass,
        baggage: row.baggageKg,
        refundRules: row.refundRules,
        fee: price,
        serviceFee: { adult: row.adultFee, child: row.childFee, infant: row.infantFee },
      })),
    });
  }
  return results;
}
