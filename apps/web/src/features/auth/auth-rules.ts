import {
  forgetPasswordRequestSchema,
  loginRequestSchema,
  passwordProblem,
  registerRequestSchema,
  verifyRequestSchema,
} from '@parvaz/domain/contracts/auth';
import type { MessageKey } from '@parvaz/domain/messages';
import { isIranianNationalCode, isTcKimlik } from '@parvaz/domain/passengers/identity';
import { normalizeMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import type { z } from 'zod';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

// The sign-in pages' rules: the server's own schemas (contracts/auth) and the checks it runs
// beside them. The pages load this module with their first check (`lazyResolver`), so they wake
// without zod and the phone-number metadata.

/** The dialling region a tenant's visitors type local numbers in. */
export type PhoneRegion = (typeof tenantPhoneRegion)[keyof typeof tenantPhoneRegion];

/** A tenant's country, whose national codes and local mobiles the forms read. */
export type Nationality = keyof typeof tenantPhoneRegion;

type Problems = Record<string, IssueMessage>;

export interface LoginForm {
  username: string;
  password: string;
  captcha: string;
}

export interface SignupForm {
  mobile: string;
  nationalCode: string;
  password: string;
  confirmPassword: string;
  referrerCode: string;
  captcha: string;
}

/** The forgotten password's first step: the account's mobile. */
export interface MobileForm {
  mobile: string;
  captcha: string;
}

/** A step on the code sent by SMS; a reset asks for the new password beside it. */
export interface CodeForm {
  code: string;
  password: string;
  confirmPassword: string;
}

const problem = (key: MessageKey): IssueMessage => ({ key, params: {} });

/** The schema's problems on the form's own fields (what the form does not show is added, and its problems dropped). */
function contractProblems<V extends object>(
  schema: z.ZodType,
  values: V,
  extra: Record<string, unknown> = {},
): Problems {
  const fields = Object.keys(values);
  return schemaProblems(schema, values, {
    toInput: (v) => ({ ...extra, ...v }),
    fieldOf: (path) => (fields.includes(path) ? path : null),
  });
}

/** A national code of the tenant's country, checked by its check digits (PRODUCT.md decision 8). */
export function isNationalCode(code: string, nationality: string): boolean {
  if (nationality === 'IRN') return isIranianNationalCode(code);
  if (nationality === 'TUR') return isTcKimlik(code);
  return /^\d{5,11}$/.test(code);
}

/** A mobile that is not a mobile of the region (an empty one is the schema's to tell). */
function regionProblem(mobile: string, region: PhoneRegion): IssueMessage | null {
  return mobile.trim() === '' || normalizeMobile(mobile, region) ? null : problem('invalidMobile');
}

/** A new password's problems: too weak, or not typed the same twice. */
function newPasswordProblems(password: string, confirmPassword: string): Problems {
  const problems: Problems = {};
  const weak = passwordProblem(password);
  if (weak) problems.password = problem(weak);
  if (confirmPassword === '') problems.confirmPassword = problem('required');
  else if (confirmPassword !== password) problems.confirmPassword = problem('passwordConflict');
  return problems;
}

function captchaProblem(problems: Problems, captcha: string): void {
  if (captcha.trim() === '') problems.captcha ??= problem('required');
}

export function loginProblems(values: LoginForm, needsCaptcha: boolean): Problems {
  const problems = contractProblems(loginRequestSchema, values);
  if (needsCaptcha) captchaProblem(problems, values.captcha);
  return problems;
}

/** The sign-up form's problems before it goes to the server. */
export function signupProblems(
  values: SignupForm,
  region: PhoneRegion,
  nationality: string,
): Problems {
  const problems = contractProblems(registerRequestSchema, values);
  const mobile = regionProblem(values.mobile, region);
  if (mobile) problems.mobile ??= mobile;
  const code = values.nationalCode.trim();
  if (code !== '' && !isNationalCode(code, nationality))
    problems.nationalCode ??= problem('invalidNationalId');
  for (const [field, found] of Object.entries(
    newPasswordProblems(values.password, values.confirmPassword),
  ))
    problems[field] ??= found;
  captchaProblem(problems, values.captcha);
  return problems;
}

export function mobileProblems(values: MobileForm, region: PhoneRegion): Problems {
  const problems = contractProblems(forgetPasswordRequestSchema, values);
  const mobile = regionProblem(values.mobile, region);
  if (mobile) problems.mobile ??= mobile;
  captchaProblem(problems, values.captcha);
  return problems;
}

/** The code (six digits), and the new password when the step sets one. */
export function codeProblems(values: CodeForm, newPassword: boolean): Problems {
  const problems = contractProblems(verifyRequestSchema, { code: values.code }, { mobile: '-' });
  return newPassword
    ? { ...problems, ...newPasswordProblems(values.password, values.confirmPassword) }
    : problems;
}

export const loginResolver = resolverOf<LoginForm, { needsCaptcha: boolean }>((values, context) =>
  loginProblems(values, context?.needsCaptcha ?? false),
);

export const signupResolver = (nationality: Nationality) =>
  resolverOf<SignupForm>((values) =>
    signupProblems(values, tenantPhoneRegion[nationality], nationality),
  );

export const mobileResolver = (nationality: Nationality) =>
  resolverOf<MobileForm>((values) => mobileProblems(values, tenantPhoneRegion[nationality]));

export const codeResolver = (newPassword: boolean) =>
  resolverOf<CodeForm>((values) => codeProblems(values, newPassword));
