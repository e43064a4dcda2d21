import { z } from 'zod';
import { textField } from '../validation/fields';
import { pagingFields } from './paging';

// The operator's audit log (issue 19): who changed what content, when, and what it was before
// and after.

export const auditLogRequestSchema = z.object({
  /** Only changes of this kind of thing (`page`, `faq`, `post`, `comment`, …); '' for all. */
  entity: textField(40),
  /** Only changes of this one thing (with `entity`). */
  entityKey: textField(200),
  ...pagingFields,
});
export type AuditLogRequest = z.infer<typeof auditLogRequestSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The staff member's name, or their mobile when they gave no name; null for the system. */
  actor: z.string().nullable(),
  entity: z.string(),
  entityKey: z.string(),
  action: z.enum(['create', 'update', 'delete', 'moderate']),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({
  items: z.array(auditLogEntrySchema),
  total: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
