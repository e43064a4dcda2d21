import { describe, expect, it } from 'vitest';
import { pageAddress, pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a whole page number from 1, and the first page for anything else', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x', 'page=1e400'])
      expect(pageParam(new URLSearchParams(query)), query).toBe(1);
  });
});

describe('pageAddress', () => {
  it('keeps the other parameters and leaves the first page bare', () => {
    const params = new URLSearchParams('tab=past&page=2');
    expect(pageAddress('/profile/flights', params, 3)).toBe('/profile/flights?tab=past&page=3');
    expect(pageAddress('/profile/flights', params, 1)).toBe('/profile/flights?tab=past');
    expect(pageAddress('/profile/flights', new URLSearchParams(), 1)).toBe('/profile/flights');
  });
});
