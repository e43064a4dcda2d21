import { normalizeDigits } from './digits';

/**
 * Text as a search compares it, so that what a reader types finds what an editor wrote whatever
 * their keyboard: Western digits; the Arabic forms of yeh and kaf (ي ى ك) read as the Persian
 * ones (ی ک) and the alefs with hamza or madda (أ إ آ ٱ) as a plain alef; no diacritics (Arabic
 * harakat, Turkish and other accents), no tatweel; the zero-width non-joiner of Persian read as
 * a space; Turkish dotless ı as i; lower case; spaces folded.
 */
export function foldForSearch(text: string): string {
  return normalizeDigits(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0640/g, '')
    .replace(/\u200C/g, ' ')
    .toLocaleLowerCase('en')
    .replace(/\u0131/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` holds every word of `query` (both folded); an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(text);
  return words.every((word) => haystack.includes(word));
}
