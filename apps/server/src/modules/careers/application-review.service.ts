import type { Readable } from 'node:stream';
import { careerLimits } from '@parvaz/domain/careers/career-rules';
import type {
  JobApplication,
  JobApplicationList,
  JobApplicationsRequest,
  SetJobApplicationStatus,
} from '@parvaz/domain/contracts/careers';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { readStoredFile } from '../../platform/uploads';
import { recordChange } from '../audit/audit.api';
import {
  applicationOf,
  applicationPage,
  cvOf,
  setStatus,
  statusForUpdate,
  type ApplicationRow,
} from './applications.repository';

// The operator's side of the applications: the list, one's status, and its CV.

const notFound = () =>
  new AppError('NOT_FOUND', 'jobApplicationNotFound', { fields: { id: 'jobApplicationNotFound' } });

function asListed(row: ApplicationRow): JobApplication {
  return {
    id: row.id,
    reference: row.reference,
    positionId: row.positionId,
    positionTitle: row.positionTitle,
    fullName: row.fullName,
    mobile: row.mobile,
    email: row.email,
    coverLetter: row.coverLetter,
    status: row.status,
    cv: { name: row.cvName, mediaType: row.cvMediaType, size: row.cvSize },
    reviewerName: row.reviewerName,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `admin/getJobApplications`: the brand's applications, newest first, a page at a time. */
export async function applicationList(
  db: Database,
  tenant: TenantId,
  input: JobApplicationsRequest,
): Promise<JobApplicationList> {
  const pageSize = Math.min(input.pageSize, careerLimits.pageSize);
  const { rows, total } = await applicationPage(
    db,
    tenant,
    { status: input.status, positionId: input.positionId },
    { offset: (input.page - 1) * pageSize, limit: pageSize },
  );
  return { items: rows.map(asListed), total, page: input.page, pageSize };
}

/** `admin/setJobApplicationStatus`: the operator's verdict, audited with what it was before. */
export async function setApplicationStatus(
  db: Database,
  actor: { tenant: TenantId; actorId: number },
  input: SetJobApplicationStatus,
  now: Date,
): Promise<JobApplication> {
  await db.transaction(async (tx) => {
    const before = await statusForUpdate(tx, actor.tenant, input.id);
    if (!before) throw notFound();
    await setStatus(tx, input.id, {
      status: input.status,
      reviewedBy: actor.actorId,
      reviewedAt: now,
    });
    await recordChange(tx, {
      tenant: actor.tenant,
      actorId: actor.actorId,
      entity: 'jobApplication',
      entityKey: String(input.id),
      action: 'update',
      before: { status: before.status },
      after: { status: input.status },
    });
  });
  const row = await applicationOf(db, actor.tenant, input.id);
  if (!row) throw notFound();
  return asListed(row);
}

/** An application's CV, for the brand's operator; null when the brand has no such application. */
export async function applicationCv(
  db: Database,
  uploadsDir: string,
  tenant: TenantId,
  id: number,
): Promise<{ name: string; mediaType: string; data: Readable } | null> {
  const row = await cvOf(db, tenant, id);
  const data = row ? await readStoredFile(uploadsDir, row.fileId) : null;
  return row && data ? { name: row.name, mediaType: row.mediaType, data } : null;
}
