import { postSlugPattern } from '@parvaz/domain/blog/post-slug';

/** What the blog's list shows, as its address holds it: `/blogs?q=…&category=…&tag=…&page=2`. */
export interface BlogFilters {
  q: string;
  category: string;
  tag: string;
  page: number;
}

const maxPage = 1000;

function textOf(params: URLSearchParams, name: string, max: number): string {
  return (params.get(name) ?? '').trim().slice(0, max);
}

/** The list's filters from its address; anything unreadable is left out. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const page = Number(params.get('page'));
  return {
    q: textOf(params, 'q', 80),
    category: textOf(params, 'category', 64),
    tag: textOf(params, 'tag', 64),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

/** The list's address for these filters: empty ones and the first page are not written. */
export function blogListPath(filters: Partial<BlogFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `/blogs?${query}` : '/blogs';
}

export function postPath(slug: string): string {
  return `/blogs/${slug}`;
}

/** `/blogs/a-weekend-in-shiraz` → its slug; null for anything that cannot be a post's address. */
export function slugOfPath(pathname: string): string | null {
  const slug = /^\/blogs\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug !== undefined && postSlugPattern.test(slug) ? slug : null;
}
