import { z } from 'zod';
import { faqTopics } from '../content/faq-topics';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { requiredTextField } from '../validation/fields';

// context/getPageByUrl and context/getGroupFaqs (API.md, "Content"): the brand's pages and FAQ
// in the caller's language. HTML here was sanitised when it was saved.

export const pageRequestSchema = z.object({
  /** The page's name: `aboutUs`, `rules`, or one an operator added. */
  url: requiredTextField(200),
});
export type PageRequest = z.output<typeof pageRequestSchema>;

export const contentPageSchema = z.object({
  url: z.string(),
  title: z.string(),
  html: z.string(),
  /** One line for search engines and link previews. */
  description: z.string(),
  updatedAt: z.string(),
  /** The languages the page is written in (its alternate-language links name only these). */
  languages: z.array(z.enum(languages)),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Simple HTML, sanitised when saved. */
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqGroupSchema = z.object({
  /** The topic: one of `faqTopics`. */
  id: z.enum(faqTopics, { error: 'invalidValue' satisfies MessageKey }),
  /** The topic's title in the caller's language. */
  title: z.string(),
  items: z.array(faqItemSchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export const faqGroupsSchema = z.array(faqGroupSchema);
