import type { CabinClass, CabinLayout } from '../flights/inventory';
import type { Currency } from '../format/money';

/** What a preferred economy seat costs, in minor units of each currency. */
export const preferredSeatPrice: Record<Currency, number> = {
  IRR: 3_500_000,
  USD: 1_500,
  KWD: 450,
};

/** The first rows of economy sell as preferred seats (near the door, first off the plane). */
export const preferredFrontRows = 3;

export type SeatKind = 'window' | 'middle' | 'aisle';

/** Row numbers of a layout in order, skipped rows left out. */
export function layoutRows(layout: CabinLayout): number[] {
  const rows: number[] = [];
  for (let row = layout.firstRow; row <= layout.lastRow; row++)
    if (!layout.skipRows.includes(row)) rows.push(row);
  return rows;
}

/**
 * Whether a row of the cabin sells as a preferred seat: exit rows (legroom) and the first
 * `preferredFrontRows` rows of economy. Business seats are all included in the fare.
 */
export function isPreferredRow(layout: CabinLayout, row: number): boolean {
  if (layout.cabin !== 'economy') return false;
  if (layout.exitRows.includes(row)) return true;
  return layoutRows(layout).slice(0, preferredFrontRows).includes(row);
}

export function seatPrice(layout: CabinLayout, row: number, currency: Currency): number {
  return isPreferredRow(layout, row) ? preferredSeatPrice[currency] : 0;
}

/** Window at either end of the row, aisle beside a '_', middle otherwise. */
export function seatKind(letters: string, index: number): SeatKind {
  const first = letters.search(/[^_]/);
  let last = letters.length - 1;
  while (last >= 0 && letters[last] === '_') last--;
  if (index === first || index === last) return 'window';
  if (letters[index - 1] === '_' || letters[index + 1] === '_') return 'aisle';
  return 'middle';
}

/** Splits '12A' into its row and letter; null for anything else. */
export function parseSeatCode(code: string): { row: number; letter: string } | null {
  const match = /^(\d{1,3})([A-Z])$/.exec(code);
  if (!match) return null;
  return { row: Number(match[1]), letter: match[2] ?? '' };
}

/** Whether the layout has that seat. */
export function layoutHasSeat(layout: CabinLayout, code: string): boolean {
  const seat = parseSeatCode(code);
  if (!seat) return false;
  return (
    layoutRows(layout).includes(seat.row) &&
    layout.letters.replaceAll('_', '').includes(seat.letter)
  );
}

export function layoutFor(layouts: CabinLayout[], cabin: CabinClass): CabinLayout | undefined {
  return layouts.find((layout) => layout.cabin === cabin);
}
