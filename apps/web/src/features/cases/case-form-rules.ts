import { caseFields, type CaseFormValues, type CaseKind } from '@parvaz/domain/cases/case-rules';
import {
  complaintRequestSchema,
  contactRequestSchema,
  safetyRequestSchema,
} from '@parvaz/domain/contracts/cases';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { NationalityCode } from '@parvaz/domain/tenants/tenants';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { isoOfInput, type DateInput } from '../../lib/dates/date-parts';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

// A case form's rules: the server's schema of its kind, read in the brand's country. The form
// loads this module with its first check (`lazyResolver`), so its page wakes without zod and the
// phone-number metadata.

/** A case form as typed: the day as its three selects hold it. */
export type CaseValues = Omit<CaseFormValues, 'date'> & { date: DateInput; captcha: string };

/** What the server reads of the form (the day as YYYY-MM-DD). */
export function caseOfValues(values: CaseValues): CaseFormValues {
  return { ...values, date: isoOfInput(values.date) };
}

function schemaOf(kind: CaseKind, nationality: NationalityCode) {
  const region = tenantPhoneRegion[nationality];
  if (kind === 'contact') return contactRequestSchema(region);
  if (kind === 'complaint') return complaintRequestSchema(region);
  return safetyRequestSchema(region);
}

/** The form's problems; the limits they name are written as the page writes numbers. */
export function caseProblems(
  kind: CaseKind,
  values: CaseValues,
  nationality: NationalityCode,
  language: Language,
): Record<string, IssueMessage> {
  const shown: readonly string[] = caseFields[kind];
  const found = schemaProblems(schemaOf(kind, nationality), values, {
    toInput: (v) => ({ ...caseOfValues(v), captcha: v.captcha, captchaId: 'form' }),
    fieldOf: (path) => (shown.includes(path) ? path : null),
  });
  const problems: Record<string, IssueMessage> = {};
  for (const [field, { key, params }] of Object.entries(found)) {
    const written = Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? toLocalDigits(String(value), language) : value,
    ]);
    problems[field] = { key, params: Object.fromEntries(written) };
  }
  if (values.captcha.trim() === '') problems.captcha = { key: 'captchaRequired', params: {} };
  return problems;
}

export const caseResolver = (kind: CaseKind, nationality: NationalityCode, language: Language) =>
  resolverOf<CaseValues>((values) => caseProblems(kind, values, nationality, language));
