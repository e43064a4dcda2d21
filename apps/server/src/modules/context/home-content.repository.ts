import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { homeContent } from '../../db/schema/context';

// The home page's editable blocks of a brand, one row per language.

export type HomeContentRow = typeof homeContent.$inferSelect;

/** The brand's blocks in the language and in English (the fallback), as there are. */
export async function readHomeContent(
  db: Database,
  tenant: TenantId,
  lang: Language,
): Promise<{ own: HomeContentRow | undefined; english: HomeContentRow | undefined }> {
  const rows = await db
    .select()
    .from(homeContent)
    .where(and(eq(homeContent.tenant, tenant), inArray(homeContent.lang, [lang, 'en'])));
  return {
    own: rows.find((row) => row.lang === lang),
    english: rows.find((row) => row.lang === 'en'),
  };
}

/** The language's blocks as they are before a change, locked until its transaction ends. */
export async function readHomeContentForUpdate(
  tx: Database,
  tenant: TenantId,
  lang: Language,
): Promise<HomeContentRow | undefined> {
  const [row] = await tx
    .select()
    .from(homeContent)
    .where(and(eq(homeContent.tenant, tenant), eq(homeContent.lang, lang)))
    .for('update');
  return row;
}

export type HomeContentWrite = Omit<HomeContentRow, 'updatedAt'> & { updatedAt: Date };

/** Writes the language's blocks, creating its row or replacing it. */
export async function writeHomeContent(
  tx: Database,
  row: HomeContentWrite,
): Promise<HomeContentRow> {
  const [written] = await tx
    .insert(homeContent)
    .values(row)
    .onConflictDoUpdate({
      target: [homeContent.tenant, homeContent.lang],
      set: {
        slides: row.slides,
        claims: row.claims,
        routes: row.routes,
        hotelIds: row.hotelIds,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      },
    })
    .returning();
  if (!written) throw new Error('a home content write returned no row');
  return written;
}
