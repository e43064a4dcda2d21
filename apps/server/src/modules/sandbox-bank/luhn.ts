/** The Luhn (mod 10) check that every payment card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that makes `partial` followed by it Luhn-valid. */
export function luhnCheckDigit(partial: string): number {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${partial}${d}`)) return d;
  throw new RangeError('not a digit string');
}
