import { normalizeDigits } from '@parvaz/domain/format/digits';

export interface Choice {
  /** What the form stores: a code, or a number written in Western digits. */
  value: string;
  /** What the reader sees, in their language and digits. */
  label: string;
}

/** Lower case, Western digits, no accents: "Türkiye", "TURKIYE" and "turkiye" read the same. */
function folded(text: string): string {
  return normalizeDigits(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .trim();
}

/**
 * The choices a typed text leaves, best first. Digits match a number's start ("1" leaves 1 and
 * 10–19, "137" the years 1370–1379), in any script; other text matches a code exactly first,
 * then any part of a name.
 */
export function matchChoices<C extends Choice>(choices: readonly C[], typed: string): C[] {
  const needle = folded(typed);
  if (needle === '') return [...choices];
  if (/^\d+$/.test(needle)) return choices.filter((c) => c.value.startsWith(needle));
  const exact = choices.filter((c) => c.value.toLocaleLowerCase('en') === needle);
  const named = choices.filter((c) => !exact.includes(c) && folded(c.label).includes(needle));
  return [...exact, ...named];
}
