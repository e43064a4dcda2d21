import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { uploadedFiles } from './platform';
import { users } from './users';

// Recruitment (issue 19): the open positions a brand lists at /recruitment, and the
// applications sent for them with a CV.

/** A position a brand is hiring for, written in one language. */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    employment: text('employment', { enum: ['fullTime', 'partTime', 'internship'] }).notNull(),
    /** Sanitised HTML: what the work is and what it asks for. */
    description: text('description').notNull(),
    /** Closed positions stay for their applications but are no longer listed. */
    open: boolean('open').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_positions_list_idx').on(t.tenant, t.lang, t.open, t.position),
    check(
      'job_positions_employment_check',
      sql`${t.employment} in ('fullTime','partTime','internship')`,
    ),
  ],
);

/** Someone's application for a position, with their CV kept outside the web root. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    reference: text('reference').notNull(),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => jobPositions.id),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    coverLetter: text('cover_letter').notNull().default(''),
    cvFileId: text('cv_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    status: text('status', { enum: ['new', 'reviewed', 'shortlisted', 'declined'] })
      .notNull()
      .default('new'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_reference_uq').on(t.reference),
    uniqueIndex('job_applications_cv_uq').on(t.cvFileId),
    index('job_applications_review_idx').on(t.tenant, t.status, t.createdAt),
    check(
      'job_applications_status_check',
      sql`${t.status} in ('new','reviewed','shortlisted','declined')`,
    ),
  ],
);
