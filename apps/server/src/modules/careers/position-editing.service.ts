import type { AdminJobPosition, SaveJobPositionRequest } from '@parvaz/domain/contracts/careers';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { lockForSave, saveAudited } from '../audit/audit.api';
import {
  insertPosition,
  positionOf,
  positionsForEditing,
  updatePosition,
  type PositionRow,
} from './positions.repository';

// The operator's changes to the brand's open positions: each description sanitised, written
// with its audit record in one transaction, and shown to visitors at once.

const audited = (row: PositionRow) => ({
  lang: row.lang,
  title: row.title,
  location: row.location,
  employment: row.employment,
  description: row.description,
  open: row.open,
  position: row.position,
});

const notFound = () =>
  new AppError('NOT_FOUND', 'jobPositionNotFound', { fields: { id: 'jobPositionNotFound' } });

type Listed = Awaited<ReturnType<typeof positionsForEditing>>[number];

function asAdmin(row: Listed | (PositionRow & { applications: number })): AdminJobPosition {
  return {
    id: row.id,
    lang: row.lang as Language,
    title: row.title,
    location: row.location,
    employment: row.employment,
    description: row.description,
    open: row.open,
    position: row.position,
    applications: Number(row.applications),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The brand's positions (of one language when given), open and closed, as the console lists them. */
export async function positionsOfBrand(
  db: Database,
  tenant: TenantId,
  lang?: Language,
): Promise<AdminJobPosition[]> {
  return (await positionsForEditing(db, tenant, lang)).map(asAdmin);
}

/** Adds a position, or changes one of the brand's; answers it as stored. */
export async function saveJobPosition(
  db: Database,
  actor: { tenant: TenantId; actorId: number },
  input: SaveJobPositionRequest,
  now: Date,
): Promise<AdminJobPosition> {
  const values = {
    tenant: actor.tenant,
    lang: input.lang,
    title: input.title,
    location: input.location,
    employment: input.employment,
    description: sanitizeHtml(input.description),
    open: input.open,
    position: input.position,
    updatedAt: now,
  };
  const saved = await saveAudited(db, actor, {
    entity: 'jobPosition',
    entityKey: (after) => String(after.id),
    audited,
    read: (tx) =>
      lockForSave(input.id, (id) => positionOf(tx, actor.tenant, id, { lock: true }), notFound),
    write: (tx, before) =>
      before ? updatePosition(tx, before.id, values) : insertPosition(tx, values),
  });
  contentChanged();
  const [listed] = (await positionsForEditing(db, actor.tenant, input.lang)).filter(
    (row) => row.id === saved.id,
  );
  return asAdmin(listed ?? { ...saved, applications: 0 });
}
