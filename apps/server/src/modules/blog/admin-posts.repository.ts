import { and, asc, count, desc, eq, gt, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PostState } from '@parvaz/domain/contracts/admin-posts';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { blogCategories, blogComments, blogPosts } from '../../db/schema/blog';

// The console's reads and writes of the brand's posts, of every state: a draft, a post
// scheduled for later, or one visitors read (published and its time come).

export type PostInsert = Omit<typeof blogPosts.$inferInsert, 'id'>;

/** The posts in a state as of `now`. */
function inState(state: PostState, now: Date): SQL {
  switch (state) {
    case 'draft':
      return eq(blogPosts.status, 'draft');
    case 'scheduled':
      return and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, now)) as SQL;
    case 'published':
      return and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now)) as SQL;
  }
}

/** `%` and `_` typed by the operator are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A column with its Persian and Arabic digits read as Western ones, as the query's are
 * (`textField` folds them): a title written "۱۴۰۳" is found by "1403" and by "۱۴۰۳".
 */
const westernDigits = (column: typeof blogPosts.title) =>
  sql`translate(${column}, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')`;

const approvedComments = sql<number>`(select count(*)::int from blog_comments c where c.post_id = ${blogPosts}.id and c.status = 'approved')`;

export interface AdminPostFilter {
  tenant: TenantId;
  now: Date;
  lang?: Language | undefined;
  state?: PostState | undefined;
  q: string;
}

/** One page of the brand's posts the filter picks, the latest changed first, and their count. */
export async function adminPostPage(
  db: Database,
  filter: AdminPostFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(blogPosts.tenant, filter.tenant),
    filter.lang ? eq(blogPosts.lang, filter.lang) : undefined,
    filter.state ? inState(filter.state, filter.now) : undefined,
    filter.q
      ? or(
          ilike(westernDigits(blogPosts.title), likeText(filter.q)),
          ilike(blogPosts.slug, likeText(filter.q)),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        lang: blogPosts.lang,
        slug: blogPosts.slug,
        title: blogPosts.title,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
        author: blogPosts.author,
        categoryId: blogCategories.id,
        categoryName: blogCategories.name,
        comments: approvedComments,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One of the brand's posts with how many comments it has in any state; undefined if none. */
export async function adminPostById(db: Database, tenant: TenantId, id: number) {
  const [row] = await db
    .select({
      post: blogPosts,
      comments: sql<number>`(select count(*)::int from blog_comments c where c.post_id = ${blogPosts}.id)`,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.tenant, tenant), eq(blogPosts.id, id)));
  return row ? { ...row.post, comments: row.comments } : undefined;
}

export type PostRecord = typeof blogPosts.$inferSelect;

/** One of the brand's posts, locked until the transaction ends; undefined if none. */
export async function lockPost(
  db: Database,
  tenant: TenantId,
  id: number,
): Promise<PostRecord | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.tenant, tenant), eq(blogPosts.id, id)))
    .for('update');
  return row;
}

/** Whether another post of the brand in the language has the address. */
export async function slugUsed(
  db: Database,
  post: { tenant: TenantId; lang: string; slug: string; exceptId: number | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.tenant, post.tenant),
        eq(blogPosts.lang, post.lang),
        eq(blogPosts.slug, post.slug),
        post.exceptId ? ne(blogPosts.id, post.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPostRow(db: Database, post: PostInsert): Promise<PostRecord> {
  const [row] = await db.insert(blogPosts).values(post).returning();
  if (!row) throw new Error('a post insert returned no row');
  return row;
}

export async function updatePostRow(
  db: Database,
  id: number,
  post: Partial<PostInsert>,
): Promise<PostRecord> {
  const [row] = await db.update(blogPosts).set(post).where(eq(blogPosts.id, id)).returning();
  if (!row) throw new Error('a post update returned no row');
  return row;
}

/** How many comments a post has in any state (a post with one is never deleted). */
export async function commentCount(db: Database, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blogComments)
    .where(eq(blogComments.postId, postId));
  return row?.n ?? 0;
}

export async function deletePostRow(db: Database, id: number): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}

/** Whether the brand has the category. */
export async function categoryOfBrand(
  db: Database,
  tenant: TenantId,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.tenant, tenant), eq(blogCategories.id, id)));
  return row !== undefined;
}

/** The brand's categories in their order, with their posts of every state and language. */
export async function categoriesForEditing(db: Database, tenant: TenantId) {
  return db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      position: blogCategories.position,
      posts: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .where(eq(blogCategories.tenant, tenant))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}

export type CategoryRecord = typeof blogCategories.$inferSelect;

export async function lockCategory(
  db: Database,
  tenant: TenantId,
  id: number,
): Promise<CategoryRecord | undefined> {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.tenant, tenant), eq(blogCategories.id, id)))
    .for('update');
  return row;
}

export async function categorySlugUsed(
  db: Database,
  tenant: TenantId,
  slug: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      and(
        eq(blogCategories.tenant, tenant),
        eq(blogCategories.slug, slug),
        exceptId ? ne(blogCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function writeCategory(
  db: Database,
  id: number | undefined,
  category: Omit<typeof blogCategories.$inferInsert, 'id'>,
): Promise<CategoryRecord> {
  const [row] = id
    ? await db.update(blogCategories).set(category).where(eq(blogCategories.id, id)).returning()
    : await db.insert(blogCategories).values(category).returning();
  if (!row) throw new Error('a category write returned no row');
  return row;
}
