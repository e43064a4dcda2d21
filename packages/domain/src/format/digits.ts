import type { Language } from '../languages';

const persianZero = 0x06f0; // ۰
const arabicIndicZero = 0x0660; // ٠

/**
 * Users type digits in whatever script their keyboard gives; validation and storage only know
 * 0-9 (spec section 5), so every typed value passes through here first.
 */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= persianZero ? persianZero : arabicIndicZero;
    return String(code - zero);
  });
}

const localZero: Record<Language, number | null> = {
  fa: persianZero,
  ar: arabicIndicZero,
  en: null,
  tr: null,
};

/** Shows Western digits in the script the language's readers expect (the inverse of `normalizeDigits`). */
export function toLocalDigits(text: string, language: Language): string {
  const zero = localZero[language];
  if (zero === null) return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
}

const listNumbering: Record<Language, 'persian' | 'arabic-indic' | 'decimal'> = {
  fa: 'persian',
  ar: 'arabic-indic',
  en: 'decimal',
  tr: 'decimal',
};

/** The CSS `list-style-type` that numbers a list in the same digits as `toLocalDigits`. */
export function listStyleOfDigits(language: Language): 'persian' | 'arabic-indic' | 'decimal' {
  return listNumbering[language];
}

/**
 * A purchase's reference (a tracking code, a PNR) as a reader of `language` sees it: a code made
 * only of digits is a number, shown in their digits; one with letters (a PNR) stays as the
 * airline wrote it, since it is read out letter by letter in Latin.
 */
export function referenceIn(code: string, language: Language): string {
  return /^[0-9]+$/.test(code) ? toLocalDigits(code, language) : code;
}
