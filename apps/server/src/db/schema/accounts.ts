import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * People who sign in. Accounts belong to a tenant (PRODUCT.md decision 4): the same mobile on
 * another brand is another account. Staff roles sign in the same way.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    role: text('role', {
      enum: ['customer', 'agency', 'airline', 'gsa', 'cargo', 'supporter', 'operator'],
    }).notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    nationalCode: text('national_code').notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash` (base64). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** Stored file name of the avatar (under the uploads folder), if any. */
    avatar: text('avatar'),
    /** This user's own code to give to others, and the code of who referred them. */
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    /** The agency a staff user of an agency works for. */
    agencyId: integer('agency_id'),
    /** Until the mobile is verified the account cannot sign in. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_mobile_uq').on(t.tenant, t.mobile),
    uniqueIndex('users_tenant_national_code_uq').on(t.tenant, t.nationalCode),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
    check(
      'users_role_check',
      sql`${t.role} in ('customer','agency','airline','gsa','cargo','supporter','operator')`,
    ),
  ],
);

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

/** One-time codes sent by SMS: hashed, single use, short-lived, with limited attempts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'signRequest'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_mobile_idx').on(t.tenant, t.mobile, t.purpose, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('register','reset','signRequest')`),
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

/** A customer's saved passengers (frequent flyers), with the booking form's fields. */
export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ADT', 'CHD', 'INF'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    nationalId: text('national_id'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    /** The spec's `country` (ISO alpha-3), and the profile form's own fields; null when not given. */
    country: text('country'),
    birthCountry: text('birth_country'),
    passportCountry: text('passport_country'),
    /** The identity certificate's (shenasnameh's) number. */
    certificateNumber: text('certificate_number'),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('saved_passengers_user_idx').on(t.userId)],
);

/**
 * The wallet as an append-only ledger: a credit top-up, a payment, a refund. The balance is the
 * running sum, kept on each row so that a conditional insert can refuse going below zero.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Transaction code shown to the customer. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['topup', 'payment', 'refund', 'adjustment'] }).notNull(),
    /** Signed: positive adds credit. Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Position of the entry in the user's ledger: one writer per position. */
    sequence: integer('sequence').notNull(),
    description: text('description').notNull(),
    bookingId: bigint('booking_id', { mode: 'number' }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_user_sequence_uq').on(t.userId, t.currency, t.sequence),
    uniqueIndex('wallet_entries_code_uq').on(t.code),
    // A top-up is credited once and a booking is paid from the wallet once.
    uniqueIndex('wallet_entries_topup_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'topup'`),
    uniqueIndex('wallet_entries_booking_payment_uq')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'payment'`),
    check('wallet_entries_balance_check', sql`${t.balanceAfter} >= 0`),
    check('wallet_entries_kind_check', sql`${t.kind} in ('topup','payment','refund','adjustment')`),
  ],
);

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

/** What a staff member may do beyond their role: read confidential safety reports. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    permission: text('permission', { enum: ['safetyReports'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permission] }),
    check('staff_permissions_permission_check', sql`${t.permission} in ('safetyReports')`),
  ],
);

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
