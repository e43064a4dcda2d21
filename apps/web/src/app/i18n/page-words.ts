import type { Language } from '@parvaz/domain/languages';
import type { Translations } from './i18n';

/** Where each namespace of a page's translations is fetched from. */
export type WordsAddresses = Record<string, string>;

/**
 * The address of one namespace's translations. A version (a digest of the content) makes the
 * address name the content, so the browser keeps the file for good and fetches it again only
 * when a release changes it.
 */
export function wordsAddress(language: Language, namespace: string, version?: string): string {
  const path = `/locales/${language}/${namespace}.json`;
  return version ? `${path}?v=${version}` : path;
}

/**
 * The page's translations, fetched before it hydrates. The boot script has asked for the same
 * addresses with the main script's modules (a preload with the same credentials), so this
 * usually finds them arrived.
 */
export async function fetchWords(addresses: WordsAddresses): Promise<Translations> {
  const entries = await Promise.all(
    Object.entries(addresses).map(async ([namespace, address]) => {
      const response = await fetch(address, { credentials: 'same-origin' });
      if (!response.ok)
        throw new Error(`The translations at ${address} answered ${response.status}`);
      return [namespace, (await response.json()) as Record<string, string>] as const;
    }),
  );
  return Object.fromEntries(entries);
}
