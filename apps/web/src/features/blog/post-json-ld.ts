import type { BlogPost } from '@parvaz/domain/contracts/blog';

/**
 * The post as schema.org's BlogPosting, for search engines' rich results: headline, summary,
 * picture, dates, language, author and the brand that publishes it.
 */
export function blogPostingJsonLd(
  post: BlogPost,
  brand: string,
  path: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    image: post.image,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: post.lang,
    url: path,
    mainEntityOfPage: path,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: brand },
    articleSection: post.category.name,
    keywords: post.tags.join(', '),
    commentCount: post.comments,
  };
}
