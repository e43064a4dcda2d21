// The audit module as other modules see it (decision 008): every change staff make to content and
// to what others wrote is recorded here, in the transaction that makes the change, so a change
// and its record are both kept or both lost.
//
// A save of one thing (create or update) reads it, writes it and records both in one go:
//
//   const saved = await saveAudited(db, { tenant, actorId }, { entity: 'faq',
//     entityKey: (row) => String(row.id), audited: (row) => ({ question: row.question }),
//     read: (tx) => lockItem(tx, id), write: (tx, before) => writeItem(tx, before?.id, input) });
//
// A save by an optional id reads its row with `lockForSave`: none for a new one, the row locked,
// or the not-found error of the caller's choosing.
//
// Other changes (a removal, a decision) record theirs with `recordChange` in their transaction.
export {
  insertAuditEntry as recordChange,
  type AuditAction,
  type AuditEntry,
} from './audit.repository';
export { lockForSave, saveAudited, type AuditedSave } from './audited-save';
