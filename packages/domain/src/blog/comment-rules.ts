/** What a visitor's comment on a post may be, and how often one may be sent. */
export const commentLimits = {
  fullName: { max: 80 },
  text: { min: 3, max: 2000 },
  /** Comments one address may send, counted over the window (captcha or not). */
  perAddress: { max: 5, windowMs: 10 * 60_000 },
} as const;

/** The states of a comment: held until an operator approves it (or marks it spam, or deletes it). */
export const commentStatuses = ['pending', 'approved', 'spam', 'deleted'] as const;
export type CommentStatus = (typeof commentStatuses)[number];

/** What an operator may decide about a comment. */
export const commentDecisions = ['approved', 'spam', 'deleted'] as const;
export type CommentDecision = (typeof commentDecisions)[number];
