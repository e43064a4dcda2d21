import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, ReviewStatus } from '@parvaz/domain/careers/career-rules';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { people } from '../users/users.api';
import { jobApplications, jobPositions } from '../../db/schema/careers';
import { insertUploadedFiles, uploadedFileFacts } from '../../platform/uploaded-files';

export interface NewApplication {
  tenant: TenantId;
  reference: string;
  positionId: number;
  fullName: string;
  mobile: string;
  email: string;
  coverLetter: string;
  cvFileId: string;
  createdAt: Date;
}

/** The CV's file row (kept by purpose `cv`, owned by no account) and the application. */
export async function insertApplication(
  tx: Database,
  cv: { id: string; name: string; mediaType: string; size: number },
  values: NewApplication,
): Promise<number> {
  await insertUploadedFiles(tx, [
    { ...cv, userId: null, purpose: 'cv', createdAt: values.createdAt },
  ]);
  const [row] = await tx
    .insert(jobApplications)
    .values(values)
    .returning({ id: jobApplications.id });
  if (!row) throw new Error('an application insert returned no row');
  return row.id;
}

const listColumns = {
  id: jobApplications.id,
  reference: jobApplications.reference,
  positionId: jobApplications.positionId,
  positionTitle: jobPositions.title,
  fullName: jobApplications.fullName,
  mobile: jobApplications.mobile,
  email: jobApplications.email,
  coverLetter: jobApplications.coverLetter,
  status: jobApplications.status,
  cvName: uploadedFileFacts.name,
  cvMediaType: uploadedFileFacts.mediaType,
  cvSize: uploadedFileFacts.size,
  reviewerName: people.name,
  reviewedAt: jobApplications.reviewedAt,
  createdAt: jobApplications.createdAt,
};

/** A page of the brand's applications, newest first, narrowed by status and position. */
export async function applicationPage(
  db: Database,
  tenant: TenantId,
  filter: { status?: ApplicationStatus | undefined; positionId?: number | undefined },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(jobApplications.tenant, tenant)];
  if (filter.status) conditions.push(eq(jobApplications.status, filter.status));
  if (filter.positionId) conditions.push(eq(jobApplications.positionId, filter.positionId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(jobApplications).where(where);
  const rows = await db
    .select(listColumns)
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .innerJoin(uploadedFileFacts, eq(uploadedFileFacts.id, jobApplications.cvFileId))
    .leftJoin(people, eq(people.id, jobApplications.reviewedBy))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

/** One of the brand's applications as the list shows it. */
export async function applicationOf(db: Database, tenant: TenantId, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .innerJoin(uploadedFileFacts, eq(uploadedFileFacts.id, jobApplications.cvFileId))
    .leftJoin(people, eq(people.id, jobApplications.reviewedBy))
    .where(and(eq(jobApplications.tenant, tenant), eq(jobApplications.id, id)));
  return row ?? null;
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof applicationOf>>>;

/** The status of one of the brand's applications, locked for its change. */
export async function statusForUpdate(tx: Database, tenant: TenantId, id: number) {
  const [row] = await tx
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(and(eq(jobApplications.tenant, tenant), eq(jobApplications.id, id)))
    .for('update');
  return row ?? null;
}

export async function setStatus(
  tx: Database,
  id: number,
  change: { status: ReviewStatus; reviewedBy: number; reviewedAt: Date },
): Promise<void> {
  await tx.update(jobApplications).set(change).where(eq(jobApplications.id, id));
}

/** The CV file of one of the brand's applications. */
export async function cvOf(db: Database, tenant: TenantId, id: number) {
  const [row] = await db
    .select({
      fileId: uploadedFileFacts.id,
      name: uploadedFileFacts.name,
      mediaType: uploadedFileFacts.mediaType,
    })
    .from(jobApplications)
    .innerJoin(uploadedFileFacts, eq(uploadedFileFacts.id, jobApplications.cvFileId))
    .where(and(eq(jobApplications.tenant, tenant), eq(jobApplications.id, id)));
  return row ?? null;
}
