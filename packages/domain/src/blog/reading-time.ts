import type { Language } from '../languages';
import { textOfHtml } from './post-text';

/**
 * How many words a reader gets through in a minute, by language: Turkish and Arabic pack more
 * into a word (suffixes, attached pronouns and articles) than English does, so fewer go by.
 */
export const wordsPerMinute: Record<Language, number> = { fa: 200, ar: 180, en: 230, tr: 190 };

/** The words of a post's HTML: its text with the tags taken out (for counting, not for showing). */
export function wordsOfHtml(html: string): number {
  const text = textOfHtml(html);
  return text === '' ? 0 : text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a post, rounded up, at least one. */
export function readingMinutes(html: string, language: Language): number {
  return Math.max(1, Math.ceil(wordsOfHtml(html) / wordsPerMinute[language]));
}
