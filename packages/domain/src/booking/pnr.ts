/**
 * Booking references. The random bytes are passed in (crypto in the server, fixed bytes in
 * tests), so the rules stay pure and testable.
 */

/** Letters and digits a person cannot confuse when reading a PNR aloud: no 0, O, 1, I or L. */
export const pnrAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const pnrLength = 6;
export const trackingCodeLength = 10;

/** Bytes `pnrFromBytes` needs. */
export const pnrBytes = pnrLength * 2;
/** Bytes `trackingCodeFromBytes` needs. */
export const trackingCodeBytes = 8;

/** A six-character PNR; two bytes per character keep the modulo bias negligible. */
export function pnrFromBytes(bytes: Uint8Array): string {
  if (bytes.length < pnrBytes) throw new RangeError(`a PNR needs ${pnrBytes} random bytes`);
  let pnr = '';
  for (let i = 0; i < pnrLength; i++) {
    const value = (bytes[2 * i] ?? 0) * 256 + (bytes[2 * i + 1] ?? 0);
    pnr += pnrAlphabet[value % pnrAlphabet.length];
  }
  return pnr;
}

/** A ten-digit tracking code that never starts with 0 (people drop leading zeros). */
export function trackingCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < trackingCodeBytes)
    throw new RangeError(`a tracking code needs ${trackingCodeBytes} random bytes`);
  let value = 0n;
  for (let i = 0; i < trackingCodeBytes; i++) value = value * 256n + BigInt(bytes[i] ?? 0);
  const span = 9n * 10n ** BigInt(trackingCodeLength - 1);
  return String(10n ** BigInt(trackingCodeLength - 1) + (value % span));
}

export function isPnr(text: string): boolean {
  return new RegExp(`^[${pnrAlphabet}]{${pnrLength}}$`).test(text);
}
