export const languages = ['fa', 'ar', 'en', 'tr'] as const;
export type Language = (typeof languages)[number];

/** fa and ar are right-to-left, en and tr left-to-right (PRODUCT.md decision 1). */
export function languageDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'fa' || language === 'ar' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}
