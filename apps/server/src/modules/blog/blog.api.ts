// The blog module as the rest of the server sees it (decision 008): the addresses of its
// published posts, for the sitemap.
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { visiblePostAddresses } from './blog.repository';

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
