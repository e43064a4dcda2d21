import type { BookAgain, BookingView } from '@parvaz/domain/contracts/booking';
import { flightRef } from '../flights/flights.api';
import type { BookingRow, SegmentRow } from './booking.repository';

/** How long a booking can still be paid at `now` (`payment/start`); 0 once it cannot. */
export function payableForMs(booking: Pick<BookingRow, 'status' | 'payBy'>, now: Date): number {
  if (booking.status !== 'pending_payment') return 0;
  return Math.max(0, booking.payBy.getTime() - now.getTime());
}

/**
 * The booking's flights as a new search and choice for the same party: what the result page
 * offers when the time to pay has run out and the seats have gone back on sale.
 */
export function bookAgainOf(
  segments: readonly Pick<
    SegmentRow,
    | 'direction'
    | 'flightId'
    | 'cabin'
    | 'agencyId'
    | 'originCity'
    | 'destinationCity'
    | 'departureDate'
  >[],
  passengers: readonly Pick<BookingView['passengers'][number], 'type'>[],
): BookAgain {
  const outbound = segments.find((s) => s.direction === 'departure') ?? segments[0];
  const inbound = segments.find((s) => s.direction === 'return');
  const count = (type: 'ADT' | 'CHD' | 'INF') => passengers.filter((p) => p.type === type).length;
  return {
    origin: outbound?.originCity ?? '',
    destination: outbound?.destinationCity ?? '',
    departureDate: outbound?.departureDate ?? '',
    returnDate: inbound?.departureDate ?? '',
    adult: count('ADT'),
    child: count('CHD'),
    infant: count('INF'),
    departureRef: outbound ? flightRef(outbound.flightId, outbound.cabin) : '',
    returnRef: inbound ? flightRef(inbound.flightId, inbound.cabin) : '',
    agencyId: outbound?.agencyId ?? 0,
    returnAgencyId: inbound?.agencyId ?? 0,
  };
}
