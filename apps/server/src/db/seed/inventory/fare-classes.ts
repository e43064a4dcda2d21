import type { CabinClass, RefundRules } from '@parvaz/domain/flights/inventory';

/** A fare basis an agency can sell: its price against the full fare, when it sells, its rules. */
export interface FareClass {
  code: string;
  cabin: CabinClass;
  /** Share of the cabin's full fare. */
  share: number;
  /** Cheap classes close when few seats are left or the flight is close (advance purchase). */
  minSeats: number;
  minDaysAhead: number;
  refundRules: RefundRules;
}

// Penalties as Iranian carriers file them: the closer to departure, the more the airline keeps;
// the cheaper the class, the stricter. Steps run from the furthest, as the refund rule reads them.
// prettier-ignore
export const fareClasses: readonly FareClass[] = [
  { code: 'Y', cabin: 'economy', share: 1, minSeats: 1, minDaysAhead: 0, refundRules: {
    penalties: [{ hoursBefore: 72, percent: 10 }, { hoursBefore: 12, percent: 30 }, { hoursBefore: 3, percent: 50 }, { hoursBefore: 0, percent: 60 }],
    noShowPercent: 70 } },
  { code: 'M', cabin: 'economy', share: 0.9, minSeats: 4, minDaysAhead: 0, refundRules: {
    penalties: [{ hoursBefore: 72, percent: 20 }, { hoursBefore: 12, percent: 40 }, { hoursBefore: 3, percent: 55 }, { hoursBefore: 0, percent: 65 }],
    noShowPercent: 80 } },
  { code: 'B', cabin: 'economy', share: 0.8, minSeats: 10, minDaysAhead: 3, refundRules: {
    penalties: [{ hoursBefore: 72, percent: 30 }, { hoursBefore: 24, percent: 50 }, { hoursBefore: 3, percent: 70 }, { hoursBefore: 0, percent: 80 }],
    noShowPercent: 90 } },
  { code: 'C', cabin: 'business', share: 1, minSeats: 1, minDaysAhead: 0, refundRules: {
    penalties: [{ hoursBefore: 72, percent: 5 }, { hoursBefore: 12, percent: 15 }, { hoursBefore: 3, percent: 30 }, { hoursBefore: 0, percent: 40 }],
    noShowPercent: 50 } },
  { code: 'J', cabin: 'business', share: 0.88, minSeats: 4, minDaysAhead: 3, refundRules: {
    penalties: [{ hoursBefore: 72, percent: 10 }, { hoursBefore: 12, percent: 25 }, { hoursBefore: 3, percent: 40 }, { hoursBefore: 0, percent: 50 }],
    noShowPercent: 60 } },
];

/** The classes of a cabin still on sale with `available` seats `daysAhead` days out. */
export function openClasses(cabin: CabinClass, available: number, daysAhead: number): FareClass[] {
  return fareClasses.filter(
    (c) => c.cabin === cabin && available >= c.minSeats && daysAhead >= c.minDaysAhead,
  );
}
