import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { siteContent } from '../../db/schema/index';

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
