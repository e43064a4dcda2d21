import { and, asc, count, eq } from 'drizzle-orm';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { jobApplications, jobPositions } from '../../db/schema/careers';

export type PositionRow = typeof jobPositions.$inferSelect;

const order = [asc(jobPositions.position), asc(jobPositions.id)];

/** The brand's open positions in one language, in the operator's order. */
export async function openPositions(db: Database, tenant: TenantId, lang: Language) {
  return db
    .select({
      id: jobPositions.id,
      title: jobPositions.title,
      location: jobPositions.location,
      employment: jobPositions.employment,
      description: jobPositions.description,
    })
    .from(jobPositions)
    .where(
      and(
        eq(jobPositions.tenant, tenant),
        eq(jobPositions.lang, lang),
        eq(jobPositions.open, true),
      ),
    )
    .orderBy(...order);
}

/** Every position of the brand (of one language when given), open or closed, with its count. */
export async function positionsForEditing(db: Database, tenant: TenantId, lang?: Language) {
  const where = lang
    ? and(eq(jobPositions.tenant, tenant), eq(jobPositions.lang, lang))
    : eq(jobPositions.tenant, tenant);
  return db
    .select({
      id: jobPositions.id,
      lang: jobPositions.lang,
      title: jobPositions.title,
      location: jobPositions.location,
      employment: jobPositions.employment,
      description: jobPositions.description,
      open: jobPositions.open,
      position: jobPositions.position,
      updatedAt: jobPositions.updatedAt,
      applications: count(jobApplications.id),
    })
    .from(jobPositions)
    .leftJoin(jobApplications, eq(jobApplications.positionId, jobPositions.id))
    .where(where)
    .groupBy(jobPositions.id)
    .orderBy(asc(jobPositions.lang), ...order);
}

/** One of the brand's positions, open or not; locked until the transaction ends when asked. */
export async function positionOf(
  db: Database,
  tenant: TenantId,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PositionRow | null> {
  const query = db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.tenant, tenant), eq(jobPositions.id, id)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export type PositionWrite = Pick<
  PositionRow,
  | 'tenant'
  | 'lang'
  | 'title'
  | 'location'
  | 'employment'
  | 'description'
  | 'open'
  | 'position'
  | 'updatedAt'
>;

export async function insertPosition(tx: Database, values: PositionWrite): Promise<PositionRow> {
  const [row] = await tx.insert(jobPositions).values(values).returning();
  if (!row) throw new Error('a position insert returned no row');
  return row;
}

export async function updatePosition(
  tx: Database,
  id: number,
  values: PositionWrite,
): Promise<PositionRow> {
  const [row] = await tx
    .update(jobPositions)
    .set(values)
    .where(eq(jobPositions.id, id))
    .returning();
  if (!row) throw new Error('a position update returned no row');
  return row;
}
