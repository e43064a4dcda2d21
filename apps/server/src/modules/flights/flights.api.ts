// The flights module as other modules see it (decision 008): the one file they import from it.
export { endpoint, flightRef } from './flight-results';
export { flightStatuses, type FlightStatusView } from './flight-status.service';
export {
  agencyById,
  agencyNames,
  agencyOffersOn,
  bookedOffers,
  offerPrices,
  flightFacts,
  givePetPlaces,
  giveSeatBack,
  giveSeats,
  takePetPlaces,
  takeSeats,
  type FlightOfferRow,
} from './flights.repository';
export { cheapestFareOn } from './flights.service';
export { ensureAirline, insertAgency } from './partners.repository';
export { routeLowFareReader, type RouteLowFare } from './route-low-fares';
