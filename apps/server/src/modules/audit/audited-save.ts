import type { Database } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

/** A save of one thing a brand's staff edit, and what its audit record says of it. */
export interface AuditedSave<Row, Saved extends Row> {
  /** What the log calls the thing: 'faq', 'post', 'home', … */
  entity: string;
  /** Its key in the log: given (a language), or read off the row as written (its id). */
  entityKey: string | ((saved: Row) => string);
  /** What the log keeps of a row: what the staff edit; null for nothing worth keeping. */
  audited: (row: Row) => unknown;
  /** The thing as it stands, locked for the write; none when it is new. May refuse the save. */
  read: (tx: Database) => Promise<Row | null | undefined>;
  /** Writes it (a new one when `before` is undefined) and answers it as stored. */
  write: (tx: Database, before: Row | undefined) => Promise<Saved>;
}

/**
 * Reads the thing, writes it and records the change `actor` made (before and after) in one
 * transaction, so the change and its record are both kept or both lost; answers the thing as
 * written.
 */
export async function saveAudited<Row, Saved extends Row>(
  db: Database,
  actor: { tenant: string; actorId: number | null },
  save: AuditedSave<Row, Saved>,
): Promise<Saved> {
  return db.transaction(async (tx) => {
    const before = (await save.read(tx)) ?? undefined;
    const after = await save.write(tx, before);
    await insertAuditEntry(tx, {
      tenant: actor.tenant,
      actorId: actor.actorId,
      entity: save.entity,
      entityKey: typeof save.entityKey === 'string' ? save.entityKey : save.entityKey(after),
      action: before ? 'update' : 'create',
      before: before ? save.audited(before) : null,
      after: save.audited(after),
    });
    return after;
  });
}

/**
 * The row a save by id changes, locked by `lock`: none when there is no id (the save adds one),
 * refused with `notFound()` when the id names none (of the brand's: `lock` filters by it).
 */
export async function lockForSave<Row>(
  id: number | undefined,
  lock: (id: number) => Promise<Row | null | undefined>,
  notFound: () => Error,
): Promise<Row | undefined> {
  if (!id) return undefined;
  const row = await lock(id);
  if (!row) throw notFound();
  return row;
}
