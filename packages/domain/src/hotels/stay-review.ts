// When a stay's guest may review it: one rule for the server (which takes the review and says so
// on the voucher), the voucher page and the profile's stays.

/** A stay is over once its guest has checked out; a cancelled, expired or no-show stay never is. */
export const isStayOver = (status: string): boolean => status === 'CheckedOut';

/** Whether the stay's review may be written now: the stay is over and none was given for it. */
export function isReviewable(stay: { status: string; reviewed: boolean }): boolean {
  return isStayOver(stay.status) && !stay.reviewed;
}
