import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { ApiClientError } from '../../lib/api/api-result';
import type { ReservedRoom, StayAddress } from './reserve-rules';

// A discount code on the reserve page, free of React: the code as the server reads it, the body
// of `hotel/checkDiscount` and the words of a refusal.

/** A code the server priced for this stay: what it takes off the rooms' price. */
export interface StayDiscount {
  code: string;
  amount: number;
}

/** The code as typed, as the server reads it: Latin digits, no spaces around, capitals. */
export function discountCodeOf(typed: string): string {
  return normalizeDigits(typed).trim().toUpperCase();
}

/** The body of `hotel/checkDiscount`: the stay's hotel, dates and one room type per room. */
export function discountCheckBody(stay: StayAddress, rooms: readonly ReservedRoom[], code: string) {
  return {
    hotelId: stay.hotelId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: rooms.map((room) => ({ roomTypeId: room.offer.roomTypeId })),
    code,
  };
}

/** The server's words for a refused code: said on the code's field, else the whole answer's. */
export function discountRefusalText(error: ApiClientError): string {
  return error.fields.code ?? error.fields.discountCode ?? error.message;
}

/**
 * Whether the typed code still has to be checked before paying: it names a code, and not the one
 * already applied (whose discount the page shows). An empty field needs no check.
 */
export function needsCheck(typed: string, applied: StayDiscount | null): boolean {
  const code = discountCodeOf(typed);
  return code !== '' && code !== applied?.code;
}
