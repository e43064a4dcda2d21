import type { CabinClass, RefundRules } from '../flights/inventory';

/**
 * The fare classes the airlines file, and the refund rules each is sold with. The inventory's
 * offers carry a copy of their class's rules; the flight rules page (/flightPrivacy) lists these.
 */
export const fareClassCodes = ['Y', 'M', 'B', 'C', 'J'] as const;
export type FareClassCode = (typeof fareClassCodes)[number];

export interface FareClassRules {
  code: FareClassCode;
  cabin: CabinClass;
  refundRules: RefundRules;
}

// Penalties as Iranian carriers file them: the closer to departure, the more the airline keeps;
// the cheaper the class, the stricter. Steps run from the furthest, as the refund rule reads them.
// prettier-ignore
export const fareClassRules: readonly FareClassRules[] = [
  { code: 'Y', cabin: 'economy', refundRules: {
    penalties: [{ hoursBefore: 72, percent: 10 }, { hoursBefore: 12, percent: 30 }, { hoursBefore: 3, percent: 50 }, { hoursBefore: 0, percent: 60 }],
    noShowPercent: 70 } },
  { code: 'M', cabin: 'economy', refundRules: {
    penalties: [{ hoursBefore: 72, percent: 20 }, { hoursBefore: 12, percent: 40 }, { hoursBefore: 3, percent: 55 }, { hoursBefore: 0, percent: 65 }],
    noShowPercent: 80 } },
  { code: 'B', cabin: 'economy', refundRules: {
    penalties: [{ hoursBefore: 72, percent: 30 }, { hoursBefore: 24, percent: 50 }, { hoursBefore: 3, percent: 70 }, { hoursBefore: 0, percent: 80 }],
    noShowPercent: 90 } },
  { code: 'C', cabin: 'business', refundRules: {
    penalties: [{ hoursBefore: 72, percent: 5 }, { hoursBefore: 12, percent: 15 }, { hoursBefore: 3, percent: 30 }, { hoursBefore: 0, percent: 40 }],
    noShowPercent: 50 } },
  { code: 'J', cabin: 'business', refundRules: {
    penalties: [{ hoursBefore: 72, percent: 10 }, { hoursBefore: 12, percent: 25 }, { hoursBefore: 3, percent: 40 }, { hoursBefore: 0, percent: 50 }],
    noShowPercent: 60 } },
];
