import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bookings, tickets } from './booking';
import { payments } from './payments';

export const refundModeValues = ['Normal', 'Cancel', 'Delay', 'NoShow'] as const;

/**
 * A traveller's request to refund tickets of a booking in one mode. It is settled at once when
 * the rules decide it (decision 9), or waits for support or the selling agency. The money goes
 * back to the card that paid (through the gateway) or to a signed-in customer's wallet, or to
 * both by their shares when the booking was paid from the wallet and a card (`wallet+card`), or
 * to the agency's credit line that paid it whole (`credit`).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    mode: text('mode', { enum: refundModeValues }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** What the rules give back over the request's tickets, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    destination: text('destination', {
      enum: ['card', 'wallet', 'wallet+card', 'credit'],
    }).notNull(),
    /** The payment whose card gets the money back, for a refund to the card (or its part). */
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    /** Why a request was rejected; the traveller is told it. */
    reason: text('reason').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The supporter, operator or agency user who decided; null when the rules did. */
    decidedBy: bigint('decided_by', { mode: 'number' }),
  },
  (t) => [
    index('refund_requests_booking_idx').on(t.bookingId),
    index('refund_requests_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    check('refund_requests_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    check('refund_requests_mode_check', sql`${t.mode} in ('Normal','Cancel','Delay','NoShow')`),
    check('refund_requests_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** The tickets of a refund request, with what the rules give back of each. */
export const refundRequestTickets = pgTable(
  'refund_request_tickets',
  {
    refundRequestId: bigint('refund_request_id', { mode: 'number' })
      .notNull()
      .references(() => refundRequests.id),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    refundPercent: integer('refund_percent').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundRequestId, t.ticketId] }),
    index('refund_request_tickets_ticket_idx').on(t.ticketId),
  ],
);
