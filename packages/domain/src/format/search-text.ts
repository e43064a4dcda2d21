import { foldForSearch } from './search-words';

/**
 * A name or code as a lookup compares it: folded as a search folds text (`foldForSearch`), then
 * without spaces and dashes, so "IR 452", "ir-452" and "IR۴۵۲" read alike.
 */
export function foldSearchText(text: string): string {
  return foldForSearch(text).replace(/[\s-]+/g, '');
}
