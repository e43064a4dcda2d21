import type { BlogPostSummary } from '@parvaz/domain/contracts/blog';
import { escapeHtml as escapeXml } from '@parvaz/domain/format/html-text';
import type { Language } from '@parvaz/domain/languages';

/** How many of the newest posts a feed carries. */
export const feedLength = 20;

export interface FeedChannel {
  title: string;
  description: string;
  language: Language;
  /** The blog's list, absolute. */
  link: string;
  /** The feed's own address, absolute. */
  self: string;
  /** A post's page, absolute. */
  postLink: (slug: string) => string;
}

/** An instant as RSS writes it (RFC 822), in UTC. */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/**
 * An RSS 2.0 feed of the posts (newest first as given): title, link, date, author, category
 * and tags, and the summary. Every text is escaped: titles may hold `&` or `<`.
 */
export function rssFeed(channel: FeedChannel, posts: readonly BlogPostSummary[]): string {
  const newest = posts[0]?.publishedAt;
  const items = posts.map((post) => {
    const link = escapeXml(channel.postLink(post.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category.name)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${channel.language}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
