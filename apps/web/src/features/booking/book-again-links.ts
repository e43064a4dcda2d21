import type { BookAgain } from '@parvaz/domain/contracts/booking';
import { flightsUrl, searchParamsOf, type FlightSearch } from '../flights/search-params';

/**
 * Where a booking whose time to pay has run out can start again: the passenger entry of the
 * same flights (a new hold, the same agencies) and the results of the same search.
 */
export function bookAgainLinks(again: BookAgain): { booking: string; results: string } {
  const roundTrip = again.returnRef !== '' && again.returnDate !== '';
  const search: FlightSearch = {
    origin: again.origin,
    destination: again.destination,
    departureDate: again.departureDate,
    returnDate: roundTrip ? again.returnDate : '',
    roundTrip,
    adult: again.adult,
    child: again.child,
    infant: again.infant,
  };
  const choice = {
    departureRef: again.departureRef,
    agencyId: String(again.agencyId),
    ...(roundTrip
      ? { returnRef: again.returnRef, returnAgencyId: String(again.returnAgencyId) }
      : {}),
  };
  return {
    booking: `/booking?${searchParamsOf(search, choice).toString()}`,
    results: flightsUrl(search),
  };
}
