import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CommentDecision } from '@parvaz/domain/blog/comment-rules';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { blogCategories, blogComments, blogPosts } from '../../db/schema/blog';

// The blog's reads and writes. A post is public once it is published and its publishedAt has
// passed (a later one is scheduled); every read names the brand and the language.

/** Published posts of a brand in a language, as of `now`. */
function visible(tenant: TenantId, lang: Language, now: Date): SQL {
  return and(
    eq(blogPosts.tenant, tenant),
    eq(blogPosts.lang, lang),
    eq(blogPosts.status, 'published'),
    lte(blogPosts.publishedAt, now),
  ) as SQL;
}

/** A post's approved comments, counted by the comments' index for each post row. */
const approvedComments = sql<number>`(select count(*)::int from blog_comments c where c.post_id = ${blogPosts}.id and c.status = 'approved')`;

/** What a list shows of a post; the HTML only to count its words. */
const summaryColumns = {
  id: blogPosts.id,
  lang: blogPosts.lang,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  html: blogPosts.html,
  image: blogPosts.image,
  tags: blogPosts.tags,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  categoryId: blogPosts.categoryId,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  comments: approvedComments,
};

export type PostRow = Omit<Awaited<ReturnType<typeof selectSummaries>>[number], 'publishedAt'> & {
  publishedAt: Date;
};

function selectSummaries(db: Database, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where);
}

/** Visible posts always have a date: the database's check and `visible` see to it. */
function dated<T extends { publishedAt: Date | null }>(rows: T[]): (T & { publishedAt: Date })[] {
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}

export interface PostFilter {
  tenant: TenantId;
  lang: Language;
  now: Date;
  category: string;
  tag: string;
}

function filterOf(filter: PostFilter): SQL {
  const parts: SQL[] = [visible(filter.tenant, filter.lang, filter.now)];
  if (filter.category) parts.push(eq(blogCategories.slug, filter.category));
  if (filter.tag) parts.push(sql`${blogPosts.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  return and(...parts) as SQL;
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** One page of the posts the category and tag pick, newest first, and how many they pick. */
export async function findPosts(
  db: Database,
  filter: PostFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [counted]] = await Promise.all([
    selectSummaries(db, where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where),
  ]);
  return { rows: dated(rows), total: counted?.total ?? 0 };
}

/** The words of every post the category and tag pick, newest first: what a search reads. */
export function searchablePosts(db: Database, filter: PostFilter) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      summary: blogPosts.summary,
      html: blogPosts.html,
      tags: blogPosts.tags,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(filterOf(filter))
    .orderBy(...newestFirst);
}

/** Visible posts by id, newest first. */
export async function postsByIds(
  db: Database,
  filter: Omit<PostFilter, 'category' | 'tag'>,
  ids: readonly number[],
): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(
    db,
    and(visible(filter.tenant, filter.lang, filter.now), inArray(blogPosts.id, [...ids])),
  ).orderBy(...newestFirst);
  return dated(rows);
}

/**
 * A visible post of the brand by its address, in the first of `languages` that has one (a link
 * to a post still opens for a reader of another language); undefined when none has it, or it
 * is a draft or scheduled for later.
 */
export async function findPost(
  db: Database,
  tenant: TenantId,
  languages: readonly Language[],
  slug: string,
  now: Date,
): Promise<PostRow | undefined> {
  const rows = await selectSummaries(
    db,
    and(
      eq(blogPosts.tenant, tenant),
      inArray(blogPosts.lang, [...languages]),
      eq(blogPosts.status, 'published'),
      lte(blogPosts.publishedAt, now),
      eq(blogPosts.slug, slug),
    ),
  );
  const found = dated(rows);
  for (const language of languages) {
    const post = found.find((row) => row.lang === language);
    if (post) return post;
  }
  return undefined;
}

/** The visible posts sharing the post's category or one of its tags: what related posts rank. */
export async function relatedCandidates(
  db: Database,
  post: { id: number; categoryId: number; tags: readonly string[] },
  filter: { tenant: TenantId; lang: Language; now: Date },
): Promise<PostRow[]> {
  const sharesTag = sql`${blogPosts.tags} ?| array(select jsonb_array_elements_text(${JSON.stringify(post.tags)}::jsonb))`;
  const rows = await selectSummaries(
    db,
    and(
      visible(filter.tenant, filter.lang, filter.now),
      sql`${blogPosts.id} <> ${post.id}`,
      sql`(${blogPosts.categoryId} = ${post.categoryId} or ${sharesTag})`,
    ),
  );
  return dated(rows);
}

/**
 * The posts most commented on (approved comments since `since`), then the newest: what the
 * list's "popular" box shows.
 */
export async function popularPosts(
  db: Database,
  filter: { tenant: TenantId; lang: Language; now: Date; since: Date; limit: number },
): Promise<PostRow[]> {
  const recent = sql<number>`(select count(*)::int from blog_comments c where c.post_id = ${blogPosts}.id and c.status = 'approved' and c.created_at >= ${filter.since.toISOString()}::timestamptz)`;
  const rows = await selectSummaries(db, visible(filter.tenant, filter.lang, filter.now))
    .orderBy(desc(recent), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(filter.limit);
  return dated(rows);
}

/** The brand's categories in their order, with how many visible posts of the language each has. */
export async function categoriesWithCounts(
  db: Database,
  filter: { tenant: TenantId; lang: Language; now: Date },
) {
  return db
    .select({
      slug: blogCategories.slug,
      name: blogCategories.name,
      posts: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(
      blogPosts,
      and(
        eq(blogPosts.categoryId, blogCategories.id),
        visible(filter.tenant, filter.lang, filter.now),
      ),
    )
    .where(eq(blogCategories.tenant, filter.tenant))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}

/** A post's approved comments, oldest first. */
export function approvedCommentsOf(db: Database, postId: number) {
  return db
    .select({
      id: blogComments.id,
      fullName: blogComments.fullName,
      text: blogComments.text,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
}

export async function insertComment(
  db: Database,
  comment: { postId: number; fullName: string; email: string | null; text: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(blogComments)
    .values({
      postId: comment.postId,
      fullName: comment.fullName,
      email: comment.email,
      text: comment.text,
      createdAt: comment.at,
    })
    .returning({ id: blogComments.id });
  if (!row) throw new Error('comment not stored');
  return row.id;
}

export interface CommentState {
  id: number;
  status: string;
}

/** A comment on one of the brand's posts, locked until the transaction ends; else undefined. */
export async function lockCommentOfBrand(
  db: Database,
  id: number,
  tenant: TenantId,
): Promise<CommentState | undefined> {
  const [row] = await db
    .select({ id: blogComments.id, status: blogComments.status })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(and(eq(blogComments.id, id), eq(blogPosts.tenant, tenant)))
    .for('update', { of: blogComments });
  return row;
}

export async function setCommentStatus(
  db: Database,
  id: number,
  decision: { status: CommentDecision; by: number; at: Date },
): Promise<void> {
  await db
    .update(blogComments)
    .set({ status: decision.status, moderatedBy: decision.by, moderatedAt: decision.at })
    .where(eq(blogComments.id, id));
}

/** Every visible post of a brand, in every language: what the sitemap lists. */
export async function visiblePostAddresses(db: Database, tenant: TenantId, now: Date) {
  return db
    .select({ lang: blogPosts.lang, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.tenant, tenant),
        eq(blogPosts.status, 'published'),
        lte(blogPosts.publishedAt, now),
      ),
    )
    .orderBy(asc(blogPosts.lang), desc(blogPosts.publishedAt));
}

/** A brand's category by its slug; undefined when it has none. */
export async function categoryIdBySlug(
  db: Database,
  tenant: string,
  slug: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.tenant, tenant), eq(blogCategories.slug, slug)));
  return row?.id;
}

/** Writes a post as given (HTML already sanitised); its id. */
export async function insertPost(
  db: Database,
  post: typeof blogPosts.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(blogPosts).values(post).returning({ id: blogPosts.id });
  if (!row) throw new Error('a post insert returned no row');
  return row.id;
}
