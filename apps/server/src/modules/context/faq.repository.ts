import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { faqItems } from '../../db/schema/context';

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

export type FaqRow = typeof faqItems.$inferSelect;

/** Every question of a brand in one language, as the console lists them. */
export async function faqItemsForEditing(db: Database, tenant: TenantId, lang: Language) {
  return db
    .select({
      id: faqItems.id,
      topic: faqItems.topic,
      position: faqItems.position,
      question: faqItems.question,
      answer: faqItems.answer,
    })
    .from(faqItems)
    .where(and(eq(faqItems.tenant, tenant), eq(faqItems.lang, lang)))
    .orderBy(asc(faqItems.topic), asc(faqItems.position), asc(faqItems.id));
}

/** A question of the brand, locked until the change's transaction ends. */
export async function faqItemForUpdate(
  tx: Database,
  tenant: TenantId,
  id: number,
): Promise<FaqRow | null> {
  const [row] = await tx
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.tenant, tenant), eq(faqItems.id, id)))
    .for('update');
  return row ?? null;
}

export type FaqWrite = Pick<
  FaqRow,
  'tenant' | 'lang' | 'topic' | 'position' | 'question' | 'answer' | 'updatedAt'
>;

export async function insertFaqItem(tx: Database, item: FaqWrite): Promise<FaqRow> {
  const [row] = await tx.insert(faqItems).values(item).returning();
  if (!row) throw new Error('a question insert returned no row');
  return row;
}

export async function updateFaqItem(tx: Database, id: number, item: FaqWrite): Promise<FaqRow> {
  const [row] = await tx.update(faqItems).set(item).where(eq(faqItems.id, id)).returning();
  if (!row) throw new Error('a question update returned no row');
  return row;
}

export async function deleteFaqItem(tx: Database, id: number): Promise<void> {
  await tx.delete(faqItems).where(eq(faqItems.id, id));
}
