import { normalizeDigits } from '@parvaz/domain/format/digits';

/** The 6-digit code: Persian and Arabic digits are read as 0-9; anything else is dropped. */
export function toCodeDigits(typed: string): string {
  return normalizeDigits(typed).replace(/\D/g, '').slice(0, 6);
}
