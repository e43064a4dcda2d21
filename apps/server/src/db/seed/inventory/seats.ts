import type { CabinClass } from '@parvaz/domain/flights/inventory';
import type { Random } from './random';

export interface CabinLoad {
  /** Share of the cabin sold, 0–1. */
  load: number;
  available: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * How full a cabin is `daysAhead` days before departure: bookings pile up in the last two weeks,
 * so flights of the next three days are 60–100% sold and those two months out mostly empty.
 * Never 0 seats: the few full flights are chosen on purpose (operations.ts).
 */
export function cabinLoad(
  capacity: number,
  cabin: CabinClass,
  daysAhead: number,
  demand: number,
  random: Random,
): CabinLoad {
  const curve = 0.18 + 0.74 * Math.exp(-daysAhead / 9);
  const raw = (curve + demand + random.between(-0.1, 0.1)) * (cabin === 'business' ? 0.85 : 1);
  const load = daysAhead <= 2 ? clamp(raw, 0.6, 0.99) : clamp(raw, 0.03, 0.97);
  // A few near flights are down to their last seats, as a busy route always has some.
  if (cabin === 'economy' && daysAhead < 14 && random.chance(0.03)) {
    const available = Math.min(capacity, random.int(1, 4));
    return { load: 1 - available / capacity, available };
  }
  const available = clamp(capacity - Math.round(load * capacity), 1, capacity);
  return { load, available };
}
