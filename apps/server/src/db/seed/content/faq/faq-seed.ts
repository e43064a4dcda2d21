import type { FaqTopic } from '@parvaz/domain/content/faq-topics';
import type { Language } from '@parvaz/domain/languages';
import { faqAr } from './faq-ar';
import { faqEn } from './faq-en';
import { faqFa } from './faq-fa';
import { faqTr } from './faq-tr';

/**
 * The demo FAQ of one language: questions and answers (simple HTML) by topic, with `{name}`,
 * `{phone}` and `{currency}` filled in with each brand's facts.
 */
export type FaqSeed = Record<FaqTopic, Array<{ q: string; a: string }>>;

export const faqByLanguage: Record<Language, FaqSeed> = {
  fa: faqFa,
  ar: faqAr,
  en: faqEn,
  tr: faqTr,
};
