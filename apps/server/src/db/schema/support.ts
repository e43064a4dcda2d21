import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Cases answered at the supporter desk: a signed-in customer's support request (profile →
 * support), or a visitor's contact message, complaint or safety report from the site's forms,
 * which has a reference and the sender's contact instead of an account (issue 19). A
 * confidential safety report is read only by staff named for safety reports.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind', { enum: ['support', 'contact', 'complaint', 'safety'] })
      .notNull()
      .default('support'),
    /** What a visitor looks their case up by, with their mobile. */
    reference: text('reference'),
    fullName: text('full_name'),
    /** E.164. */
    mobile: text('mobile'),
    email: text('email'),
    confidential: boolean('confidential').notNull().default(false),
    /** What the form asked besides the text: a booking's tracking code, a flight and its date. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    title: text('title').notNull(),
    /** The language the customer wrote in: answers are announced to them in it. */
    lang: text('lang'),
    status: text('status', { enum: ['Open', 'Progress', 'Close'] })
      .notNull()
      .default('Open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId),
    uniqueIndex('support_requests_reference_uq').on(t.reference),
    index('support_requests_desk_idx').on(t.tenant, t.kind, t.status),
    check('support_requests_status_check', sql`${t.status} in ('Open','Progress','Close')`),
    check(
      'support_requests_kind_check',
      sql`${t.kind} in ('support','contact','complaint','safety')`,
    ),
    // A customer's request has its account; a visitor's case its reference and mobile.
    check(
      'support_requests_sender_check',
      sql`(${t.kind} = 'support' and ${t.userId} is not null) or (${t.kind} <> 'support' and ${t.reference} is not null and ${t.mobile} is not null)`,
    ),
    check(
      'support_requests_confidential_check',
      sql`not ${t.confidential} or ${t.kind} = 'safety'`,
    ),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** Null for a visitor's own message on a case from the site's forms. */
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id),
    authorType: text('author_type', { enum: ['Customer', 'Supporter'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_request_idx').on(t.requestId),
    check(
      'support_messages_author_check',
      sql`${t.authorType} = 'Customer' or ${t.authorId} is not null`,
    ),
  ],
);
