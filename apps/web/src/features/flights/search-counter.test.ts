import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countSearch, searchCount } from './search-counter';

describe('the search counter (spec section 4)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
      key: () => null,
      length: 0,
    } as Storage;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('counts searches and starts again 70 seconds after the first', () => {
    expect(countSearch(1_000)).toBe(1);
    expect(countSearch(30_000)).toBe(2);
    expect(searchCount(70_999)).toBe(2);
    expect(searchCount(71_000)).toBe(0);
    expect(countSearch(71_000)).toBe(1);
  });
});
