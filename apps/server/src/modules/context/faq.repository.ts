import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { faqItems } from '../../db/schema/index';

/** A brand's questions in one language, in each topic's order. */
export async function readFaqItems(
  db: Database,
  tenant: TenantId,
  lang: Language,
): Promise<Array<{ id: number; topic: string; question: string; answer: string }>> {
  return db
    .select({
      id: faqItems.id,
      topic: faqItems.topic,
      question: faqItems.question,
      answer: faqItems.answer,
    })
    .from(faqItems)
    .where(and(eq(faqItems.tenant, tenant), eq(faqItems.lang, lang)))
    .orderBy(asc(faqItems.topic), asc(faqItems.position), asc(faqItems.id));
}
