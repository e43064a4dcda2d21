import { commentLimits, type CommentDecision } from '@parvaz/domain/blog/comment-rules';
import type { AddCommentRequest } from '@parvaz/domain/contracts/blog';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { consumeCaptcha } from '../../platform/auth/captcha';
import { hitOrRefuse } from '../../platform/auth/rate-limit';
import { recordChange } from '../audit/audit.api';
import { readingOrder, type BlogReader } from './blog.service';
import { findPost, insertComment, lockCommentOfBrand, setCommentStatus } from './blog.repository';
import { isForeignKeyViolation } from '../../platform/database-errors';

export interface CommentContext extends BlogReader {
  db: Database;
  /** The sender's address, which the rate limit counts by. */
  ip: string;
  captchaKey: Buffer;
}

/**
 * `blog/addComment`: a visitor's comment on a visible post, held for moderation. Every attempt
 * counts towards the address's limit (a wrong captcha too, so guessing one is slow); the captcha
 * is used up whether right or wrong. The text is stored as written: it is shown as text.
 */
export async function addComment(
  ctx: CommentContext,
  input: AddCommentRequest,
): Promise<{ id: number; status: 'pending' }> {
  await hitOrRefuse(
    ctx.db,
    {
      key: `blog-comment:ip:${ctx.ip}`,
      rule: commentLimits.perAddress,
      message: 'commentsTooFrequent',
    },
    ctx.now,
  );
  const post = await findPost(ctx.db, ctx.tenant, readingOrder(ctx), input.slug, ctx.now);
  if (!post) throw new AppError('NOT_FOUND', 'postNotFound');
  await consumeCaptcha(ctx.db, ctx.captchaKey, ctx.tenant, input, ctx.now);
  try {
    const id = await insertComment(ctx.db, {
      postId: post.id,
      fullName: input.fullName,
      email: input.email || null,
      text: input.text,
      at: ctx.now,
    });
    return { id, status: 'pending' };
  } catch (error) {
    // The operator deleted the post while the comment was on its way.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'postNotFound');
    throw error;
  }
}

/**
 * `blog/moderateComment`: the operator approves a comment (it shows under its post), marks it
 * spam or deletes it; recorded in the audit log in the same transaction. A comment of another
 * brand's post is not found.
 */
export async function moderateComment(
  db: Database,
  staff: { tenant: BlogReader['tenant']; userId: number; now: Date },
  input: { id: number; status: CommentDecision },
): Promise<{ id: number; status: CommentDecision }> {
  return db.transaction(async (tx) => {
    const before = await lockCommentOfBrand(tx, input.id, staff.tenant);
    if (!before) throw new AppError('NOT_FOUND', 'commentNotFound');
    await setCommentStatus(tx, input.id, { status: input.status, by: staff.userId, at: staff.now });
    await recordChange(tx, {
      tenant: staff.tenant,
      actorId: staff.userId,
      entity: 'comment',
      entityKey: String(input.id),
      action: 'moderate',
      before: { status: before.status },
      after: { status: input.status },
    });
    return { id: input.id, status: input.status };
  });
}
