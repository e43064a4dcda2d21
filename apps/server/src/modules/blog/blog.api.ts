// The blog module as the rest of the server sees it (decision 008): the addresses of its
// published posts, for the sitemap, and its newest, for the home page.
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { findPosts, visiblePostAddresses } from './blog.repository';

export interface PostAddress {
  lang: Language;
  path: string;
  updatedAt: Date;
}

/** Every published post of a brand, in every language, with its page's path. */
export async function publishedPosts(
  db: Database,
  tenant: TenantId,
  now: Date,
): Promise<PostAddress[]> {
  const rows = await visiblePostAddresses(db, tenant, now);
  return rows.flatMap((row) =>
    isLanguage(row.lang)
      ? [{ lang: row.lang, path: `/blogs/${row.slug}`, updatedAt: row.updatedAt }]
      : [],
  );
}

export interface RecentPost {
  slug: string;
  title: string;
  summary: string;
  image: string;
  publishedAt: Date;
}

/** The brand's newest published posts in a language (the home page's recent posts). */
export async function recentPosts(
  db: Database,
  filter: { tenant: TenantId; lang: Language; now: Date; limit: number },
): Promise<RecentPost[]> {
  const { rows } = await findPosts(
    db,
    { tenant: filter.tenant, lang: filter.lang, now: filter.now, category: '', tag: '' },
    { limit: filter.limit, offset: 0 },
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    publishedAt: row.publishedAt,
  }));
}
