import type { Language } from '../languages';

/**
 * A page's path in a language: as it is in the brand's own language, with `?lang=` for the
 * others (the server renders a page in the language its address names, before the visitor's
 * cookie). What the sitemap, the feeds and the pages' alternate-language links write.
 */
export function pathInLanguage(path: string, language: Language, brandLanguage: Language): string {
  if (language === brandLanguage) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}
