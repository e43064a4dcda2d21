/*
 * What a booking, ticket, extra service, refund request, a flight on the airport board, a sign
 * request or a blog comment is, in one word per state: every page, the ticket PDF and the profile show a state
 * through the key this file gives it, so "confirmed" cannot read "قطعی" on one page and
 * "تأیید شده" on the next. Tickets say `Confirmed` where bookings and services say `confirmed`:
 * they are the same state and the same word.
 */

const keyOfStatus = {
  // tickets
  NotVerified: 'notVerified',
  Confirmed: 'confirmed',
  refundRequest: 'refundRequest',
  refunded: 'refunded',
  refundRejected: 'refundRejected',
  // bookings
  pending_payment: 'pendingPayment',
  confirmed: 'confirmed',
  expired: 'expired',
  // hotel stays (besides NotVerified, Confirmed and expired above)
  CheckedIn: 'checkedIn',
  CheckedOut: 'checkedOut',
  NoShow: 'noShow',
  Cancelled: 'cancelled',
  Expired: 'expired',
  // extra services
  requested: 'requested',
  refused: 'refused',
  // refund requests
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  // flights on an airport's board (besides Cancelled above)
  Scheduled: 'scheduled',
  CheckIn: 'checkInOpen',
  Boarding: 'boarding',
  Departed: 'departed',
  Delayed: 'delayed',
  Landed: 'landed',
  Diverted: 'diverted',
  // sign requests (Approved reads as an approved refund does)
  PendingVerification: 'pendingVerification',
  NeedsChanges: 'needsChanges',
  Approved: 'approved',
  Declined: 'declined',
  // blog comments (besides pending and approved above)
  spam: 'spam',
  deleted: 'deleted',
} as const;

export type ShownStatus = keyof typeof keyOfStatus;
export type StatusKey = `status.${(typeof keyOfStatus)[ShownStatus]}`;

/** Every translation key a state is shown with, each once. */
export const statusKeys: readonly StatusKey[] = [
  ...new Set(Object.values(keyOfStatus).map((name): StatusKey => `status.${name}`)),
];

export function isShownStatus(value: string): value is ShownStatus {
  return Object.hasOwn(keyOfStatus, value);
}

/** Every state a person may read, as the API and the database write it. */
export const shownStatuses: readonly ShownStatus[] = Object.keys(keyOfStatus).filter(isShownStatus);

/** The translation key (namespace `common`) of a state's word. */
export function statusKey(status: ShownStatus): StatusKey {
  return `status.${keyOfStatus[status]}`;
}
