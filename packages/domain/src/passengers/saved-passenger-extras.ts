import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import { optionalEmailField } from '../validation/contact';
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
  phone: digitsText(16, 'invalidPhone' satisfies MessageKey, /^\+?\d+$/).refine(
    (v) => v === '' || v.replace('+', '').length >= 7,
    { error: 'invalidPhone' satisfies MessageKey },
  ),
};

/** The profile form's own fields, as one schema (the profile dialog checks them with it). */
export const savedPassengerExtrasSchema = z.object(savedPassengerExtras);
export type SavedPassengerExtras = z.output<typeof savedPassengerExtrasSchema>;
