import { z } from 'zod';
import { faqTopics } from '../content/faq-topics';
import { languages } from '../languages';
import type { MessageKey } from '../messages';
import { integerField, requiredProseField } from '../validation/fields';

// The operator's console for the brand's FAQ (issue 19): a question and its answer in one
// language, under a topic, at a position. The answer's HTML is sanitised by the server on save.

export const adminFaqRequestSchema = z.object({
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
});

export const adminFaqItemSchema = z.object({
  id: z.number().int(),
  topic: z.enum(faqTopics),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItemSchema>;

export const adminFaqListSchema = z.object({ items: z.array(adminFaqItemSchema) });

export const saveFaqSchema = z.object({
  /** Absent for a new question. */
  id: integerField().pipe(z.number().int().min(1)).optional(),
  lang: z.enum(languages, { error: 'invalidValue' satisfies MessageKey }),
  topic: z.enum(faqTopics, { error: 'invalidValue' satisfies MessageKey }),
  position: integerField({ fallback: 0 }).pipe(
    z
      .number()
      .int()
      .min(0, { error: 'tooSmall' satisfies MessageKey })
      .max(999, { error: 'tooLarge' satisfies MessageKey }),
  ),
  question: requiredProseField(300),
  answer: requiredProseField(20_000),
});
export type SaveFaqRequest = z.output<typeof saveFaqSchema>;

export const deleteFaqSchema = z.object({
  id: integerField().pipe(
    z
      .number()
      .int()
      .min(1, { error: 'invalidValue' satisfies MessageKey }),
  ),
});
