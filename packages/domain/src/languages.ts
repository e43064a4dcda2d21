import { z } from 'zod';

export const languages = ['fa', 'ar', 'en', 'tr'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** fa and ar are right-to-left, en and tr left-to-right (PRODUCT.md decision 1). */
export function languageDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'fa' || language === 'ar' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return languageSchema.safeParse(value).success;
}
