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
import { users } from './users';

/**
 * An agency's or a service owner's (airline's) request to sell on the platform (`/sign`),
 * reviewed by the operator: PendingVerification → NeedsChanges | Approved | Declined. Its
 * documents are uploaded files that name it.
 */
export const signRequests = pgTable(
  'sign_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ['agency', 'serviceOwner'] }).notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    ceoName: text('ceo_name').notNull(),
    agencyPhone: text('agency_phone').notNull(),
    /** E.164, confirmed by a code before the request is taken. */
    contactPhone: text('contact_phone').notNull(),
    email: text('email').notNull(),
    nationalId: text('national_id').notNull(),
    economicCode: text('economic_code').notNull(),
    licenceNo: text('licence_no').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    lang: text('lang').notNull(),
    status: text('status', {
      enum: ['PendingVerification', 'NeedsChanges', 'Approved', 'Declined'],
    })
      .notNull()
      .default('PendingVerification'),
    reviewerNote: text('reviewer_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** What approving created: the agency (or the airline's code) and its first user. */
    agencyId: integer('agency_id'),
    airlineCode: text('airline_code'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_requests_reference_uq').on(t.reference),
    index('sign_requests_review_idx').on(t.tenant, t.status, t.createdAt),
    check('sign_requests_kind_check', sql`${t.kind} in ('agency','serviceOwner')`),
    check(
      'sign_requests_status_check',
      sql`${t.status} in ('PendingVerification','NeedsChanges','Approved','Declined')`,
    ),
    check(
      'sign_requests_approved_check',
      sql`${t.status} <> 'Approved' or ${t.userId} is not null`,
    ),
  ],
);
