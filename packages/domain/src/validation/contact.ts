import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import { tenantPhoneRegion } from '../tenants/phone-region';

/**
 * A mobile number in E.164 (`+989121234567`), or null when it is not a mobile number of a real
 * numbering plan. Local forms (`0912…`) are read in the country given.
 */
/** A region whose mobile numbers can be read (the metadata has its dialling code). */
export function isPhoneRegion(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

export function normalizeMobile(text: string, defaultCountry: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(
    normalizeDigits(text).replace(/[\s()-]/g, ''),
    defaultCountry,
  );
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return phone.number;
}

/**
 * A stored mobile (E.164) as a contact form shows it: the number's region and its national
 * form (`IR`, `0912 345 6710`); null when it does not read as a number.
 */
export function contactOfMobile(e164: string): { country: CountryCode; mobile: string } | null {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone?.country) return null;
  return { country: phone.country, mobile: phone.formatNational() };
}

/**
 * Whether a typed mobile is a stored one (E.164): read as local in the brand's region or in the
 * stored number's own country, so a traveller may type it either way.
 */
export function isSameMobile(stored: string, typed: string, brandRegion: CountryCode): boolean {
  const regions = new Set<CountryCode>([brandRegion]);
  const own = contactOfMobile(stored)?.country;
  if (own) regions.add(own);
  for (const region of regions) {
    try {
      if (normalizeMobile(typed, region) === stored) return true;
    } catch {
      // A region the phone library does not know: not this one.
    }
  }
  return false;
}

export function mobileField(defaultCountry: CountryCode) {
  return z
    .string({ error: 'required' satisfies MessageKey })
    .trim()
    .min(1, { error: 'required' satisfies MessageKey })
    .max(32, { error: 'invalidMobile' satisfies MessageKey })
    .transform((text, ctx) => {
      const mobile = normalizeMobile(text, defaultCountry);
      if (mobile) return mobile;
      ctx.addIssue({ code: 'custom', message: 'invalidMobile' satisfies MessageKey });
      return z.NEVER;
    });
}

export const emailField = z
  .string({ error: 'required' satisfies MessageKey })
  .trim()
  .max(254, { error: 'invalidEmail' satisfies MessageKey })
  .pipe(z.email({ error: 'invalidEmail' satisfies MessageKey }))
  .transform((email) => email.toLowerCase());

/** An e-mail a form may leave empty: '' when absent, else checked like `emailField`. */
export const optionalEmailField = z
  .string({ error: 'invalidEmail' satisfies MessageKey })
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return '';
    const email = emailField.safeParse(text);
    if (email.success) return email.data;
    ctx.addIssue({ code: 'custom', message: 'invalidEmail' satisfies MessageKey });
    return z.NEVER;
  });

// The tenants' regions are real dialling regions of the phone-number metadata.
tenantPhoneRegion satisfies Record<string, CountryCode>;
