import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { people } from '../users/users.api';

export type AuditAction = (typeof auditLog.$inferInsert)['action'];

export interface AuditEntry {
  tenant: string;
  actorId: number | null;
  entity: string;
  entityKey: string;
  action: AuditAction;
  before: unknown;
  after: unknown;
}

export async function insertAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  tenant: string;
  entity?: string;
  entityKey?: string;
  offset: number;
  limit: number;
}

export async function auditEntries(db: Database, filter: AuditFilter) {
  const where: SQL | undefined = and(
    eq(auditLog.tenant, filter.tenant),
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityKey ? eq(auditLog.entityKey, filter.entityKey) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorName: people.name,
        actorMobile: people.mobile,
        entity: auditLog.entity,
        entityKey: auditLog.entityKey,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(people, eq(people.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
