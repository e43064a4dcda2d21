import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change staff make to content and to what others wrote (pages, FAQ, posts, comments,
 * footer): who, when, what, and the thing before and after. Only ever appended to.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    tenant: text('tenant').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    /** What was changed: `page`, `faq`, `post`, `category`, `comment`, `footer`, … */
    entity: text('entity').notNull(),
    /** Which one, e.g. the page's `aboutUs/fa` or the post's id. */
    entityKey: text('entity_key').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'moderate'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_tenant_idx').on(t.tenant, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityKey),
    check('audit_log_action_check', sql`${t.action} in ('create','update','delete','moderate')`),
  ],
);
