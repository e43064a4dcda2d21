import type { Language } from '@parvaz/domain/languages';

/** Translation namespaces; `common` is the default (spec section 9). */
export const namespaces = ['common', 'messages', 'menu', 'bank', 'ticket'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

export interface LanguageMeta {
  nativeName: string;
  dir: 'rtl' | 'ltr';
  /** CSS font stack; Vazirmatn is served by the web app for fa and ar. */
  fontFamily: string;
  /** Unicode numbering system used when numbers are shown to the user. */
  numberingSystem: 'arabext' | 'arab' | 'latn';
  /** BCP 47 tag for Intl formatting. */
  intlLocale: string;
}

const latinFont = '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const persianFont = 'Vazirmatn, Tahoma, sans-serif';

export const languageMeta: Record<Language, LanguageMeta> = {
  fa: {
    nativeName: 'فارسی',
    dir: 'rtl',
    fontFamily: persianFont,
    numberingSystem: 'arabext',
    intlLocale: 'fa-IR',
  },
  ar: {
    nativeName: 'العربية',
    dir: 'rtl',
    fontFamily: persianFont,
    numberingSystem: 'arab',
    intlLocale: 'ar-OM',
  },
  en: {
    nativeName: 'English',
    dir: 'ltr',
    fontFamily: latinFont,
    numberingSystem: 'latn',
    intlLocale: 'en-GB',
  },
  tr: {
    nativeName: 'Türkçe',
    dir: 'ltr',
    fontFamily: latinFont,
    numberingSystem: 'latn',
    intlLocale: 'tr-TR',
  },
};
