import { addCommentRequestSchema } from '@parvaz/domain/contracts/blog';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';

// A comment's rules: the server's schema, loaded with the form's first check (`lazyResolver`),
// so a post wakes without zod.

export interface CommentForm {
  fullName: string;
  email: string;
  text: string;
  captcha: string;
}

export const commentFields = ['fullName', 'email', 'text', 'captcha'] as const;

export function commentProblems(values: CommentForm): Record<string, IssueMessage> {
  const problems = schemaProblems(addCommentRequestSchema, values, {
    toInput: (v) => ({ ...v, slug: 'post' }),
    fieldOf: (path) => ((commentFields as readonly string[]).includes(path) ? path : null),
  });
  if (values.captcha.trim() === '') problems.captcha ??= { key: 'required', params: {} };
  return problems;
}

export const commentResolver = resolverOf<CommentForm>(commentProblems);
