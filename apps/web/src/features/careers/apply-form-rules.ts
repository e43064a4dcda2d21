import { careerLimits, looksLikeCv } from '@parvaz/domain/careers/career-rules';
import { applyJobSchema } from '@parvaz/domain/contracts/careers';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import type { CountryCode } from 'libphonenumber-js/mobile';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

/** The application form as typed. */
export interface ApplyForm {
  fullName: string;
  mobile: string;
  email: string;
  coverLetter: string;
  cv: File | null;
  captcha: string;
}

export const emptyApplyForm: ApplyForm = {
  fullName: '',
  mobile: '',
  email: '',
  coverLetter: '',
  cv: null,
  captcha: '',
};

export const applyFields = ['fullName', 'mobile', 'email', 'coverLetter', 'cv', 'captcha'] as const;

/**
 * The form's problems by the server's own rules (the domain's schema, read in the brand's
 * country), and the CV's: chosen, of a type the server takes, at most 5 MB (`maxText`, the limit
 * as the page writes it). The server reads the CV's bytes again.
 */
export function applyProblems(
  values: ApplyForm,
  region: CountryCode,
  maxText: string,
): Record<string, IssueMessage> {
  const problems = schemaProblems(applyJobSchema(region), values, {
    toInput: (v) => ({ ...v, positionId: 1, captchaId: 'form' }),
    fieldOf: (path) => ((applyFields as readonly string[]).includes(path) ? path : null),
  });
  const cv = values.cv;
  if (!cv) problems.cv = { key: 'cvRequired', params: {} };
  else if (!looksLikeCv(cv)) problems.cv = { key: 'cvTypeNotAllowed', params: {} };
  else if (cv.size > careerLimits.cvBytes)
    problems.cv = { key: 'fileTooLarge', params: { max: maxText } };
  if (values.captcha.trim() === '') problems.captcha = { key: 'captchaRequired', params: {} };
  return problems;
}

export const applyResolver = (region: CountryCode, maxText: string) =>
  resolverOf<ApplyForm>((values) => applyProblems(values, region, maxText));
