import {
  documentPurposes,
  signRequestLimits,
  type DocumentPurpose,
  type SignRequestKind,
} from '@parvaz/domain/companies/sign-request-rules';
import {
  sendAgentFormSchema,
  type StoredSignRequestFields,
} from '@parvaz/domain/contracts/sign-requests';
import type { NationalityCode } from '@parvaz/domain/tenants/tenants';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

/** The sign request form as typed: the company's details, the code, and one file per document. */
export interface SignForm {
  kind: SignRequestKind;
  name: string;
  nameEn: string;
  ceoName: string;
  nationalId: string;
  economicCode: string;
  licenceNo: string;
  agencyPhone: string;
  city: string;
  address: string;
  email: string;
  contactPhone: string;
  code: string;
  licence: File | null;
  nationalCard: File | null;
  gazette: File | null;
}

export type TextField = Exclude<keyof SignForm, 'kind' | DocumentPurpose>;

export function emptySignForm(): SignForm {
  return {
    kind: 'agency',
    name: '',
    nameEn: '',
    ceoName: '',
    nationalId: '',
    economicCode: '',
    licenceNo: '',
    agencyPhone: '',
    city: '',
    address: '',
    email: '',
    contactPhone: '',
    code: '',
    licence: null,
    nationalCard: null,
    gazette: null,
  };
}

/** A request that needs changes, opened again with what was sent (the code is new). */
export function formOf(fields: StoredSignRequestFields): SignForm {
  return { ...emptySignForm(), ...fields };
}

/**
 * The steps, in order, and the fields each shows. The mobile is confirmed last, just before the
 * request is sent, so the code (good for two minutes) is not spent while documents are chosen.
 */
export const signSteps = [
  { id: 'kind', fields: ['kind'] },
  {
    id: 'company',
    fields: [
      'name',
      'nameEn',
      'ceoName',
      'nationalId',
      'economicCode',
      'licenceNo',
      'agencyPhone',
      'city',
      'address',
    ],
  },
  { id: 'documents', fields: [...documentPurposes] },
  { id: 'contact', fields: ['email', 'contactPhone', 'code'] },
  { id: 'review', fields: [] },
] as const satisfies ReadonlyArray<{ id: string; fields: ReadonlyArray<keyof SignForm> }>;

export type SignStepId = (typeof signSteps)[number]['id'];

/** The step that shows a field (the first, for a path the form has no field for). */
export function stepOf(field: string): number {
  const index = signSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? 0 : index;
}

/** The form field a server error names (`mobile` of the code's call is the contact mobile). */
export function formFieldOf(path: string): keyof SignForm | null {
  if (path === 'mobile') return 'contactPhone';
  const fields = Object.keys(emptySignForm()) as Array<keyof SignForm>;
  return fields.find((field) => field === path) ?? null;
}

/** What a document picker takes, told by the browser before the server reads the bytes. */
export const documentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

function isDocumentType(file: File): boolean {
  if (['application/pdf', 'image/jpeg', 'image/png'].includes(file.type)) return true;
  return file.type === '' && /\.(pdf|jpe?g|png)$/i.test(file.name);
}

/** What documents already sent hold: a corrected request keeps those it does not replace. */
export type DocumentsOnFile = Partial<Record<DocumentPurpose, { name: string; size: number }>>;

function documentProblems(form: SignForm, onFile: DocumentsOnFile): Record<string, IssueMessage> {
  const problems: Record<string, IssueMessage> = {};
  for (const purpose of documentPurposes) {
    const file = form[purpose];
    if (!file) {
      if (!onFile[purpose]) problems[purpose] = { key: 'documentRequired', params: {} };
    } else if (!isDocumentType(file)) {
      problems[purpose] = { key: 'documentTypeNotAllowed', params: {} };
    } else if (file.size > signRequestLimits.documentBytes) {
      problems[purpose] = { key: 'fileTooLarge', params: { max: '2 MB' } };
    }
  }
  return problems;
}

/**
 * The form's rules: the server's own schema for the brand's country (the same checks of the
 * company's numbers, phones and names), and the documents as the browser sees them.
 */
export function signResolver(country: NationalityCode, onFile: () => DocumentsOnFile) {
  const schema = sendAgentFormSchema(country);
  return resolverOf<SignForm>((form) => ({
    ...schemaProblems(schema, form, { toInput: (values) => ({ ...values, reference: '' }) }),
    ...documentProblems(form, onFile()),
  }));
}

/** The multipart body of `request/sendAgentForm`. */
export function signFormData(form: SignForm, reference: string | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value instanceof File) body.append(name, value, value.name);
    else if (typeof value === 'string') body.append(name, value);
  }
  if (reference) body.append('reference', reference);
  return body;
}
