import type { CaseFormValues, CaseKind } from '@parvaz/domain/cases/case-rules';
import { apiCall, apiUpload } from '../../lib/api/api-client';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/cases');

/** Where each form is sent (API.md "Content"). */
const paths: Record<CaseKind, string> = {
  contact: 'request/createRequest',
  complaint: 'request/email/report/complaint',
  safety: 'request/email/report/safety',
};

/** What a form sends besides its fields: the captcha's answer and, for a report, its secrecy. */
export interface CaseExtras {
  captchaId: string;
  captcha: string;
  confidential: boolean;
}

/** A case form as multipart/form-data: its own fields, the captcha and up to three files. */
export function sendCase(
  kind: CaseKind,
  fields: readonly (keyof CaseFormValues)[],
  values: CaseFormValues,
  extras: CaseExtras,
  files: readonly File[],
) {
  const body = new FormData();
  for (const field of fields) body.append(field, values[field]);
  body.append('captchaId', extras.captchaId);
  body.append('captcha', extras.captcha);
  if (kind === 'safety') body.append('confidential', extras.confidential ? '1' : '0');
  for (const file of files) body.append('files', file);
  return apiUpload(paths[kind], body, {
    quiet: true,
    parse: parseLazily(() => contracts().then((c) => c.caseCreatedSchema)),
  });
}

/** `request/getCase`: a case by its reference and the mobile it was sent with. */
export function getCase(reference: string, mobile: string) {
  return apiCall(
    'request/getCase',
    { reference, mobile },
    { quiet: true, parse: parseLazily(() => contracts().then((c) => c.caseViewSchema)) },
  );
}
