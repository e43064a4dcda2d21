import { searchCounterResetMs } from '@parvaz/domain/limits';

const storageKey = 'parvaz.searchCounter';

interface Counter {
  count: number;
  since: number;
}

function read(now: number): Counter {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (
      typeof stored === 'object' &&
      stored !== null &&
      'count' in stored &&
      'since' in stored &&
      typeof stored.count === 'number' &&
      typeof stored.since === 'number' &&
      now - stored.since < searchCounterResetMs
    ) {
      return { count: stored.count, since: stored.since };
    }
  } catch {
    // unreadable: start again
  }
  return { count: 0, since: now };
}

/** Spec section 4: the searches made, kept in local storage and reset every 70 seconds. */
export function countSearch(now = Date.now()): number {
  const counter = read(now);
  const next = { count: counter.count + 1, since: counter.since };
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // storage full or blocked: the counter is advisory
  }
  return next.count;
}

export function searchCount(now = Date.now()): number {
  return read(now).count;
}
