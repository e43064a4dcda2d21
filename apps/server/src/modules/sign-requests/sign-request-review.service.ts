import type { Readable } from 'node:stream';
import {
  isOpenForReview,
  statusAfter,
  type SignRequestStatus,
} from '@parvaz/domain/companies/sign-request-rules';
import type {
  ReviewSignRequest,
  SignRequestDetail,
  SignRequestList,
} from '@parvaz/domain/contracts/sign-requests';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { readStoredFile } from '../../platform/uploads';
import { recordChange } from '../audit/audit.api';
import { createPasswordlessAccount } from '../auth/auth.api';
import { ensureAirline, insertAgency } from '../flights/flights.api';
import { noticeDecision, type NoticeContext } from './sign-request-notices';
import {
  airlineClaimed,
  documentsOf,
  findById,
  findDocument,
  listRequests,
  lockAirlineCode,
  recordDecision,
  type SignRequestRow,
} from './sign-requests.repository';
import { inPurposeOrder } from './sign-requests.service';

/** Where the console reads a document: with the operator's session, never from the web root. */
export function documentUrl(id: string): string {
  return `/api/admin/signRequestFile/${id}`;
}

/** A document of one of the brand's requests with its bytes; null for any other id. */
export async function signRequestDocument(
  db: Database,
  uploadsDir: string,
  tenant: string,
  id: string,
): Promise<{ name: string; mediaType: string; data: Readable } | null> {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  const row = await findDocument(db, tenant, id);
  const data = row ? await readStoredFile(uploadsDir, row.id) : null;
  return row && data ? { name: row.name, mediaType: row.mediaType, data } : null;
}

/** `admin/getSignRequests`: the brand's requests, most recently changed first. */
export async function signRequestList(
  db: Database,
  tenant: string,
  input: { status?: SignRequestStatus | undefined; page: number; pageSize: number },
): Promise<SignRequestList> {
  const { rows, total } = await listRequests(db, {
    tenant,
    ...(input.status ? { status: input.status } : {}),
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'signRequestNotFound');

/** `admin/getSignRequest`: every detail, the documents to open, the review and what it made. */
export async function signRequestDetail(
  db: Database,
  tenant: string,
  id: number,
): Promise<SignRequestDetail> {
  const row = await findById(db, tenant, id);
  if (!row) throw notFound();
  const documents = await documentsOf(db, row.id);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    nameEn: row.nameEn,
    city: row.city,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fields: {
      kind: row.kind,
      name: row.name,
      nameEn: row.nameEn,
      ceoName: row.ceoName,
      agencyPhone: row.agencyPhone,
      contactPhone: row.contactPhone,
      email: row.email,
      nationalId: row.nationalId,
      economicCode: row.economicCode,
      licenceNo: row.licenceNo,
      city: row.city,
      address: row.address,
    },
    lang: row.lang,
    note: row.reviewerNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewer: row.reviewerName ?? row.reviewerMobile,
    documents: inPurposeOrder(documents).map((d) => ({ ...d, url: documentUrl(d.id) })),
    created: row.userId
      ? { agencyId: row.agencyId, airlineCode: row.airlineCode, userId: row.userId }
      : null,
  };
}

/**
 * The company's name in each language: its own name where the brand's language (or one written
 * in the same script) reads it, the English one elsewhere.
 */
function localizedName(tenant: TenantConfig, row: SignRequestRow): Record<Language, string> {
  const rightToLeft = tenant.locale === 'fa' || tenant.locale === 'ar';
  const own = (language: Language) =>
    language === tenant.locale || (rightToLeft && (language === 'fa' || language === 'ar'));
  const name = (language: Language) => (own(language) ? row.name : row.nameEn);
  return { fa: name('fa'), ar: name('ar'), en: name('en'), tr: name('tr') };
}

interface Created {
  agencyId: number | null;
  airlineCode: string | null;
  userId: number;
}

/**
 * What approving makes, in the review's transaction: the agency (or, for a service owner, the
 * airline of the code the reviewer gives, added when the platform has none by it) and its first
 * user, with the request's mobile and no password.
 */
async function approve(
  tx: Database,
  tenant: TenantConfig,
  row: SignRequestRow,
  airlineCode: string,
  now: Date,
): Promise<Created> {
  let agencyId: number | null = null;
  let airline: string | null = null;
  if (row.kind === 'agency') {
    agencyId = await insertAgency(tx, { name: localizedName(tenant, row), class: 'C' });
  } else {
    if (airlineCode === '')
      throw new AppError('VALIDATION', 'invalidAirlineCode', {
        fields: { airlineCode: 'invalidAirlineCode' },
      });
    await lockAirlineCode(tx, airlineCode);
    if (await airlineClaimed(tx, airlineCode)) throw new AppError('CONFLICT', 'airlineClaimed');
    await ensureAirline(tx, {
      code: airlineCode,
      name: localizedName(tenant, row),
      countryCode: tenantPhoneRegion[tenant.defaultNationality],
    });
    airline = airlineCode;
  }
  const userId = await createPasswordlessAccount(tx, {
    tenant: tenant.id,
    role: row.kind === 'agency' ? 'agency' : 'airline',
    mobile: row.contactPhone,
    nationalCode: row.nationalId,
    email: row.email,
    agencyId,
    now,
  });
  return { agencyId, airlineCode: airline, userId };
}

export interface Reviewer {
  id: number;
  tenant: TenantConfig;
}

/**
 * `admin/reviewSignRequest`: approve, ask for changes or decline a request no one has decided for
 * good, in one transaction with what approving makes, the audit record and the applicant's SMS
 * and e-mail.
 */
export async function reviewSignRequest(
  db: Database,
  notices: NoticeContext,
  reviewer: Reviewer,
  input: ReviewSignRequest,
  now: Date,
): Promise<{ id: number; status: SignRequestStatus; created: Created | null }> {
  return db.transaction(async (tx) => {
    const row = await findById(tx, reviewer.tenant.id, input.id, { lock: true });
    if (!row) throw notFound();
    if (!isOpenForReview(row.status)) throw new AppError('CONFLICT', 'signRequestDecided');
    const status = statusAfter[input.decision];
    const created =
      input.decision === 'approve'
        ? await approve(tx, reviewer.tenant, row, input.airlineCode, now)
        : null;
    const note = input.note === '' ? null : input.note;
    await recordDecision(tx, row.id, {
      status,
      note,
      reviewedBy: reviewer.id,
      ...(created ?? {}),
      now,
    });
    await recordChange(tx, {
      tenant: reviewer.tenant.id,
      actorId: reviewer.id,
      entity: 'signRequest',
      entityKey: row.reference,
      action: 'moderate',
      before: { status: row.status, note: row.reviewerNote },
      after: { status, note, ...(created ?? {}) },
    });
    await noticeDecision(tx, notices, row, input.decision, input.note);
    return { id: row.id, status, created };
  });
}
