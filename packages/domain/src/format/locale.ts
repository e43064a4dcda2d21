import type { Language } from '../languages';

/**
 * BCP 47 tags for Intl. The numbering system is pinned so every browser and Node build shows
 * the same digits as `toLocalDigits`, whatever its CLDR version picks as the region's default.
 */
export const intlLocales: Record<Language, string> = {
  fa: 'fa-IR-u-nu-arabext',
  ar: 'ar-OM-u-nu-arab',
  en: 'en-GB',
  tr: 'tr-TR',
};

export function intlLocaleOf(language: Language): string {
  return intlLocales[language];
}
