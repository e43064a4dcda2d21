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
export function sortByName<T extends { name: string }>(
  items: readonly T[],
  language: Language,
): T[] {
  const collator = collatorFor(language);
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

// Persian text typed with the Arabic forms of yeh and kaf (ي ك) looks the same but matches
// nothing a Persian keyboard types; Arabic text has no Persian-only letters (ی ک گ پ چ ژ).
const arabicOnlyInPersian = /[\u064A\u0643]/;
const persianOnlyInArabic = /[\u06CC\u06A9\u06AF\u067E\u0686\u0698]/;

/** Languages whose name is written with letters of the wrong script; empty when all is well. */
export function wrongScriptLanguages(name: LocalizedName): Language[] {
  const wrong: Language[] = [];
  if (arabicOnlyInPersian.test(name.fa) || /[A-Za-z]/.test(name.fa)) wrong.push('fa');
  if (persianOnlyInArabic.test(name.ar) || /[A-Za-z]/.test(name.ar)) wrong.push('ar');
  if (/[\u0600-\u06FF]/.test(name.en)) wrong.push('en');
  if (/[\u0600-\u06FF]/.test(name.tr)) wrong.push('tr');
  return wrong;
}
