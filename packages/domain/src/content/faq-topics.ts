/**
 * The FAQ's topics, in the order the page lists them (issue 19): every question belongs to one;
 * each topic's title is the `faq.topic.<topic>` word of the web app.
 */
export const faqTopics = ['booking', 'payment', 'refund', 'baggage', 'hotels', 'club'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export function isFaqTopic(value: unknown): value is FaqTopic {
  return (faqTopics as readonly unknown[]).includes(value);
}
