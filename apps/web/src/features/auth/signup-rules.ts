import { passwordProblem } from '@parvaz/domain/contracts/auth';
import type { MessageKey } from '@parvaz/domain/messages';
import { isIranianNationalCode, isTcKimlik } from '@parvaz/domain/passengers/identity';
import { normalizeMobile, type tenantPhoneRegion } from '@parvaz/domain/validation/contact';

/** The dialling region a tenant's visitors type local numbers in. */
export type PhoneRegion = (typeof tenantPhoneRegion)[keyof typeof tenantPhoneRegion];

export interface SignupForm {
  mobile: string;
  nationalCode: string;
  password: string;
  confirmPassword: string;
  referrerCode: string;
  captcha: string;
}

export const signupFields = [
  'mobile',
  'nationalCode',
  'password',
  'confirmPassword',
  'referrerCode',
  'captcha',
] as const;

/** A national code of the tenant's country, checked by its check digits (PRODUCT.md decision 8). */
export function isNationalCode(code: string, nationality: string): boolean {
  if (nationality === 'IRN') return isIranianNationalCode(code);
  if (nationality === 'TUR') return isTcKimlik(code);
  return /^\d{5,11}$/.test(code);
}

/** A mobile number's problem: missing, or not a mobile of the region. */
export function mobileProblem(mobile: string, region: PhoneRegion): MessageKey | null {
  if (mobile.trim() === '') return 'required';
  return normalizeMobile(mobile, region) ? null : 'invalidMobile';
}

/** A new password's problems: too weak, or not typed the same twice. */
export function newPasswordProblems(
  password: string,
  confirmPassword: string,
): Partial<Record<'password' | 'confirmPassword', MessageKey>> {
  const problems: Partial<Record<'password' | 'confirmPassword', MessageKey>> = {};
  const weak = passwordProblem(password);
  if (weak) problems.password = weak;
  if (confirmPassword === '') problems.confirmPassword = 'required';
  else if (confirmPassword !== password) problems.confirmPassword = 'passwordConflict';
  return problems;
}

/** The sign-up form's problems before it goes to the server, as message keys per field. */
export function signupProblems(
  form: SignupForm,
  region: PhoneRegion,
  nationality: string,
): Partial<Record<(typeof signupFields)[number], MessageKey>> {
  const problems: Partial<Record<(typeof signupFields)[number], MessageKey>> = {};
  const mobile = mobileProblem(form.mobile, region);
  if (mobile) problems.mobile = mobile;
  const code = form.nationalCode.trim();
  if (code === '') problems.nationalCode = 'required';
  else if (!isNationalCode(code, nationality)) problems.nationalCode = 'invalidNationalId';
  Object.assign(problems, newPasswordProblems(form.password, form.confirmPassword));
  if (form.captcha.trim() === '') problems.captcha = 'required';
  return problems;
}
