/**
 * Identity numbers of the booking form (PRODUCT.md decision 8): Iranian national codes and
 * Turkish TC Kimlik numbers carry check digits; passports are checked for shape only.
 */

/** The check digit that completes nine digits into an Iranian national code (mod 11). */
export function iranianCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nineDigits[i] ?? 0) * (10 - i);
  const remainder = sum % 11;
  return remainder < 2 ? remainder : 11 - remainder;
}

/** Iranian national code: 10 digits, the last a mod-11 check digit over the first nine. */
export function isIranianNationalCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  return Number(code[9]) === iranianCheckDigit(code.slice(0, 9));
}

/** The two check digits that complete nine digits into a TC Kimlik number. */
export function tcKimlikCheckDigits(nineDigits: string): string {
  const at = (i: number) => Number(nineDigits[i] ?? 0);
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  let sum = tenth;
  for (let i = 0; i < 9; i++) sum += at(i);
  return `${tenth}${sum % 10}`;
}

/** Turkish TC Kimlik number: 11 digits, no leading zero, two check digits. */
export function isTcKimlik(code: string): boolean {
  if (!/^[1-9]\d{10}$/.test(code)) return false;
  return code.slice(9) === tcKimlikCheckDigits(code.slice(0, 9));
}

/** A passport number: 6 to 12 Latin letters and digits, at least one digit (ICAO 9303 field). */
export function isPassportNumber(text: string): boolean {
  return /^[A-Z0-9]{6,12}$/.test(text) && /\d/.test(text);
}

/** Which national number a nationality carries, if we can check it. */
export function nationalIdKind(nationality: string): 'IRN' | 'TUR' | null {
  return nationality === 'IRN' || nationality === 'TUR' ? nationality : null;
}
