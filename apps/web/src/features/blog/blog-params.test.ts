import { describe, expect, it } from 'vitest';
import { blogListPath, readBlogFilters, slugOfPath } from './blog-params';

describe('the blog’s address', () => {
  it('reads its filters, leaving out what cannot be read', () => {
    expect(
      readBlogFilters(new URLSearchParams('q=%20Shiraz%20&category=visas&tag=Iran&page=3')),
    ).toEqual({
      q: 'Shiraz',
      category: 'visas',
      tag: 'Iran',
      page: 3,
    });
    expect(readBlogFilters(new URLSearchParams('page=0'))).toMatchObject({ q: '', page: 1 });
    expect(readBlogFilters(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readBlogFilters(new URLSearchParams('page=99999')).page).toBe(1);
    expect(readBlogFilters(new URLSearchParams(`q=${'x'.repeat(200)}`)).q).toHaveLength(80);
  });

  it('writes only the filters in use', () => {
    expect(blogListPath({})).toBe('/blogs');
    expect(blogListPath({ q: '', category: 'visas', tag: '', page: 1 })).toBe(
      '/blogs?category=visas',
    );
    expect(blogListPath({ tag: 'شیراز', page: 2 })).toBe(
      '/blogs?tag=%D8%B4%DB%8C%D8%B1%D8%A7%D8%B2&page=2',
    );
  });

  it('finds a post’s slug in its path, and nothing in other paths', () => {
    expect(slugOfPath('/blogs/a-weekend-in-shiraz')).toBe('a-weekend-in-shiraz');
    expect(slugOfPath('/blogs/A-Weekend')).toBeNull();
    expect(slugOfPath('/blogs/feed.xml')).toBeNull();
    expect(slugOfPath('/blogs/a/b')).toBeNull();
  });
});
