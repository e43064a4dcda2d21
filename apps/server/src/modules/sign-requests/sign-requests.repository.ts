import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { StoredSignRequestFields } from '@parvaz/domain/contracts/sign-requests';
import type {
  DocumentPurpose,
  SignRequestStatus,
} from '@parvaz/domain/companies/sign-request-rules';
import type { Database } from '../../db/client';
import {
  deleteSignRequestFiles,
  insertUploadedFiles,
  uploadedFileFacts,
} from '../../platform/uploaded-files';
import { people } from '../users/users.api';
import { signRequests } from '../../db/schema/sign-requests';

const fieldColumns = {
  kind: signRequests.kind,
  name: signRequests.name,
  nameEn: signRequests.nameEn,
  ceoName: signRequests.ceoName,
  agencyPhone: signRequests.agencyPhone,
  contactPhone: signRequests.contactPhone,
  email: signRequests.email,
  nationalId: signRequests.nationalId,
  economicCode: signRequests.economicCode,
  licenceNo: signRequests.licenceNo,
  city: signRequests.city,
  address: signRequests.address,
};

const requestColumns = {
  id: signRequests.id,
  tenant: signRequests.tenant,
  reference: signRequests.reference,
  ...fieldColumns,
  lang: signRequests.lang,
  status: signRequests.status,
  reviewerNote: signRequests.reviewerNote,
  reviewedAt: signRequests.reviewedAt,
  agencyId: signRequests.agencyId,
  airlineCode: signRequests.airlineCode,
  userId: signRequests.userId,
  createdAt: signRequests.createdAt,
  updatedAt: signRequests.updatedAt,
};

export type SignRequestRow = NonNullable<Awaited<ReturnType<typeof findByReference>>>;

export async function insertRequest(
  db: Database,
  values: StoredSignRequestFields & { tenant: string; reference: string; lang: string; now: Date },
): Promise<number> {
  const { now, ...request } = values;
  const [row] = await db
    .insert(signRequests)
    .values({ ...request, createdAt: now, updatedAt: now })
    .returning({ id: signRequests.id });
  if (!row) throw new Error('sign request not inserted');
  return row.id;
}

/** The brand's request by its reference, locked until the transaction ends when asked. */
export async function findByReference(
  db: Database,
  tenant: string,
  reference: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(requestColumns)
    .from(signRequests)
    .where(and(eq(signRequests.tenant, tenant), eq(signRequests.reference, reference)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function findById(
  db: Database,
  tenant: string,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      ...requestColumns,
      reviewerName: people.name,
      reviewerMobile: people.mobile,
    })
    .from(signRequests)
    .leftJoin(people, eq(people.id, signRequests.reviewedBy))
    .where(and(eq(signRequests.tenant, tenant), eq(signRequests.id, id)));
  const [row] = await (options.lock ? query.for('update', { of: signRequests }) : query);
  return row ?? null;
}

/** A request that needs changes, sent again: its details replaced, its review pending again. */
export async function resubmit(
  db: Database,
  id: number,
  fields: StoredSignRequestFields & { lang: string },
  now: Date,
): Promise<void> {
  await db
    .update(signRequests)
    .set({ ...fields, status: 'PendingVerification', updatedAt: now })
    .where(and(eq(signRequests.id, id), eq(signRequests.status, 'NeedsChanges')));
}

export interface Decision {
  status: SignRequestStatus;
  note: string | null;
  reviewedBy: number;
  agencyId?: number | null;
  airlineCode?: string | null;
  userId?: number | null;
  now: Date;
}

export async function recordDecision(db: Database, id: number, decision: Decision) {
  const { now, note, ...values } = decision;
  await db
    .update(signRequests)
    .set({ ...values, reviewerNote: note, reviewedAt: now, updatedAt: now })
    .where(eq(signRequests.id, id));
}

/** Whether an approved request of any brand already manages the airline. */
export async function airlineClaimed(db: Database, airlineCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signRequests.id })
    .from(signRequests)
    .where(
      and(
        eq(signRequests.airlineCode, airlineCode),
        eq(signRequests.status, 'Approved'),
        isNotNull(signRequests.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listRequests(
  db: Database,
  filter: { tenant: string; status?: SignRequestStatus; offset: number; limit: number },
) {
  const where: SQL | undefined = and(
    eq(signRequests.tenant, filter.tenant),
    filter.status ? eq(signRequests.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: signRequests.id,
        reference: signRequests.reference,
        kind: signRequests.kind,
        name: signRequests.name,
        nameEn: signRequests.nameEn,
        city: signRequests.city,
        status: signRequests.status,
        createdAt: signRequests.createdAt,
        updatedAt: signRequests.updatedAt,
      })
      .from(signRequests)
      .where(where)
      .orderBy(desc(signRequests.updatedAt), desc(signRequests.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(signRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// Documents: uploaded files that name the request, with what each is for.

export async function documentsOf(db: Database, requestId: number) {
  return db
    .select({
      id: uploadedFileFacts.id,
      purpose: uploadedFileFacts.purpose,
      name: uploadedFileFacts.name,
      mediaType: uploadedFileFacts.mediaType,
      size: uploadedFileFacts.size,
    })
    .from(uploadedFileFacts)
    .where(eq(uploadedFileFacts.signRequestId, requestId))
    .orderBy(uploadedFileFacts.createdAt, uploadedFileFacts.id);
}

export async function insertDocuments(
  db: Database,
  requestId: number,
  documents: ReadonlyArray<{
    id: string;
    purpose: DocumentPurpose;
    name: string;
    mediaType: string;
    size: number;
  }>,
  now: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await insertUploadedFiles(
    db,
    documents.map((d) => ({ ...d, userId: null, signRequestId: requestId, createdAt: now })),
  );
}

/** Takes the request's documents of these purposes away; answers their ids (their files go next). */
export async function removeDocuments(
  db: Database,
  requestId: number,
  purposes: readonly DocumentPurpose[],
): Promise<string[]> {
  return deleteSignRequestFiles(db, requestId, purposes);
}

/** A document of one of the brand's requests, by its id. */
export async function findDocument(db: Database, tenant: string, id: string) {
  const [row] = await db
    .select({
      id: uploadedFileFacts.id,
      name: uploadedFileFacts.name,
      mediaType: uploadedFileFacts.mediaType,
    })
    .from(uploadedFileFacts)
    .innerJoin(signRequests, eq(signRequests.id, uploadedFileFacts.signRequestId))
    .where(and(eq(uploadedFileFacts.id, id), eq(signRequests.tenant, tenant)));
  return row ?? null;
}

/** Until the transaction ends, no other approval takes the same airline. */
export async function lockAirlineCode(db: Database, airlineCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-airline:${airlineCode}`}))`);
}
