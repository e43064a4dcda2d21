import { z } from 'zod';
import { normalizeDigits } from '../format/digits';
import { currencySchema } from './money';
import type { MessageKey } from '../messages';
import { roleSchema } from '../roles';
import { optionalEmailField } from '../validation/contact';

/** Form text with Persian and Arabic digits normalised, trimmed; '' when absent. */
const text = (max: number) =>
  z
    .union([z.string(), z.number()], { error: 'invalidValue' satisfies MessageKey })
    .optional()
    .transform((v) => (v === undefined ? '' : normalizeDigits(String(v)).trim()))
    .pipe(z.string().max(max, { error: 'tooLong' satisfies MessageKey }));

const required = (max: number) =>
  text(max).pipe(z.string().min(1, { error: 'required' satisfies MessageKey }));

/** Passwords are taken as typed (no trimming); the rules live in `passwordProblem`. */
const password = z
  .string({ error: 'required' satisfies MessageKey })
  .max(128, { error: 'tooLong' satisfies MessageKey });

/** At least 8 characters with a letter and a digit; null when the password is acceptable. */
export function passwordProblem(value: string): MessageKey | null {
  if (value.length === 0) return 'required';
  if (value.length < 8 || !/\p{L}/u.test(value) || !/\d/.test(normalizeDigits(value)))
    return 'passwordWeak';
  return null;
}

/** Six digits, Persian or Arabic digits accepted. */
export const otpCodeField = required(6).pipe(
  z.string().regex(/^\d{6}$/, { error: 'codeWrong' satisfies MessageKey }),
);

/** A captcha answer beside the fields of the form that asks for it. */
export const captchaFields = {
  captchaId: text(64),
  captcha: text(12),
};

export const createCaptchaResponseSchema = z.object({
  captchaId: z.string(),
  /** SVG markup. */
  image: z.string(),
  /** Only with DEV_TOOLS on: the text, so tests can answer. */
  devAnswer: z.string().optional(),
});

export const verifyCaptchaRequestSchema = z.object(captchaFields);
export const verifyCaptchaResponseSchema = z.object({ valid: z.boolean() });

/** `auth/register`: mobile checked against the tenant's region by the server. */
export const registerRequestSchema = z.object({
  mobile: required(32),
  nationalCode: required(11),
  password,
  referrerCode: text(16).transform((v) => v.toUpperCase()),
  ...captchaFields,
});

/** Where a code was sent and when another may be asked for. */
export const codeSentResponseSchema = z.object({
  mobile: z.string(),
  /** Seconds until "send again" is allowed. */
  resendInSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});

export const verifyRequestSchema = z.object({ mobile: required(32), code: otpCodeField });

/** `auth/resendCode`: a new code for a sign-up or a password reset, after the countdown. */
export const resendCodeRequestSchema = z.object({
  mobile: required(32),
  purpose: z.enum(['register', 'reset'], { error: 'invalidValue' satisfies MessageKey }),
});

export const loginRequestSchema = z.object({
  /** National code or mobile. */
  username: required(32),
  password: password.pipe(z.string().min(1, { error: 'required' satisfies MessageKey })),
  ...captchaFields,
});

/** `auth/forgetPassword`: `{ mobile }` sends a code; `{ mobile, code, password }` sets it. */
export const forgetPasswordRequestSchema = z.object({
  mobile: required(32),
  code: text(6),
  password: password.optional(),
  ...captchaFields,
});

export const changePasswordRequestSchema = z.object({
  oldPassword: password.pipe(z.string().min(1, { error: 'required' satisfies MessageKey })),
  password,
  confirmPassword: password,
});

export const creditSchema = z.object({ amount: z.number().int(), currency: currencySchema });

/** `user/getInfo` (API.md "Accounts"), also the `user` of a sign-in answer. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  nationalCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** The code this user gives to others. */
  referralCode: z.string(),
  avatar: z.string().nullable(),
  credit: creditSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What a sign-in answers in `data`; the token travels in the envelope's session fields. */
export const signedInResponseSchema = z.object({ user: userInfoSchema });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** A person's name as written on the profile: letters of any script, spaces, ' and -. */
const personName = text(60).pipe(
  z.string().regex(/^[\p{L}\p{M}' -]*$/u, { error: 'invalidValue' satisfies MessageKey }),
);

/** `user/updateProfile`: the names and e-mail of the profile form (mobile and code stay). */
export const updateProfileRequestSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: optionalEmailField,
});
