import type { Language } from '@parvaz/domain/languages';
import { readLocale } from '@parvaz/i18n/node';
import { createI18n } from '../app/i18n/i18n';

/** The app's own i18n in `language`, with the words of the files on disk (tests render with it). */
export function i18nForTest(language: Language) {
  return createI18n(
    language,
    { common: readLocale(language, 'common'), messages: readLocale(language, 'messages') },
    { fetchOtherLanguages: false },
  );
}

/** The visible text of server-rendered markup: styles and tags left out, entities read. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
