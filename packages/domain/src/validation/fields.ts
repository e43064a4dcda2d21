import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import type { MessageKey } from '../messages';

/**
 * A whole number ≥ 0 from a JSON number or a form string (Persian and Arabic digits accepted).
 * A missing or empty value takes `fallback`, or is required when there is none; text that is not
 * digits gets "Please enter only the number."
 */
export function integerField(options: { fallback?: number; overflow?: MessageKey } = {}) {
  return z
    .union([z.number(), z.string()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((value, ctx) => {
      const missing = (): number => {
        if (options.fallback !== undefined) return options.fallback;
        ctx.addIssue({ code: 'custom', message: 'required' satisfies MessageKey });
        return z.NEVER;
      };
      if (value === undefined) return missing();
      if (typeof value === 'number') {
        if (Number.isSafeInteger(value) && value >= 0) return value;
        ctx.addIssue({ code: 'custom', message: 'invalidValue' satisfies MessageKey });
        return z.NEVER;
      }
      const text = normalizeDigits(value.trim());
      if (text === '') return missing();
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'digitsOnly' satisfies MessageKey });
        return z.NEVER;
      }
      const number = Number(text);
      if (!Number.isSafeInteger(number)) {
        ctx.addIssue({ code: 'custom', message: options.overflow ?? 'invalidValue' });
        return z.NEVER;
      }
      return number;
    });
}

/**
 * Text as typed, digits normalised and trimmed; '' when absent. Too long a text gets the generic
 * `tooLong`, which names the limit (a key given here would leave its `{{max}}` unfilled).
 */
export const textField = (max = 200) =>
  z
    .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).trim()))
    .pipe(z.string().max(max));

/**
 * Words as the writer wrote them (a page's title, a post's summary, an answer): trimmed only. Its
 * digits are kept in the script they were written in, so text saved back untouched stays exactly
 * as it was ("۱۳۸۸" stays "۱۳۸۸"); codes and numbers that are read take `textField` instead.
 */
export const proseField = (max = 200) =>
  z
    .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max));

/** Words that must be given, as `proseField` reads them. */
export const requiredProseField = (max = 200) =>
  proseField(max).pipe(z.string().min(1, { error: 'required' satisfies MessageKey }));

/** Text that must be given, as `textField` reads it. */
export const requiredTextField = (max = 200) =>
  textField(max).pipe(z.string().min(1, { error: 'required' satisfies MessageKey }));

/**
 * A yes/no: a JSON boolean, or the exact strings a form sends — `true`/`false`, `1`/`0` (the
 * site's own form) and `on` (a checked checkbox); absent is no. Anything else (`TRUE`, `yes`,
 * `2`, '') is refused with "Please answer yes or no." rather than read as no.
 */
export const flagField = z
  .union([z.boolean(), z.string()], { error: 'chooseYesOrNo' satisfies MessageKey })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === false || v === 'false' || v === '0') return false;
    if (v === true || v === 'true' || v === '1' || v === 'on') return true;
    ctx.addIssue({ code: 'custom', message: 'chooseYesOrNo' satisfies MessageKey });
    return z.NEVER;
  });

/**
 * A yes/no as the booking form sends it ('1', 'true', 'on', 1) or as JSON sends it: anything else
 * of those types (`0`, 'false', absent) is no, another type "invalid value" (`flagField` is the
 * stricter yes/no of newer forms).
 */
export function bookingFlagField() {
  return z
    .union(
      [
        z.boolean(),
        z.literal('1'),
        z.literal('0'),
        z.literal('true'),
        z.literal('false'),
        z.literal('on'),
        z.literal(1),
        z.literal(0),
      ],
      {
        error: 'invalidValue' satisfies MessageKey,
      },
    )
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true' || v === 'on' || v === 1);
}
