/** A post as the related list compares it: its category and tags, and when it came out. */
export interface RelatedCandidate {
  id: number;
  categoryId: number;
  tags: readonly string[];
  publishedAt: Date;
}

/** At most this many related posts under a post. */
export const relatedLimit = 4;

/**
 * The posts to suggest under `post`: those of its category first, then those sharing more of
 * its tags, then the newest; a post with neither in common is not related. The post itself is
 * never among them.
 */
export function rankRelated<T extends RelatedCandidate>(
  post: Omit<RelatedCandidate, 'publishedAt'>,
  candidates: readonly T[],
  limit = relatedLimit,
): T[] {
  const tags = new Set(post.tags);
  const scored = candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({
      candidate,
      sameCategory: candidate.categoryId === post.categoryId ? 1 : 0,
      shared: candidate.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter((entry) => entry.sameCategory > 0 || entry.shared > 0);
  scored.sort(
    (a, b) =>
      b.sameCategory - a.sameCategory ||
      b.shared - a.shared ||
      b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime() ||
      b.candidate.id - a.candidate.id,
  );
  return scored.slice(0, limit).map((entry) => entry.candidate);
}
