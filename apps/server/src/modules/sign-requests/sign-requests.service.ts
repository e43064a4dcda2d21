import { randomBytes } from 'node:crypto';
import {
  documentMediaTypes,
  documentPurposes,
  signRequestLimits,
  type DocumentPurpose,
} from '@parvaz/domain/companies/sign-request-rules';
import {
  sendAgentFormSchema,
  type SignRequestLookup,
  type SignRequestSent,
  type SignRequestView,
  type StoredSignRequestFields,
} from '@parvaz/domain/contracts/sign-requests';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { normalizeMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { parseWithMessages } from '@parvaz/domain/validation/issue-message';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hitOrRefuse, type CallerLimit } from '../../platform/auth/rate-limit';
import type { Translate } from '../../platform/translator';
import {
  checkFiles,
  removeFiles,
  storeThen,
  type CheckedFile,
  type ReceivedFile,
} from '../../platform/uploads';
import { RequestValidationError } from '../../platform/validation';
import { checkMobileCode, sendMobileCode, useMobileCode, type CodeSent } from '../auth/auth.api';
import { noticeReceived } from './sign-request-notices';
import {
  documentsOf,
  findByReference,
  insertDocuments,
  insertRequest,
  removeDocuments,
  resubmit,
} from './sign-requests.repository';

export interface SignRequestDeps {
  db: Database;
  now: () => Date;
  uploadsDir: string;
  translatorFor: (language: Language) => Translate;
}

/** Who applies: the brand and language of the page, the client's address, the site's origin. */
export interface Applicant {
  tenant: TenantConfig;
  lang: Language;
  t: Translate;
  ip: string;
  origin: string;
}

const hourMs = 60 * 60 * 1000;
/** Per IP: sending a request is rare; a lookup is repeated now and then, never by the hundred. */
export const signRequestLimitsPerIp = {
  send: { max: 10, windowMs: hourMs },
  lookup: { max: 30, windowMs: 10 * 60 * 1000 },
} as const;

/** An address's limit on sending sign requests (checked again before the documents are read). */
export function signRequestAddressLimit(ip: string): CallerLimit {
  return {
    key: `sign-request:ip:${ip}`,
    rule: signRequestLimitsPerIp.send,
    message: 'tooManyRequests',
  };
}

function brandMobile(tenant: TenantConfig, text: string): string {
  const mobile = normalizeMobile(text, tenantPhoneRegion[tenant.defaultNationality]);
  if (!mobile)
    throw new AppError('VALIDATION', 'invalidMobile', { fields: { mobile: 'invalidMobile' } });
  return mobile;
}

/** `request/getAgentFormCode`: a code by SMS to the mobile the request will be sent with. */
export async function sendSignRequestCode(
  deps: SignRequestDeps,
  applicant: Applicant,
  input: { mobile: string },
): Promise<CodeSent> {
  const mobile = brandMobile(applicant.tenant, input.mobile);
  return sendMobileCode({ ...applicant, db: deps.db, now: deps.now() }, mobile, 'signRequest');
}

const documentRules = {
  allowed: documentMediaTypes,
  maxBytes: signRequestLimits.documentBytes,
  maxFiles: 1,
};

export type DocumentFiles = Record<DocumentPurpose, readonly ReceivedFile[]>;

interface CheckedDocument extends CheckedFile {
  purpose: DocumentPurpose;
}

/**
 * Each document's one file, its size and its type told by its bytes; a problem names the
 * document's field. A new request needs all three; a corrected one only those it replaces.
 */
function checkDocuments(files: DocumentFiles, allRequired: boolean): CheckedDocument[] {
  const checked: CheckedDocument[] = [];
  for (const purpose of documentPurposes) {
    const given = files[purpose];
    if (given.length === 0) {
      if (allRequired)
        throw new AppError('VALIDATION', 'documentRequired', {
          fields: { [purpose]: 'documentRequired' },
        });
      continue;
    }
    try {
      const [file] = checkFiles(given, documentRules);
      if (file) checked.push({ ...file, purpose });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const params = error.options.params ?? {};
      // Documents take fewer types than other uploads: the message names theirs.
      const key =
        error.messageKey === 'fileTypeNotAllowed' ? 'documentTypeNotAllowed' : error.messageKey;
      throw new AppError('VALIDATION', key, { params, fields: { [purpose]: { key, params } } });
    }
  }
  return checked;
}

/** Exactly the company's details of a form or a stored row, nothing else it carries. */
function detailsOf(source: StoredSignRequestFields): StoredSignRequestFields {
  return {
    kind: source.kind,
    name: source.name,
    nameEn: source.nameEn,
    ceoName: source.ceoName,
    agencyPhone: source.agencyPhone,
    contactPhone: source.contactPhone,
    email: source.email,
    nationalId: source.nationalId,
    economicCode: source.economicCode,
    licenceNo: source.licenceNo,
    city: source.city,
    address: source.address,
  };
}

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `SR` and eight letters or digits that cannot be mistaken for one another. */
function newReference(): string {
  return `SR${[...randomBytes(8)].map((b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`;
}

const notFound = () => new AppError('NOT_FOUND', 'signRequestNotFound');

/**
 * `request/sendAgentForm`: the details are read by the brand's country's rules, the documents by
 * their bytes, the code sent to the contact mobile is used up; a new request answers its
 * reference, and one that needs changes is sent again under the same reference.
 */
export async function submitSignRequest(
  deps: SignRequestDeps,
  applicant: Applicant,
  body: unknown,
  files: DocumentFiles,
): Promise<SignRequestSent> {
  const now = deps.now();
  await hitOrRefuse(deps.db, signRequestAddressLimit(applicant.ip), now);
  const parsed = parseWithMessages(sendAgentFormSchema(applicant.tenant.defaultNationality), body);
  if (!parsed.ok) throw new RequestValidationError(parsed.fields, parsed.first);
  const form = parsed.data;
  const tenant = applicant.tenant.id;
  const existing = form.reference ? await findByReference(deps.db, tenant, form.reference) : null;
  if (form.reference && (!existing || existing.contactPhone !== form.contactPhone))
    throw notFound();
  if (existing && existing.status !== 'NeedsChanges')
    throw new AppError('CONFLICT', 'signRequestNotEditable');
  const documents = checkDocuments(files, existing === null);
  const target = { tenant, mobile: form.contactPhone, purpose: 'signRequest' as const };
  const codeId = await checkMobileCode(deps.db, target, form.code, now);
  const fields = { ...detailsOf(form), lang: applicant.lang };
  const notices = {
    tenant: applicant.tenant,
    translatorFor: deps.translatorFor,
    origin: applicant.origin,
  };

  let replaced: string[] = [];
  const reference = await storeThen(deps.uploadsDir, documents, (stored) =>
    deps.db.transaction(async (tx) => {
      if (!(await useMobileCode(tx, codeId, now)))
        throw new AppError('VALIDATION', 'codeWrong', { fields: { code: 'codeWrong' } });
      // Stored in the order they were checked: each file is its document's.
      const rows = stored.flatMap((file, i) => {
        const purpose = documents[i]?.purpose;
        return purpose ? [{ ...file, purpose }] : [];
      });
      let requestId: number;
      let reference: string;
      if (existing) {
        const locked = await findByReference(tx, tenant, existing.reference, { lock: true });
        if (locked?.status !== 'NeedsChanges')
          throw new AppError('CONFLICT', 'signRequestNotEditable');
        requestId = locked.id;
        reference = locked.reference;
        await resubmit(tx, requestId, fields, now);
        replaced = await removeDocuments(
          tx,
          requestId,
          rows.map((row) => row.purpose),
        );
      } else {
        reference = newReference();
        requestId = await insertRequest(tx, { ...fields, tenant, reference, now });
      }
      await insertDocuments(tx, requestId, rows, now);
      await noticeReceived(tx, notices, { ...fields, reference });
      return reference;
    }),
  );
  // The replaced documents' files go once the rows that named them are gone for good.
  await removeFiles(deps.uploadsDir, replaced);
  return { reference, status: 'PendingVerification' };
}

/**
 * `request/getAgentForm`: the status and the reviewer's note of the request the pair names (the
 * same 404 whichever half is wrong); while it needs changes, its details to correct.
 */
export async function lookupSignRequest(
  deps: SignRequestDeps,
  applicant: Applicant,
  input: SignRequestLookup,
): Promise<SignRequestView> {
  const now = deps.now();
  await hitOrRefuse(
    deps.db,
    {
      key: `sign-lookup:ip:${applicant.ip}`,
      rule: signRequestLimitsPerIp.lookup,
      message: 'tooManyRequests',
    },
    now,
  );
  const mobile = normalizeMobile(
    input.mobile,
    tenantPhoneRegion[applicant.tenant.defaultNationality],
  );
  const row = await findByReference(deps.db, applicant.tenant.id, input.reference);
  if (!row || !mobile || row.contactPhone !== mobile) throw notFound();
  const documents = await documentsOf(deps.db, row.id);
  return {
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    status: row.status,
    note: row.reviewerNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fields: row.status === 'NeedsChanges' ? detailsOf(row) : null,
    documents: inPurposeOrder(documents).map((d) => ({
      purpose: d.purpose,
      name: d.name,
      size: d.size,
    })),
  };
}

/** A request's documents in the form's order (licence, national card, gazette). */
export function inPurposeOrder<T extends { purpose: string | null }>(
  documents: readonly T[],
): Array<T & { purpose: DocumentPurpose }> {
  return documentPurposes.flatMap((purpose) =>
    documents.flatMap((d) => (d.purpose === purpose ? [{ ...d, purpose }] : [])),
  );
}
