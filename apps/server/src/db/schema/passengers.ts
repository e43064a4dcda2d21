import { bigint, bigserial, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

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
