// The audit module as other modules see it (decision 008): every change staff make to content and
// to what others wrote is recorded here, in the transaction that makes the change, so a change
// and its record are both kept or both lost.
//
//   await db.transaction(async (tx) => {
//     const before = await readPage(tx, key);
//     const after = await writePage(tx, key, input);
//     await recordChange(tx, { tenant, actorId, entity: 'page', entityKey: `${url}/${lang}`,
//       action: before ? 'update' : 'create', before, after });
//   });
export {
  insertAuditEntry as recordChange,
  type AuditAction,
  type AuditEntry,
} from './audit.repository';
