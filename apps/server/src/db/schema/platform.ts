import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { signRequests } from './sign-requests';
import { supportMessages } from './support';
import { users } from './users';

/** Signed-in sessions; a token is only valid while its row is unexpired and not revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the random token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Captchas asked after failed logins and on public forms; answered once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Counters of attempts per key (an IP, an account, a mobile) and window, shared by every server
 * process through the database.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_counters_key_window_uq').on(t.key, t.windowStart)],
);

/** Files uploaded with support messages and avatars: stored outside the web root, by id. */
export const uploadedFiles = pgTable('uploaded_files', {
  id: text('id').primaryKey(),
  /** Who uploaded it; null for a visitor's file on a case or a sign request. */
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  messageId: bigint('message_id', { mode: 'number' }).references(() => supportMessages.id, {
    onDelete: 'cascade',
  }),
  signRequestId: bigint('sign_request_id', { mode: 'number' }).references(() => signRequests.id),
  /** What a sign request's file is: `licence`, `nationalCard`, `gazette`. */
  purpose: text('purpose'),
  name: text('name').notNull(),
  mediaType: text('media_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Settings every server process must share, such as the key that signs search ids. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SMS and e-mail waiting to go out. A message is written in the same transaction as what caused
 * it, and a job hands it to the provider, so nothing is sent for work that was rolled back.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_channel_check', sql`${t.channel} in ('sms','email')`),
  ],
);
