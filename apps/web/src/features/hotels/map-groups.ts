/**
 * What the hotel map draws, kept apart: a group is one hotel (its price tag) or several (a count),
 * standing centred above its point on the screen. Clustering by distance alone (supercluster)
 * draws a cluster's count where its hotels' middle is, which can fall on a neighbour's tag; here
 * any two groups whose tags would touch become one, until none does.
 */
export interface MapGroup<T> {
  /** The point on the screen the tag stands above, in the map's pixels. */
  x: number;
  y: number;
  items: T[];
}

export interface TagSizes {
  /** A single item's tag width (the widest price), a group's count tag width, both tags' height. */
  single: number;
  group: number;
  height: number;
  /** Room kept between two tags. */
  gap: number;
}

function box<T>(group: MapGroup<T>, sizes: TagSizes) {
  const width = group.items.length === 1 ? sizes.single : sizes.group;
  return {
    left: group.x - width / 2 - sizes.gap / 2,
    right: group.x + width / 2 + sizes.gap / 2,
    top: group.y - sizes.height - sizes.gap / 2,
    bottom: group.y + sizes.gap / 2,
  };
}

function touch<T>(a: MapGroup<T>, b: MapGroup<T>, sizes: TagSizes): boolean {
  const p = box(a, sizes);
  const q = box(b, sizes);
  return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
}

/** The groups merged until no two tags touch; a merged group stands where its larger part did. */
export function groupsApart<T>(groups: MapGroup<T>[], sizes: TagSizes): MapGroup<T>[] {
  const drawn = [...groups];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < drawn.length && !merged; i++)
      for (let j = i + 1; j < drawn.length && !merged; j++) {
        const a = drawn[i];
        const b = drawn[j];
        if (!a || !b || !touch(a, b, sizes)) continue;
        const larger = a.items.length >= b.items.length ? a : b;
        drawn[i] = { x: larger.x, y: larger.y, items: [...a.items, ...b.items] };
        drawn.splice(j, 1);
        merged = true;
      }
  }
  return drawn;
}
