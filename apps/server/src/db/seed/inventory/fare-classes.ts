import type { CabinClass, RefundRules } from '@parvaz/domain/flights/inventory';
import { fareClassRules, type FareClassCode } from '@parvaz/domain/refunds/fare-rules';

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

/** How each class sells; its refund rules are the domain's (the flight rules page shows them). */
// prettier-ignore
const selling: Record<FareClassCode, Pick<FareClass, 'share' | 'minSeats' | 'minDaysAhead'>> = {
  Y: { share: 1, minSeats: 1, minDaysAhead: 0 },
  M: { share: 0.9, minSeats: 4, minDaysAhead: 0 },
  B: { share: 0.8, minSeats: 10, minDaysAhead: 3 },
  C: { share: 1, minSeats: 1, minDaysAhead: 0 },
  J: { share: 0.88, minSeats: 4, minDaysAhead: 3 },
};

export const fareClasses: readonly FareClass[] = fareClassRules.map((rules) => ({
  ...rules,
  ...selling[rules.code],
}));

/** The classes of a cabin still on sale with `available` seats `daysAhead` days out. */
export function openClasses(cabin: CabinClass, available: number, daysAhead: number): FareClass[] {
  return fareClasses.filter(
    (c) => c.cabin === cabin && available >= c.minSeats && daysAhead >= c.minDaysAhead,
  );
}
