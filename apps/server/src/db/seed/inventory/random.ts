/**
 * Deterministic randomness for the demo inventory: every flight draws from its own stream,
 * seeded by a fixed seed and the flight's key, so a flight's seats, prices and agencies do not
 * change when routes are added elsewhere and tests see the same data on every machine.
 */

const fixedSeed = 0x9a72_f00d;

/** FNV-1a, 32 bits: spreads similar keys ('IR 201 2026-11-22' / '… 23') over unrelated seeds. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: tiny, fast and good enough for demo data; not for anything secret. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** In [min, max). */
  between(min: number, max: number): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` different items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function randomFrom(next: () => number): Random {
  const between = (min: number, max: number) => min + (max - min) * next();
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  return {
    next,
    between,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        const a = pool[i];
        const b = pool[j];
        if (a !== undefined && b !== undefined) {
          pool[i] = b;
          pool[j] = a;
        }
      }
      return pool.slice(0, count);
    },
  };
}

/** A stream of its own for whatever the parts name (a flight, a route, a scenario and a date). */
export function randomFor(...parts: ReadonlyArray<string | number>): Random {
  return randomFrom(mulberry32(hashString(parts.join('|'), fixedSeed)));
}
