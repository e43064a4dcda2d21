/**
 * 13-digit airline ticket numbers: the airline's 3-digit accounting code, a 9-digit serial and a
 * check digit. The check digit is the IATA convention for document numbers: the first 12 digits
 * read as one number, modulo 7.
 */

const accountingCodePattern = /^\d{3}$/;
const ticketNumberPattern = /^\d{13}$/;
export const ticketSerialLimit = 1_000_000_000;

/** The check digit (0–6) of the first 12 digits of a ticket number. */
export function ticketCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('a ticket number starts with 12 digits');
  // 12 digits exceed 2^53 only above 9,007,199,254,740,991, which 12 digits never reach.
  return Number(first12) % 7;
}

/** A ticket number from an accounting code and a serial below 10^9. */
export function buildTicketNumber(accountingCode: string, serial: number): string {
  if (!accountingCodePattern.test(accountingCode))
    throw new RangeError('an accounting code is 3 digits');
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= ticketSerialLimit)
    throw new RangeError('a ticket serial is 0 to 999,999,999');
  const first12 = `${accountingCode}${String(serial).padStart(9, '0')}`;
  return `${first12}${ticketCheckDigit(first12)}`;
}

/** Whether a text is 13 digits whose last is the check digit of the rest. */
export function isValidTicketNumber(text: string): boolean {
  if (!ticketNumberPattern.test(text)) return false;
  return ticketCheckDigit(text.slice(0, 12)) === Number(text.slice(12));
}

/** The airline accounting code a ticket number starts with. */
export function accountingCodeOf(ticketNumber: string): string {
  return ticketNumber.slice(0, 3);
}
