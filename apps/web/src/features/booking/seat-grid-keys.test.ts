import { describe, expect, it } from 'vitest';
import { seatInDirection, type SeatGridShape, type SeatPlace } from './seat-grid-keys';

/** A row from a picture: a letter is a free seat, a lower-case one a taken seat, `_` an aisle. */
function row(picture: string): SeatPlace[] {
  return [...picture].map((ch) =>
    ch === '_' ? null : { letter: ch.toUpperCase(), pickable: ch === ch.toUpperCase() },
  );
}

// A wide body: a 2-2-2 business row over 2-4-2 economy rows, some seats taken.
const cabin: SeatGridShape = [
  row('AC_DG_HK'),
  row('AB_DEFG_HK'),
  row('AB_DefG_Hk'),
  row('ab_dEFG_HK'),
];

describe('seatInDirection', () => {
  it('moves right over the aisles to the last seat of a wide row, and no further', () => {
    let at = { row: 1, col: 0 };
    const seen: string[] = [];
    for (;;) {
      const next = seatInDirection(cabin, at, 'ArrowRight');
      if (!next) break;
      at = next;
      seen.push(cabin[at.row]?.[at.col]?.letter ?? '?');
    }
    expect(seen).toEqual(['B', 'D', 'E', 'F', 'G', 'H', 'K']);
    expect(at).toEqual({ row: 1, col: 9 });
  });

  it('skips taken seats sideways and goes back left the same way', () => {
    expect(seatInDirection(cabin, { row: 2, col: 3 }, 'ArrowRight')).toEqual({ row: 2, col: 6 });
    expect(seatInDirection(cabin, { row: 2, col: 6 }, 'ArrowLeft')).toEqual({ row: 2, col: 3 });
    expect(seatInDirection(cabin, { row: 2, col: 8 }, 'ArrowRight')).toBeNull();
  });

  it('keeps the letter up and down, over a row where that seat is taken', () => {
    // 10K free, 11K taken, 12K free.
    expect(seatInDirection(cabin, { row: 1, col: 9 }, 'ArrowDown')).toEqual({ row: 3, col: 9 });
    expect(seatInDirection(cabin, { row: 3, col: 9 }, 'ArrowUp')).toEqual({ row: 1, col: 9 });
    expect(seatInDirection(cabin, { row: 3, col: 9 }, 'ArrowDown')).toBeNull();
  });

  it('crosses into a narrower cabin at the nearest seat when the letter is not there', () => {
    // Economy E has no business seat with its letter: the nearest across the cabin is D.
    const up = seatInDirection(cabin, { row: 1, col: 4 }, 'ArrowUp');
    expect(cabin[up?.row ?? -1]?.[up?.col ?? -1]?.letter).toBe('D');
    // The window seat K is in both cabins.
    expect(seatInDirection(cabin, { row: 1, col: 9 }, 'ArrowUp')).toEqual({ row: 0, col: 7 });
  });

  it('takes Home and End to the ends of the row, and ignores other keys', () => {
    expect(seatInDirection(cabin, { row: 3, col: 5 }, 'Home')).toEqual({ row: 3, col: 4 });
    expect(seatInDirection(cabin, { row: 3, col: 5 }, 'End')).toEqual({ row: 3, col: 9 });
    expect(seatInDirection(cabin, { row: 3, col: 9 }, 'End')).toBeNull();
    expect(seatInDirection(cabin, { row: 3, col: 5 }, 'Enter')).toBeNull();
  });
});
