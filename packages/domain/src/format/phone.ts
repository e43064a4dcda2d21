import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { isolateLtr } from './bidi';
import { normalizeDigits } from './digits';

/**
 * A stored phone number (E.164, `+989121234567`) as people read it: international form, grouped
 * by the country's plan (`+98 912 123 4567`). Western digits in every language: the number is
 * dialled, not read aloud. Text that is not an international number comes back as given.
 *
 * Shown inside right-to-left text the number must sit in a left-to-right isolate (`<bdi
 * dir="ltr">` on the web, `isolatedPhone` in plain text), or the bidi algorithm moves the plus
 * sign to the end and reverses the groups.
 */
export function formatPhoneInternational(stored: string): string {
  const text = normalizeDigits(stored).trim();
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  if (!international.startsWith('+')) return text;
  const phone = parsePhoneNumberFromString(international.replace(/[\s()-]/g, ''));
  return phone ? phone.formatInternational() : text;
}

/** The same, wrapped in a left-to-right isolate for plain text (a PDF line, an SMS). */
export function isolatedPhone(stored: string): string {
  return isolateLtr(formatPhoneInternational(stored));
}
