import type { Language } from '@parvaz/domain/languages';
import { cityByCode } from '@parvaz/domain/reference/cities';

/**
 * A flight end's city in the page's language. The API names it in the language of the call,
 * and a held quote or a search kept in the cache keeps that name after the reader switches
 * language; the city table names it in every language, so the page follows the switch. A city
 * the table does not know keeps the name the API gave.
 */
export function cityNameIn(end: { city: string; cityName: string }, language: Language): string {
  return cityByCode(end.city)?.name[language] ?? end.cityName;
}
