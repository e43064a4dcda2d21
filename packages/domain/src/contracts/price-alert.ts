import type { CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';
import { emailField, mobileField } from '../validation/contact';
import { integerField } from '../validation/fields';
import { searchProblems } from '../flights/search-rules';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = z
  .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
  .optional()
  .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).trim()));

/**
 * `request/informMe`: a price alert on a route and date, sent to a mobile or an e-mail. Local
 * mobile numbers are read in `region` (the tenant's country); without one the number is only
 * checked for shape, for a first pass before the tenant is known.
 */
export function priceAlertRequestSchema(
  region: CountryCode | undefined,
  now: () => Date = () => new Date(),
) {
  const mobile = region
    ? mobileField(region)
    : z
        .string()
        .trim()
        .max(32, { error: 'invalidMobile' satisfies MessageKey });
  return z
    .object({
      mobile: z.preprocess(blankToUndefined, mobile.optional()),
      email: z.preprocess(blankToUndefined, emailField.optional()),
      origin: text.transform((v) => v.toUpperCase()),
      destination: text.transform((v) => v.toUpperCase()),
      departureDate: text,
      targetPrice: z.preprocess(blankToUndefined, integerField().optional()),
    })
    .superRefine((input, ctx) => {
      if (!input.mobile && !input.email) {
        ctx.addIssue({
          code: 'custom',
          message: 'contactRequired' satisfies MessageKey,
          path: ['mobile'],
        });
      }
      const problems = searchProblems({ ...input, returnDate: '', roundTrip: false }, now());
      for (const issue of problems)
        ctx.addIssue({ code: 'custom', message: issue.key, path: [issue.path] });
    });
}

export const priceAlertResponseSchema = z.object({ id: z.number().int() });
