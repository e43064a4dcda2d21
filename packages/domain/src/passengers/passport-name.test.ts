import { describe, expect, it } from 'vitest';
import { isPassportName, passportName, ticketName } from './passport-name';

describe('passport names (ICAO Doc 9303 Part 3 transliteration)', () => {
  it.each([
    ['ş', 'S'],
    ['Ş', 'S'],
    ['ı', 'I'],
    ['I', 'I'],
    ['i', 'I'],
    ['İ', 'I'],
    ['ğ', 'G'],
    ['Ğ', 'G'],
    ['ü', 'U'],
    ['Ü', 'U'],
    ['ö', 'O'],
    ['Ö', 'O'],
    ['ç', 'C'],
    ['Ç', 'C'],
  ])('writes the Turkish letter %s as %s', (letter, latin) => {
    expect(passportName(letter)).toBe(latin);
  });

  it.each([
    ['é', 'E'],
    ['É', 'E'],
    ['à', 'A'],
    ['À', 'A'],
    ['ñ', 'N'],
    ['Ñ', 'N'],
    ['ß', 'SS'],
    ['ẞ', 'SS'],
    ['æ', 'AE'],
    ['Æ', 'AE'],
    ['ø', 'OE'],
    ['Ø', 'OE'],
    ['å', 'AA'],
    ['Å', 'AA'],
    ['ä', 'AE'],
    ['Ä', 'AE'],
    ['œ', 'OE'],
    ['þ', 'TH'],
    ['Þ', 'TH'],
    ['ĳ', 'IJ'],
    ['ł', 'L'],
    ['Ł', 'L'],
    ['đ', 'D'],
    ['ð', 'D'],
    ['ħ', 'H'],
    ['ŋ', 'N'],
    ['ŧ', 'T'],
    ['ő', 'O'],
    ['ș', 'S'],
    ['ž', 'Z'],
  ])('writes %s as Doc 9303 does: %s', (letter, latin) => {
    expect(passportName(letter)).toBe(latin);
  });

  it('writes whole names in upper case, whatever way they were typed', () => {
    expect(passportName('Ayşe')).toBe('AYSE');
    expect(passportName('AYŞE')).toBe('AYSE');
    expect(passportName('Yılmaz')).toBe('YILMAZ');
    expect(passportName('Çağrı Gümüşoğlu')).toBe('CAGRI GUMUSOGLU');
    expect(passportName('İSMAİL')).toBe('ISMAIL');
    expect(passportName('Straße')).toBe('STRASSE');
    expect(passportName('Ørsted')).toBe('OERSTED');
    expect(passportName('José Muñoz')).toBe('JOSE MUNOZ');
  });

  it('takes letters typed with separate accents, and İ lower-cased to i with a dot', () => {
    expect(passportName('S\u0327ule')).toBe('SULE');
    expect(passportName('İsmail'.toLowerCase())).toBe('ISMAIL');
  });

  it('keeps plain spellings as typed, so a passport reading MUELLER can be matched', () => {
    expect(passportName('Mueller')).toBe('MUELLER');
    expect(passportName('Müller')).toBe('MULLER');
  });

  it('collapses spaces and turns typographic apostrophes into the plain one', () => {
    expect(passportName('  Ayşe   Nur ')).toBe('AYSE NUR');
    expect(passportName('O’Brien')).toBe("O'BRIEN");
  });

  it('leaves other scripts as they are, for the Latin rule to refuse', () => {
    for (const name of ['علی', 'رضایی', 'محمد', 'Иван', 'Ελένη']) {
      expect(isPassportName(passportName(name))).toBe(false);
    }
    expect(passportName('علی')).toBe('علی');
  });

  it('lets no letter turn Latin by a change of case alone', () => {
    // 'ſ'.toUpperCase() is 'S' and 'ﬁ'.toUpperCase() is 'FI': neither is in Doc 9303's table.
    expect(isPassportName(passportName('ſara'))).toBe(false);
    expect(isPassportName(passportName('ﬁrat'))).toBe(false);
  });

  it('accepts names with spaces, hyphens and apostrophes between letters only', () => {
    expect(isPassportName('ANNE-MARIE')).toBe(true);
    expect(isPassportName("O'BRIEN")).toBe(true);
    expect(isPassportName('AYSE NUR')).toBe(true);
    expect(isPassportName('ALI2')).toBe(false);
    expect(isPassportName('-ALI')).toBe(false);
    expect(isPassportName('')).toBe(false);
  });

  it('gives the ticket line for what is typed so far, or nothing while a part cannot print', () => {
    expect(ticketName('Ayşe', 'Yılmaz')).toBe('AYSE YILMAZ');
    expect(ticketName('Ayşe', '')).toBe('AYSE');
    expect(ticketName('', '')).toBeNull();
    expect(ticketName('علی', 'Yılmaz')).toBeNull();
  });
});
