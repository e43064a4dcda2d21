import type { AdminFaqItem, SaveFaqRequest } from '@parvaz/domain/contracts/admin-faq';
import { isFaqTopic } from '@parvaz/domain/content/faq-topics';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { lockForSave, recordChange, saveAudited } from '../audit/audit.api';
import {
  deleteFaqItem,
  faqItemForUpdate,
  faqItemsForEditing,
  insertFaqItem,
  updateFaqItem,
  type FaqRow,
} from './faq.repository';

// The operator's changes to the FAQ: each sanitised, written with its audit record in one
// transaction, and shown to visitors at once.

const audited = (row: FaqRow) => ({
  lang: row.lang,
  topic: row.topic,
  position: row.position,
  question: row.question,
  answer: row.answer,
});

const notFound = () => new AppError('NOT_FOUND', 'faqNotFound', { fields: { id: 'faqNotFound' } });

/** The brand's questions in one language, every topic, as the console lists them. */
export async function faqForEditing(
  db: Database,
  tenant: TenantId,
  lang: Language,
): Promise<AdminFaqItem[]> {
  const rows = await faqItemsForEditing(db, tenant, lang);
  return rows.flatMap((row) => (isFaqTopic(row.topic) ? [{ ...row, topic: row.topic }] : []));
}

/** Adds a question, or changes one of the brand's; answers it as stored. */
export async function saveFaq(
  db: Database,
  actor: { tenant: TenantId; actorId: number },
  input: SaveFaqRequest,
  now: Date,
): Promise<AdminFaqItem> {
  const item = {
    tenant: actor.tenant,
    lang: input.lang,
    topic: input.topic,
    position: input.position,
    question: input.question,
    answer: sanitizeHtml(input.answer),
    updatedAt: now,
  };
  const saved = await saveAudited(db, actor, {
    entity: 'faq',
    entityKey: (after) => String(after.id),
    audited,
    read: (tx) => lockForSave(input.id, (id) => faqItemForUpdate(tx, actor.tenant, id), notFound),
    write: (tx, before) => (before ? updateFaqItem(tx, before.id, item) : insertFaqItem(tx, item)),
  });
  contentChanged();
  if (!isFaqTopic(saved.topic)) throw new Error('a question was saved under no topic');
  return { ...saved, topic: saved.topic };
}

/** Removes one of the brand's questions, keeping it in the audit log. */
export async function deleteFaq(
  db: Database,
  actor: { tenant: TenantId; actorId: number },
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await faqItemForUpdate(tx, actor.tenant, id);
    if (!before) throw notFound();
    await deleteFaqItem(tx, id);
    await recordChange(tx, {
      tenant: actor.tenant,
      actorId: actor.actorId,
      entity: 'faq',
      entityKey: String(id),
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
  contentChanged();
}
