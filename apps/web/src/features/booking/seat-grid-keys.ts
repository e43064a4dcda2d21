/** A place in a row of the seat map as the keyboard sees it: a seat (its letter, whether it can
 * be picked) or an aisle (null). */
export type SeatPlace = { letter: string; pickable: boolean } | null;

export type SeatGridShape = ReadonlyArray<ReadonlyArray<SeatPlace>>;

export interface SeatCell {
  row: number;
  col: number;
}

const pickableCols = (row: ReadonlyArray<SeatPlace>) =>
  row.flatMap((place, col) => (place?.pickable ? [col] : []));

/** Where a place sits across its row, 0 at the left wall and 1 at the right. */
const across = (row: ReadonlyArray<SeatPlace>, col: number) =>
  row.length > 1 ? col / (row.length - 1) : 0;

function sideways(grid: SeatGridShape, from: SeatCell, step: -1 | 1): SeatCell | null {
  const row = grid[from.row] ?? [];
  for (let col = from.col + step; col >= 0 && col < row.length; col += step)
    if (row[col]?.pickable) return { row: from.row, col };
  return null;
}

/**
 * Up or down: the same letter in the nearest row where it can be picked. A row without that
 * letter at all (a business row of a cabin with fewer seats across) takes the seat nearest to the
 * same place across the cabin.
 */
function vertically(grid: SeatGridShape, from: SeatCell, step: -1 | 1): SeatCell | null {
  const start = grid[from.row];
  const letter = start?.[from.col]?.letter;
  if (!start || letter === undefined) return null;
  const place = across(start, from.col);
  for (let r = from.row + step; r >= 0 && r < grid.length; r += step) {
    const row = grid[r] ?? [];
    const same = row.findIndex((p) => p?.letter === letter);
    if (same >= 0) {
      if (row[same]?.pickable) return { row: r, col: same };
      continue;
    }
    const nearest = pickableCols(row).sort(
      (a, b) => Math.abs(across(row, a) - place) - Math.abs(across(row, b) - place),
    )[0];
    if (nearest !== undefined) return { row: r, col: nearest };
  }
  return null;
}

/**
 * Where a key moves the focus in the seat map (drawn left to right in every language, as the
 * cabin is): the arrows go to the nearest seat that can be picked that way, over aisles and taken
 * seats; Home and End to the row's first and last such seat. Null: the key is not a move, or
 * there is no seat that way (the focus stays).
 */
export function seatInDirection(grid: SeatGridShape, from: SeatCell, key: string): SeatCell | null {
  switch (key) {
    case 'ArrowLeft':
      return sideways(grid, from, -1);
    case 'ArrowRight':
      return sideways(grid, from, 1);
    case 'ArrowUp':
      return vertically(grid, from, -1);
    case 'ArrowDown':
      return vertically(grid, from, 1);
    case 'Home':
    case 'End': {
      const cols = pickableCols(grid[from.row] ?? []);
      const col = key === 'Home' ? cols[0] : cols[cols.length - 1];
      return col === undefined || col === from.col ? null : { row: from.row, col };
    }
    default:
      return null;
  }
}
