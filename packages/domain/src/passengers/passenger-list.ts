import type { PassengerCounts } from './counts';

export const passengerTypes = ['ADT', 'CHD', 'INF'] as const;
export type PassengerType = (typeof passengerTypes)[number];

/**
 * Domestic flights take an Iranian national ID, international ones a passport, so the whole
 * list switches together when the flight does.
 */
export const flightTypes = ['domestic', 'international'] as const;
export type FlightType = (typeof flightTypes)[number];

/**
 * One passenger of the booking form (spec section 3) while it is being typed: the fields are
 * raw text, checked by the booking schema on submit, not here.
 */
export interface BookingFormPassenger {
  id: number;
  type: PassengerType;
  /** The first adult: the contact for the booking and the holder of its extra services. */
  isMain: boolean;
  flightType: FlightType;
  firstName: string;
  lastName: string;
  nationalId: string;
  passportNumber: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  expireYear: string;
  expireMonth: string;
  expireDay: string;
  nationality: string;
  gender: 'M' | 'F' | '';
  seats: string[];
  services: string[];
}

/** What the list rules need to know of a passenger; richer passenger shapes work too. */
export type PassengerListItem = Pick<BookingFormPassenger, 'id' | 'type' | 'isMain' | 'flightType'>;

export const defaultFlightType: FlightType = 'domestic';

function blankPassenger(
  id: number,
  type: PassengerType,
  flightType: FlightType,
  isMain: boolean,
): BookingFormPassenger {
  return {
    id,
    type,
    isMain,
    flightType,
    firstName: '',
    lastName: '',
    nationalId: '',
    passportNumber: '',
    birthYear: '',
    birthMonth: '',
    birthDay: '',
    expireYear: '',
    expireMonth: '',
    expireDay: '',
    nationality: '',
    gender: '',
    seats: [],
    services: [],
  };
}

/** The list a booking form starts from and returns to: one main adult. */
export function resetPassengers(
  flightType: FlightType = defaultFlightType,
): BookingFormPassenger[] {
  return [blankPassenger(1, 'ADT', flightType, true)];
}

/**
 * Appends a blank passenger with the next id (largest id + 1, so ids stay unique after
 * removals) and the list's flight type. The count rules are the caller's to check first,
 * with `canIncrement(countPassengers(list), …)`, so the form can say why it refuses.
 */
export function addPassenger(
  list: readonly BookingFormPassenger[],
  type: PassengerType,
): BookingFormPassenger[] {
  const nextId = list.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  const flightType = list[0]?.flightType ?? defaultFlightType;
  return [...list, blankPassenger(nextId, type, flightType, false)];
}

/** Removes by id; the main passenger stays, because a booking always has its contact adult. */
export function removePassenger<P extends PassengerListItem>(list: readonly P[], id: number): P[] {
  return list.filter((p) => p.id !== id || p.isMain);
}

export function setFlightType<P extends PassengerListItem>(
  list: readonly P[],
  flightType: FlightType,
): P[] {
  return list.map((p) => ({ ...p, flightType }));
}

const countKeyOf = { ADT: 'adult', CHD: 'child', INF: 'infant' } as const satisfies Record<
  PassengerType,
  keyof PassengerCounts
>;

/** The list as counts, so the search-box rules (nine people, one infant per adult) apply to it too. */
export function countPassengers(list: readonly PassengerListItem[]): PassengerCounts {
  const counts: PassengerCounts = { adult: 0, child: 0, infant: 0 };
  for (const p of list) counts[countKeyOf[p.type]] += 1;
  return counts;
}
