import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import { optionalEmailField } from '../validation/contact';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { alpha2Of } from '../reference/country-codes';
import { normalizePhone } from '../validation/phone-number';
import { countryField } from './passenger-rules';

/** Digits as typed (any script), spaces and dashes dropped, '' when absent. */
const digitsText = (max: number, error: MessageKey, shape: RegExp) =>
  z
    .union([z.string(), z.number()], { error })
    .optional()
    .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).replace(/[\s-]/g, '')))
    .refine((v) => v.length <= max, { error })
    .refine((v) => v === '' || shape.test(v), { error });

/**
 * The profile form's fields beyond the booking form's (spec section 3, "Profile-form labels"):
 * birth country, passport issuing country, identity-certificate number, e-mail and phone; each
 * may be left empty.
 */
export const savedPassengerExtras = {
  birth_country: countryField,
  passport_country: countryField,
  certificate_number: digitsText(10, 'invalidCertificateNumber' satisfies MessageKey, /^\d+$/),
  email: optionalEmailField,
  /** As typed (digits in any script, spaces and dashes dropped); `passengerPhoneRule` reads it. */
  phone: digitsText(20, 'invalidPhone' satisfies MessageKey, /^\+?\d+$/),
};

/** What a passenger's phone is read by. */
export interface PhoneFacts {
  phone: string;
  /** Where the passenger lives, ISO alpha-3 ('' when not given). */
  country: string;
  nationality: string;
}

/**
 * The passenger's phone in E.164 ('' when none given): a number typed without its country code
 * is read in the numbering plan of the country the passenger lives in, else of their
 * nationality's; null when it is no number of a real plan.
 */
export function passengerPhone(p: PhoneFacts): string | null {
  if (p.phone === '') return '';
  const region = [p.country, p.nationality]
    .map(alpha2Of)
    .find((code): code is CountryCode => code !== undefined && isSupportedCountry(code));
  return normalizePhone(p.phone, region);
}

/** The phone's check, on the whole passenger (it needs their countries). */
export function passengerPhoneRule(p: PhoneFacts, ctx: z.RefinementCtx): void {
  if (passengerPhone(p) === null)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalidPhone' satisfies MessageKey });
}

/** The passenger with the phone as stored: E.164. */
export const withStoredPhone = <P extends PhoneFacts>(p: P): P => ({
  ...p,
  phone: passengerPhone(p) ?? p.phone,
});

export type SavedPassengerExtras = z.output<z.ZodObject<typeof savedPassengerExtras>>;
