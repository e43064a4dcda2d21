import type { BlogPost } from '@parvaz/domain/contracts/blog';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { PostCard } from './post-card';
import { PostComments } from './post-comments';
import { blogPostingJsonLd } from './post-json-ld';
import { shareAddresses } from './share-links';

const markup = '<img src=x onerror="window.__xss=1">سلام & <b>درود</b>';

const post: BlogPost = {
  slug: 'yazd-in-two-days',
  lang: 'fa',
  title: 'یزد در دو روز',
  summary: 'بادگیرها و شب‌های کویر',
  image: '/blog/desert.svg',
  category: { slug: 'destinations', name: 'مقصدها' },
  tags: ['یزد', 'کویر'],
  author: 'مینا رحیمی',
  publishedAt: '2026-11-23T12:30:00+03:30',
  updatedAt: '2026-11-24T09:00:00+03:30',
  readingMinutes: 2,
  comments: 1,
  html: '<p>متن</p>',
  related: [],
  approvedComments: [
    { id: 7, fullName: markup, text: `${markup}\nخط دوم`, createdAt: '2026-11-24T10:00:00+03:30' },
  ],
};

describe('a post’s comments', () => {
  it('shows a visitor’s name and words as text, never as markup', () => {
    const html = renderMarkup('fa', <PostComments comments={post.approvedComments} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
    expect(textOf(html)).toContain('خط دوم');
  });

  it('says so when there is none yet', () => {
    expect(textOf(renderMarkup('en', <PostComments comments={[]} />))).toContain(
      'No comments yet. Be the first to write one.',
    );
  });
});

describe('a post in a list', () => {
  it('links its title and category, and dates it in the reader’s calendar', () => {
    const html = renderMarkup('fa', <PostCard post={post} />);
    expect(html).toContain('href="/blogs/yazd-in-two-days"');
    expect(html).toContain('href="/blogs?category=destinations"');
    const text = textOf(html);
    // 23 November 2026 is 2 Azar 1405 in the Persian calendar.
    expect(text).toContain('۱۴۰۵');
    expect(text).toContain('آذر');
    expect(text).toContain('زمان مطالعه: ۲ دقیقه');
  });
});

describe('sharing and structured data', () => {
  it('writes each service’s address with the page’s address and title encoded', () => {
    const links = shareAddresses(
      'https://sepehran.parvaz.travel/blogs/yazd-in-two-days',
      'یزد & کویر',
    );
    expect(links.telegram).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fsepehran.parvaz.travel%2Fblogs%2Fyazd-in-two-days&text=%DB%8C%D8%B2%D8%AF%20%26%20%DA%A9%D9%88%DB%8C%D8%B1',
    );
    expect(links.whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=.*%20https%3A%2F%2Fsepehran/);
    expect(links.x).toMatch(/^https:\/\/x\.com\/intent\/post\?url=https%3A%2F%2F.*&text=/);
  });

  it('describes the post as a BlogPosting', () => {
    expect(blogPostingJsonLd(post, 'سپهران', '/blogs/yazd-in-two-days')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'یزد در دو روز',
      datePublished: '2026-11-23T12:30:00+03:30',
      dateModified: '2026-11-24T09:00:00+03:30',
      inLanguage: 'fa',
      author: { '@type': 'Person', name: 'مینا رحیمی' },
      publisher: { '@type': 'Organization', name: 'سپهران' },
      keywords: 'یزد, کویر',
      commentCount: 1,
    });
  });
});
