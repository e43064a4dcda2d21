import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { siteContent } from '../../db/schema/context';

/** Site content of one tenant in one language (with English as the fallback), as key → value. */
export async function readSiteContent(
  db: Database,
  tenant: TenantId,
  lang: Language,
  keys: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: siteContent.key, lang: siteContent.lang, value: siteContent.value })
    .from(siteContent)
    .where(
      and(
        eq(siteContent.tenant, tenant),
        inArray(siteContent.key, keys),
        inArray(siteContent.lang, [lang, 'en']),
      ),
    );
  const result = new Map<string, string>();
  for (const row of rows) if (row.lang === 'en') result.set(row.key, row.value);
  for (const row of rows) if (row.lang === lang) result.set(row.key, row.value);
  return result;
}

export type SiteContentRow = typeof siteContent.$inferSelect;

/**
 * The brand's rows under these keys in every language; with `forUpdate`, as they are before a
 * change, locked until the change's transaction ends.
 */
export async function brandSiteContent(
  db: Database,
  tenant: TenantId,
  keys: string[],
  options: { forUpdate?: boolean } = {},
): Promise<SiteContentRow[]> {
  const query = db
    .select()
    .from(siteContent)
    .where(and(eq(siteContent.tenant, tenant), inArray(siteContent.key, keys)));
  return options.forUpdate ? query.for('update') : query;
}

/** Writes site content, replacing what was under the same brand, key and language. */
export async function writeSiteContent(
  tx: Database,
  rows: Array<Omit<SiteContentRow, 'updatedAt'> & { updatedAt: Date }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(siteContent)
    .values(rows)
    .onConflictDoUpdate({
      target: [siteContent.tenant, siteContent.key, siteContent.lang],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}
