import { languages, type Language } from '../languages';

/** A proper name written in each of the product's languages. */
export type LocalizedName = Readonly<Record<Language, string>>;

/** Positional on purpose: the data tables read as one row per place, fa ar en tr. */
export function localized(fa: string, ar: string, en: string, tr: string): LocalizedName {
  return { fa, ar, en, tr };
}

/** True when every language has a non-blank name. */
export function isComplete(name: LocalizedName): boolean {
  return languages.every((language) => name[language].trim().length > 0);
}

const collators = new Map<Language, Intl.Collator>();

/** The collation a reader of that language expects (Persian order for fa, Turkish for tr…). */
export function collatorFor(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

/** Sorts a copy of `items` by their `name` in the collation of `language`. */
export function sortByName<T extends { name: string }>(items: readonly T[], language: Language): T[] {
  const collator = collatorFor(language);
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
