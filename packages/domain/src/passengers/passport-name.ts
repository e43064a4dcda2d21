/**
 * A traveller's name as a passport (and so the ticket) prints it: A to Z, with spaces, hyphens
 * and apostrophes between the parts. Names are typed in the traveller's own spelling ("Ayşe
 * Yılmaz", "Müller", "Ørsted"); `passportName` writes them the way the passport does, and the
 * form, the server and the ticket all use that one spelling.
 *
 * The rule is ICAO Doc 9303 Part 3, section 6 ("Transliterations recommended for use by
 * States"), its table of multinational Latin-based characters:
 * - a letter with a diacritic is written as its base letter (É → E, Ñ → N, Ş → S, Ğ → G,
 *   Ç → C, İ → I, Ő → O, Ș → S…);
 * - the letters below are written as the table says, because they have no base letter or the
 *   table expands them (Æ → AE, ß → SS, Þ → TH, Ĳ → IJ, Œ → OE, dotless ı → I…);
 * - where the table offers a choice (Ä "AE or A", Å "AA or A", Ö "OE or O", Ø "OE or O",
 *   Ü "UE or UXX or U"), the first is taken, except for the two letters of the Turkish
 *   alphabet, Ö and Ü: Turkish passports print them O and U, and the product's Turkish
 *   travellers are the ones who type them. A traveller whose passport spells them OE or UE
 *   types that spelling: plain letters are kept as typed, and the form shows the printed
 *   name before booking ("On the ticket: MULLER").
 *
 * Letters of other scripts (Persian, Arabic, Cyrillic…) are not transliterated: the traveller
 * writes the name as the passport does, and the rule says "Latin letters only".
 */
const table: Readonly<Record<string, string>> = {
  // Turkish, written out although the base-letter rule would give the same.
  Ç: 'C',
  Ğ: 'G',
  İ: 'I',
  ı: 'I',
  Ö: 'O',
  Ş: 'S',
  Ü: 'U',
  // Expanded by the table (first choice where it offers one).
  Ä: 'AE',
  Å: 'AA',
  Æ: 'AE',
  Ĳ: 'IJ',
  Ø: 'OE',
  Œ: 'OE',
  ẞ: 'SS',
  Þ: 'TH',
  // Letters with a stroke or other mark that Unicode does not split off the base letter.
  Ð: 'D',
  Đ: 'D',
  Ħ: 'H',
  Ŀ: 'L',
  Ł: 'L',
  Ŋ: 'N',
  Ŧ: 'T',
};

/** The table in both cases (ẞ's lower case is ß; İ's is two code points, typed as I + dot). */
const letters: ReadonlyMap<string, string> = new Map(
  Object.entries(table).flatMap(([letter, latin]) => [
    [letter, latin] as const,
    [letter.toLowerCase(), latin] as const,
  ]),
);

/** Typographic apostrophes (a phone's keyboard types ’) are the apostrophe a passport prints. */
const apostrophes = /[\u2018\u2019\u02BC\u02B9\u00B4\u0060]/g;

/**
 * The name as printed on the passport and ticket: upper case A to Z, the letters above
 * transliterated, spaces collapsed. Anything it cannot write in Latin letters (another
 * script, a digit, a symbol) is left as it is, for `isPassportName` to refuse.
 */
export function passportName(typed: string): string {
  const mapped = Array.from(typed.normalize('NFC'), (ch) => letters.get(ch) ?? ch).join('');
  return (
    mapped
      // A Latin letter and its diacritics: the letter alone (É → E, i + combining dot → i).
      .normalize('NFD')
      .replace(/([A-Za-z])\p{M}+/gu, '$1')
      .normalize('NFC')
      // Only a to z: other scripts' letters must not change case into Latin ones (ſ → S).
      .replace(/[a-z]/g, (ch) => ch.toUpperCase())
      .replace(apostrophes, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const printable = /^[A-Z]+(?:[ '-][A-Z]+)*$/;

/** Whether a printed name (the output of `passportName`) is one a passport can carry. */
export function isPassportName(printed: string): boolean {
  return printable.test(printed);
}

/**
 * The name line of the ticket ("AYSE YILMAZ") for what is typed in the two fields so far, or
 * null while either typed part cannot be printed (the field's rule says why) or both are empty.
 */
export function ticketName(firstName: string, lastName: string): string | null {
  const parts = [passportName(firstName), passportName(lastName)].filter((p) => p !== '');
  if (parts.length === 0 || !parts.every(isPassportName)) return null;
  return parts.join(' ');
}
