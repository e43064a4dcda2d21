import type { CategorySlug } from './categories';
import type { ImageName } from './images';

/**
 * A demo post as written in its data file. The body is light markup: paragraphs separated by a
 * blank line, `## ` a heading, `- ` a list item; `{brand}`, `{phone}` and `{city}` become the
 * brand's name, support phone and home city, so each brand's copy is its own.
 */
export interface SeedPost {
  slug: string;
  category: CategorySlug;
  image: ImageName;
  author: string;
  /** Days before the seed's day it came out; negative for a post scheduled for later. */
  daysAgo: number;
  /** Never published: the operator's draft. */
  draft?: boolean;
  tags: string[];
  title: string;
  summary: string;
  body: string;
}

/** A visitor's demo comment on a post of the same language. */
export interface SeedComment {
  slug: string;
  fullName: string;
  text: string;
  status: 'approved' | 'pending' | 'spam';
  /** Days after the post came out. */
  daysAfter: number;
}
