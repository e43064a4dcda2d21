import { count, sql } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import { tenantIds, type TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../client';
import { blogCategories, blogComments, blogPosts } from '../../schema/blog';
import { sanitizeHtml } from '../../../platform/sanitize-html';
import { brandShiftHours, brandWords } from './brands';
import { seedCategories } from './categories';
import { closings } from './closings';
import { imagePath } from './images';
import { bodyHtml, fillBrand, fillBrandHtml } from './markup';
import { seedPosts, seedComments } from './posts';
import type { SeedPost } from './seed-post';

// The demo blog: five categories per brand, and every language's posts on every brand, each
// brand's copy naming its own brand, city and phone; a few visitors' comments, approved, pending
// and spam. Loaded once into a database without posts, three statements in one transaction.

// Any fixed number, another than the other seeds': processes starting together load it once.
const blogSeedLockId = 727_274_019;

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** When a post of a brand comes out: its days before `now`, at 09:00 UTC, shifted per brand. */
function publishedAt(post: SeedPost, tenant: TenantId, now: Date): Date | null {
  if (post.draft) return null;
  const day = Math.floor(now.getTime() / dayMs) * dayMs;
  return new Date(day - post.daysAgo * dayMs + 9 * hourMs - brandShiftHours[tenant] * hourMs);
}

function postRow(post: SeedPost, tenant: TenantId, lang: Language, categoryId: number, now: Date) {
  const words = brandWords(tenant, lang);
  const html = sanitizeHtml(
    fillBrandHtml(`${bodyHtml(post.body)}\n${bodyHtml(closings[lang][post.category])}`, words),
  );
  const at = publishedAt(post, tenant, now);
  return {
    tenant,
    lang,
    slug: post.slug,
    title: fillBrand(post.title, words),
    summary: fillBrand(post.summary, words),
    html,
    image: imagePath(post.image),
    categoryId,
    tags: post.tags,
    author: post.author,
    status: post.draft ? ('draft' as const) : ('published' as const),
    publishedAt: at,
    createdAt: at && at < now ? at : now,
    updatedAt: at && at < now ? at : now,
  };
}

/**
 * Loads the demo blog into a database whose brands have no blog yet (no category): an older
 * database gets it at its next start. Answers how many posts it added.
 */
export async function seedBlog(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${blogSeedLockId})`);
    const [existing] = await tx.select({ n: count() }).from(blogCategories);
    if ((existing?.n ?? 0) > 0) return 0;
    const categories = await tx
      .insert(blogCategories)
      .values(
        tenantIds.flatMap((tenant) =>
          seedCategories.map((category, position) => ({
            tenant,
            slug: category.slug,
            name: category.name,
            position,
          })),
        ),
      )
      .returning({
        id: blogCategories.id,
        tenant: blogCategories.tenant,
        slug: blogCategories.slug,
      });
    const categoryId = new Map(categories.map((c) => [`${c.tenant}/${c.slug}`, c.id]));
    const rows = tenantIds.flatMap((tenant) =>
      Object.entries(seedPosts).flatMap(([lang, posts]) =>
        posts.flatMap((post) => {
          const id = categoryId.get(`${tenant}/${post.category}`);
          return id === undefined ? [] : [postRow(post, tenant, lang as Language, id, now)];
        }),
      ),
    );
    const posts = await tx.insert(blogPosts).values(rows).returning({
      id: blogPosts.id,
      tenant: blogPosts.tenant,
      lang: blogPosts.lang,
      slug: blogPosts.slug,
      publishedAt: blogPosts.publishedAt,
    });
    const comments = posts.flatMap((post) =>
      (seedComments[post.lang as Language] ?? [])
        .filter((comment) => comment.slug === post.slug && post.publishedAt)
        .map((comment, n) => {
          const at = new Date(
            (post.publishedAt?.getTime() ?? 0) + comment.daysAfter * dayMs + (n + 2) * hourMs,
          );
          return {
            postId: post.id,
            fullName: comment.fullName,
            text: comment.text,
            status: comment.status,
            createdAt: at < now ? at : now,
            moderatedAt: comment.status === 'pending' ? null : at < now ? at : now,
          };
        }),
    );
    if (comments.length > 0) await tx.insert(blogComments).values(comments);
    return posts.length;
  });
}
