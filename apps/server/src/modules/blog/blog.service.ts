import { readingMinutes } from '@parvaz/domain/blog/reading-time';
import { rankRelated } from '@parvaz/domain/blog/related-posts';
import { textOfHtml } from '@parvaz/domain/blog/post-text';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type {
  BlogCategories,
  BlogPost,
  BlogPostSummary,
  BlogPostsRequest,
  BlogPostsResponse,
} from '@parvaz/domain/contracts/blog';
import { matchesSearch } from '@parvaz/domain/format/search-words';
import { isLanguage, languages, type Language } from '@parvaz/domain/languages';
import { tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { tenantTimeZone } from '@parvaz/domain/tenants/time-zone';
import {
  approvedCommentsOf,
  categoriesWithCounts,
  findPost,
  findPosts,
  popularPosts,
  postsByIds,
  searchablePosts,
  relatedCandidates,
  type PostRow,
} from './blog.repository';

/** The brand and language a visitor reads the blog in, and the time it is. */
export interface BlogReader {
  tenant: TenantId;
  lang: Language;
  now: Date;
}

/** How far back comments make a post popular, and how many popular posts are shown. */
export const popularWindowMs = 90 * 24 * 60 * 60_000;
export const popularLimit = 5;

/** The language a post is written in (the reader's, unless the post was found in another). */
function languageOf(row: PostRow, reader: BlogReader): Language {
  return isLanguage(row.lang) ? row.lang : reader.lang;
}

/** A post as lists show it: dates in the brand's zone, its category named in the language. */
function summaryOf(row: PostRow, reader: BlogReader): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    category: { slug: row.categorySlug, name: row.categoryName[reader.lang] },
    tags: row.tags,
    author: row.author,
    publishedAt: zonedIso(row.publishedAt, tenantTimeZone(reader.tenant)),
    readingMinutes: readingMinutes(row.html, languageOf(row, reader)),
    comments: row.comments,
  };
}

/**
 * `blog/getPosts`: one page of the posts the search, category and tag pick, newest first. A
 * search reads the picked posts' words and matches them as every search of the site does
 * (`matchesSearch`: every word, whatever the keyboard), then reads the page's posts.
 */
export async function listPosts(
  db: Database,
  reader: BlogReader,
  input: BlogPostsRequest,
): Promise<BlogPostsResponse> {
  const filter = { ...reader, category: input.category, tag: input.tag };
  const page = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
  if (!input.q) {
    const { rows, total } = await findPosts(db, filter, page);
    return { items: rows.map((row) => summaryOf(row, reader)), total };
  }
  const matching = (await searchablePosts(db, filter)).filter((post) =>
    matchesSearch(
      `${post.title} ${post.summary} ${post.tags.join(' ')} ${textOfHtml(post.html)}`,
      input.q,
    ),
  );
  const ids = matching.slice(page.offset, page.offset + page.limit).map((post) => post.id);
  const rows = await postsByIds(db, reader, ids);
  return { items: rows.map((row) => summaryOf(row, reader)), total: matching.length };
}

/**
 * `blog/getPost`: the post with its text, related posts (of its language) and approved comments;
 * found in the reader's language first, then in the brand's, then in any; 404 otherwise.
 */
export async function readPost(db: Database, reader: BlogReader, slug: string): Promise<BlogPost> {
  const post = await findPost(db, reader.tenant, readingOrder(reader), slug, reader.now);
  if (!post) throw new AppError('NOT_FOUND', 'postNotFound');
  const lang = languageOf(post, reader);
  const [candidates, comments] = await Promise.all([
    relatedCandidates(db, post, { ...reader, lang }),
    approvedCommentsOf(db, post.id),
  ]);
  const zone = tenantTimeZone(reader.tenant);
  return {
    ...summaryOf(post, reader),
    lang,
    html: post.html,
    updatedAt: zonedIso(post.updatedAt, zone),
    related: rankRelated(post, candidates).map((row) => summaryOf(row, reader)),
    approvedComments: comments.map((comment) => ({
      id: comment.id,
      fullName: comment.fullName,
      text: comment.text,
      createdAt: zonedIso(comment.createdAt, zone),
    })),
  };
}

/** The languages a post is looked for in: the reader's, the brand's, then the others. */
export function readingOrder(reader: Pick<BlogReader, 'tenant' | 'lang'>): Language[] {
  return [...new Set([reader.lang, tenants[reader.tenant].locale, ...languages])];
}

/** `blog/getCategories`: the brand's categories with their posts in the language. */
export async function listCategories(db: Database, reader: BlogReader): Promise<BlogCategories> {
  const rows = await categoriesWithCounts(db, reader);
  return rows.map((row) => ({ slug: row.slug, name: row.name[reader.lang], posts: row.posts }));
}

/** `blog/getPopular`: the posts with the most approved comments lately, then the newest. */
export async function listPopular(db: Database, reader: BlogReader): Promise<BlogPostSummary[]> {
  const rows = await popularPosts(db, {
    ...reader,
    since: new Date(reader.now.getTime() - popularWindowMs),
    limit: popularLimit,
  });
  return rows.map((row) => summaryOf(row, reader));
}
