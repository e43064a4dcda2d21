import type { MessageKey } from '../messages';

/** How many of each passenger type a flight search asks for (spec section 3: adult 1, child 0, infant 0). */
export interface PassengerCounts {
  adult: number;
  child: number;
  infant: number;
}

export type PassengerCountKey = keyof PassengerCounts;
export const passengerCountKeys: readonly PassengerCountKey[] = ['adult', 'child', 'infant'];

export const defaultPassengerCounts: Readonly<PassengerCounts> = { adult: 1, child: 0, infant: 0 };

/**
 * "Maximum 9 tickets per booking" (spec section 9). Infants count: each is issued a ticket of
 * its own, so 9 people of any age is the ceiling.
 */
export const maxPassengers = 9;

export function totalPassengers(counts: PassengerCounts): number {
  return counts.adult + counts.child + counts.infant;
}

/**
 * The first rule the counts break, or null. Order: malformed numbers, then no adult, then the
 * total, then infants per adult — the order in which a user can fix them with the counters.
 */
export function validatePassengerCounts(counts: PassengerCounts): MessageKey | null {
  if (passengerCountKeys.some((key) => !Number.isSafeInteger(counts[key]) || counts[key] < 0)) {
    return 'invalidValue';
  }
  if (counts.adult < 1) return 'required';
  if (totalPassengers(counts) > maxPassengers) return 'maxPassengers';
  if (counts.infant > counts.adult) return 'oneInfantPerAdult';
  return null;
}

/** Whether the counter's "+" may be pressed; it is disabled rather than letting the form go invalid. */
export function canIncrement(counts: PassengerCounts, key: PassengerCountKey): boolean {
  if (totalPassengers(counts) >= maxPassengers) return false;
  if (key === 'infant') return counts.infant < counts.adult;
  return true;
}

/** Whether "−" may be pressed: one adult stays, and adults never drop below the infants on their laps. */
export function canDecrement(counts: PassengerCounts, key: PassengerCountKey): boolean {
  if (key === 'adult') return counts.adult > 1 && counts.adult > counts.infant;
  return counts[key] > 0;
}

/** Applies one click of a counter, or returns the counts unchanged when the rules refuse it. */
export function stepPassengerCount(
  counts: PassengerCounts,
  key: PassengerCountKey,
  step: 1 | -1,
): PassengerCounts {
  const allowed = step === 1 ? canIncrement(counts, key) : canDecrement(counts, key);
  return allowed ? { ...counts, [key]: counts[key] + step } : counts;
}
