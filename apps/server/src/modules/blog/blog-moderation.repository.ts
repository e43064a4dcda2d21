import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { CommentStatus } from '@parvaz/domain/blog/comment-rules';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { blogComments, blogPosts } from '../../db/schema/blog';

/**
 * A page of the comments on a brand's posts in one state, with their post: the oldest pending
 * first (a queue), the newest first otherwise.
 */
export async function commentsOfBrand(
  db: Database,
  filter: { tenant: TenantId; status: CommentStatus; offset: number; limit: number },
) {
  const where = and(eq(blogPosts.tenant, filter.tenant), eq(blogComments.status, filter.status));
  const order =
    filter.status === 'pending'
      ? [asc(blogComments.createdAt), asc(blogComments.id)]
      : [desc(blogComments.createdAt), desc(blogComments.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        postSlug: blogPosts.slug,
        postTitle: blogPosts.title,
        lang: blogPosts.lang,
        fullName: blogComments.fullName,
        email: blogComments.email,
        text: blogComments.text,
        status: blogComments.status,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ n: count() })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
