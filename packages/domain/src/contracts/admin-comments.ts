import { z } from 'zod';
import { commentStatuses } from '../blog/comment-rules';
import type { MessageKey } from '../messages';
import { pagingFields } from './paging';

// The operator's queue of comments on the brand's posts (issue 19): pending first, or any state.

export const adminCommentsRequestSchema = z.object({
  status: z
    .enum(commentStatuses, { error: 'invalidValue' satisfies MessageKey })
    .default('pending'),
  ...pagingFields,
});
export type AdminCommentsRequest = z.output<typeof adminCommentsRequestSchema>;

export const adminCommentSchema = z.object({
  id: z.number().int(),
  postSlug: z.string(),
  postTitle: z.string(),
  lang: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  text: z.string(),
  status: z.enum(commentStatuses),
  createdAt: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentsResponseSchema = z.object({
  items: z.array(adminCommentSchema),
  total: z.number().int(),
});
