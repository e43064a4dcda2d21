import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { contentPages } from '../../db/schema/context';

export type PageRow = typeof contentPages.$inferSelect;

/** A brand's page in one language, with the languages it is written in. */
export async function readPage(
  db: Database,
  tenant: TenantId,
  url: string,
  lang: Language,
): Promise<{ page: PageRow; languages: string[] } | null> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.tenant, tenant), eq(contentPages.url, url)))
    .orderBy(asc(contentPages.lang));
  const page = rows.find((row) => row.lang === lang);
  return page ? { page, languages: rows.map((row) => row.lang) } : null;
}

/** The page as it is before a change, locked until the change's transaction ends. */
export async function readPageForUpdate(
  tx: Database,
  key: { tenant: TenantId; url: string; lang: Language },
): Promise<PageRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.tenant, key.tenant),
        eq(contentPages.url, key.url),
        eq(contentPages.lang, key.lang),
      ),
    )
    .for('update');
  return row ?? null;
}

export type PageWrite = Omit<PageRow, 'updatedAt'> & { updatedAt: Date };

/** Creates the page in its language or replaces it. */
export async function writePage(tx: Database, page: PageWrite): Promise<PageRow> {
  const [row] = await tx
    .insert(contentPages)
    .values(page)
    .onConflictDoUpdate({
      target: [contentPages.tenant, contentPages.url, contentPages.lang],
      set: {
        title: page.title,
        description: page.description,
        html: page.html,
        updatedAt: page.updatedAt,
        updatedBy: page.updatedBy,
      },
    })
    .returning();
  if (!row) throw new Error('a page write returned no row');
  return row;
}

/** Every page of a brand: its url, languages and last change (for the sitemap). */
export async function listPages(
  db: Database,
  tenant: TenantId,
): Promise<Array<{ url: string; languages: string[]; updatedAt: Date }>> {
  const rows = await db
    .select({
      url: contentPages.url,
      languages: sql<string[]>`array_agg(${contentPages.lang} order by ${contentPages.lang})`,
      updatedAt: sql<Date>`max(${contentPages.updatedAt})`.mapWith(contentPages.updatedAt),
    })
    .from(contentPages)
    .where(eq(contentPages.tenant, tenant))
    .groupBy(contentPages.url)
    .orderBy(asc(contentPages.url));
  return rows;
}
