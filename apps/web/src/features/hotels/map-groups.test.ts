import { describe, expect, it } from 'vitest';
import { groupsApart, type MapGroup } from './map-groups';

const sizes = { single: 120, group: 44, height: 26, gap: 8 };
const at = (x: number, y: number, ...items: string[]): MapGroup<string> => ({ x, y, items });

describe('groups drawn apart on the hotel map', () => {
  it('keeps tags that do not touch as they are', () => {
    const groups = [at(100, 100, 'a'), at(240, 100, 'b'), at(100, 150, 'c')];
    expect(groupsApart(groups, sizes)).toEqual(groups);
  });

  it('folds a price tag that a count would cover into the count, where the count stands', () => {
    const merged = groupsApart([at(100, 100, 'a', 'b', 'c', 'd'), at(150, 110, 'e')], sizes);
    expect(merged).toEqual([at(100, 100, 'a', 'b', 'c', 'd', 'e')]);
  });

  it('merges again when a merged group then touches another, until none touch', () => {
    const merged = groupsApart(
      [at(100, 100, 'a'), at(200, 100, 'b'), at(100, 120, 'c'), at(310, 100, 'd')],
      sizes,
    );
    // a and b touch: one count at a's point, 44 px wide, which c's tag still covers; d is clear.
    expect(merged).toEqual([at(100, 100, 'a', 'b', 'c'), at(310, 100, 'd')]);
  });
});
