import { z } from 'zod';
import { cabinClasses, type CabinClass } from './cabin-classes';

export const cabinClassSchema = z.enum(cabinClasses);
export type { CabinClass };

/**
 * The seat layout of one cabin of an aircraft type: rows `firstRow`..`lastRow` (minus
 * `skipRows`, e.g. no row 13), seat letters with '_' for an aisle ('ABC_DEF'), exit rows.
 */
export interface CabinLayout {
  cabin: CabinClass;
  firstRow: number;
  lastRow: number;
  letters: string;
  exitRows: number[];
  skipRows: number[];
}

/** Seats a layout holds. */
export function layoutCapacity(layout: CabinLayout): number {
  const seatsPerRow = layout.letters.replaceAll('_', '').length;
  let rows = 0;
  for (let row = layout.firstRow; row <= layout.lastRow; row++)
    if (!layout.skipRows.includes(row)) rows++;
  return rows * seatsPerRow;
}

/**
 * Refund rules of a fare: the penalty kept by the airline when a ticket is refunded at least
 * `hoursBefore` hours before departure (the first matching step, steps sorted from the
 * furthest), and the penalty of a refund asked for after departure (no-show).
 */
export const refundRulesSchema = z.object({
  penalties: z
    .array(z.object({ hoursBefore: z.number().min(0), percent: z.number().min(0).max(100) }))
    .min(1),
  noShowPercent: z.number().min(0).max(100),
});
export type RefundRules = z.infer<typeof refundRulesSchema>;
