import type { z } from 'zod';
import { messageKeys, type MessageKey } from '../messages';

export interface IssueMessage {
  key: MessageKey;
  params: Record<string, unknown>;
}

const knownKeys = new Set<string>(messageKeys);

function isMessageKey(value: string): value is MessageKey {
  return knownKeys.has(value);
}

/**
 * The product's message for a zod issue. Domain schemas put a message key in `error`; issues
 * without one get a generic message by their kind, so no raw zod text reaches a user.
 */
export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  if (isMessageKey(issue.message)) return { key: issue.message, params: {} };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'required' : 'invalidValue', params: {} };
    case 'too_big':
      return {
        key: issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooLarge',
        params: { max: Number(issue.maximum) },
      };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1 && issue.input === '') {
        return { key: 'required', params: {} };
      }
      return {
        key: issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall',
        params: { min: Number(issue.minimum) },
      };
    default:
      return { key: 'invalidValue', params: {} };
  }
}

/** The dotted path of an issue, as the envelope's `fields` names it (`passengers.0.national_id`). */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

export type ParseResult<T> =
  { ok: true; data: T } | { ok: false; fields: Record<string, IssueMessage>; first: IssueMessage };

/**
 * Parses with the product's messages. Inputs are reported so that a missing value is told apart
 * from a wrong one; the first issue of each field wins.
 */
export function parseWithMessages<S extends z.ZodType>(
  schema: S,
  data: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, IssueMessage> = {};
  for (const issue of result.error.issues) {
    const path = issuePath(issue);
    fields[path] ??= issueMessage(issue);
  }
  const firstIssue = result.error.issues[0];
  const first = firstIssue
    ? issueMessage(firstIssue)
    : { key: 'invalidValue' as const, params: {} };
  return { ok: false, fields, first };
}
