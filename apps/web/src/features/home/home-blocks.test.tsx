import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { MarketingBlocks } from './marketing-blocks';
import { PopularHotels } from './popular-hotels';
import { RecentPosts } from './recent-posts';

/** The markup without the style sheets the server writes in between the elements. */
function render(node: ReactNode): string {
  return renderMarkup('en', node).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

const hotel = {
  id: 7,
  name: 'Zand Garden',
  city: 'Shiraz',
  stars: 4,
  image: '/hotels/zand.jpg',
  imageAlt: 'The garden',
  rating: { score: 8.5, count: 12 },
  popularity: 3,
};
const post = {
  slug: 'a-weekend-in-shiraz',
  title: 'A weekend in Shiraz',
  summary: 'Gardens and poets',
  image: '/blog/garden.svg',
  publishedAt: '2026-11-23T12:30:00+03:30',
};

describe("the home page's blocks", () => {
  it('name each section by its heading and list its items', () => {
    const html = render(<MarketingBlocks claims={[{ title: 'Refunds', text: 'Fast' }]} />);
    expect(html).toMatch(/<section[^>]*aria-labelledby="why-title"/);
    expect(html).toMatch(/<h2[^>]*id="why-title"[^>]*>Why book with us<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>[\s\S]*<h3[^>]*>Refunds<\/h3>/);
    expect(html).not.toContain('href=');
  });

  it('lead a hotel’s card to its page once for the keyboard, its picture hidden from it', () => {
    const html = render(<PopularHotels hotels={[hotel]} />);
    expect(html).toMatch(/<h2[^>]*id="popular-hotels-title"[^>]*>Popular hotels<\/h2>/);
    expect(html).toMatch(/<a[^>]*tabindex="-1"[^>]*aria-hidden="true"[^>]*href="\/hotels\/7"/);
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/hotels\/7"[^>]*>Zand Garden<\/a><\/h3>/);
    expect(html).toContain('loading="lazy"');
    expect(textOf(html)).toContain('Shiraz');
  });

  it('date the recent posts and link to all of them', () => {
    const html = render(<RecentPosts posts={[post]} />);
    expect(html).toMatch(/<section[^>]*aria-labelledby="recent-posts-title"/);
    expect(html).toMatch(/<a[^>]*href="\/blogs"[^>]*>All posts<\/a>/);
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/blogs\/a-weekend-in-shiraz"[^>]*>A weekend/);
    expect(html).toContain('<time dateTime="2026-11-23T12:30:00+03:30">');
  });

  it('leave out a block with nothing in it', () => {
    expect(render(<PopularHotels hotels={[]} />)).toBe('');
    expect(render(<RecentPosts posts={[]} />)).toBe('');
  });
});
