import { beforeEach, describe, expect, it } from 'vitest';
import { countSearch, searchCount } from './search-counter';

describe('the search counter (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('counts searches and starts again 70 seconds after the first', () => {
    expect(countSearch(1_000)).toBe(1);
    expect(countSearch(30_000)).toBe(2);
    expect(searchCount(70_999)).toBe(2);
    expect(searchCount(71_000)).toBe(0);
    expect(countSearch(71_000)).toBe(1);
  });
});
