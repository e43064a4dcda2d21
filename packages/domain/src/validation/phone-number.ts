import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { normalizeDigits } from '../format/digits';

/**
 * Any phone number of a real numbering plan, a landline as well as a mobile (an office's phone),
 * in E.164; null when it is not one. Local forms (`021 …`) are read in the country given. The
 * mobile-only rules stay in `contact.ts`, whose metadata is smaller.
 */
export function normalizePhone(text: string, defaultCountry?: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(
    normalizeDigits(text).replace(/[\s().-]/g, ''),
    defaultCountry,
  );
  return phone?.isValid() ? phone.number : null;
}
