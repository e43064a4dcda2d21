import { faqTopics } from '@parvaz/domain/content/faq-topics';
import type { FaqGroup } from '@parvaz/domain/contracts/pages';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import type { Translate } from '../../platform/translator';
import { readFaqItems } from './faq.repository';

/**
 * `context/getGroupFaqs`: the brand's questions in the caller's language, grouped by topic in
 * the topics' order, each topic titled in that language; a topic with no question is left out.
 */
export async function groupedFaqs(
  db: Database,
  tenant: TenantId,
  lang: Language,
  t: Translate,
): Promise<FaqGroup[]> {
  const items = await readFaqItems(db, tenant, lang);
  return faqTopics
    .map((topic) => ({
      id: topic,
      title: t(`faq.topic.${topic}`, { ns: 'common' }),
      items: items
        .filter((item) => item.topic === topic)
        .map(({ id, question, answer }) => ({ id, question, answer })),
    }))
    .filter((group) => group.items.length > 0);
}
