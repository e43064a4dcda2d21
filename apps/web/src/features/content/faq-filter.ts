import type { FaqGroup } from '@parvaz/domain/contracts/pages';
import { matchesSearch } from '@parvaz/domain/format/search-words';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words of an answer's HTML, without its tags. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity);
}

/**
 * The questions a typed search leaves, by topic: a question stays when it or its answer holds
 * every typed word, whatever keyboard typed it (Persian or Arabic yeh and kaf, Persian, Arabic or
 * Western digits, accents); topics left with no question go.
 */
export function filterFaqs(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  if (query.trim() === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) =>
        matchesSearch(`${item.question} ${textOfHtml(item.answer)}`, query),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** The FAQ as search engines read it (schema.org FAQPage): every question with its answer. */
export function faqJsonLd(groups: readonly FaqGroup[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
