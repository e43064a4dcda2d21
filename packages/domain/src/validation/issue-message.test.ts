import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, issuePath, parseWithMessages } from './issue-message';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return issue;
}

describe('issueMessage', () => {
  it('keeps a message key given by the schema', () => {
    const schema = z.object({ mobile: z.string().regex(/^\d+$/, { error: 'invalidMobile' }) });
    expect(issueMessage(firstIssue(schema, { mobile: 'x' }))).toEqual({
      key: 'invalidMobile',
      params: {},
    });
  });

  it('calls a missing field required and a wrong type invalid', () => {
    const schema = z.object({ name: z.string() });
    expect(issueMessage(firstIssue(schema, {})).key).toBe('required');
    expect(issueMessage(firstIssue(schema, { name: 3 })).key).toBe('invalidValue');
  });

  it('reports lengths and sizes with their limits', () => {
    expect(issueMessage(firstIssue(z.string().max(3), 'abcd'))).toEqual({
      key: 'tooLong',
      params: { max: 3 },
    });
    expect(issueMessage(firstIssue(z.number().min(2), 1))).toEqual({
      key: 'tooSmall',
      params: { min: 2 },
    });
    expect(issueMessage(firstIssue(z.string().min(1), '')).key).toBe('required');
  });

  it('never passes raw zod text through', () => {
    expect(issueMessage(firstIssue(z.enum(['a', 'b']), 'c')).key).toBe('invalidValue');
  });

  it('names nested fields with dots', () => {
    const schema = z.object({ passengers: z.array(z.object({ national_id: z.string() })) });
    expect(issuePath(firstIssue(schema, { passengers: [{}] }))).toBe('passengers.0.national_id');
  });

  it('parses with messages per field, first issue first', () => {
    const schema = z.object({ a: z.string(), b: z.number().max(2) });
    const result = parseWithMessages(schema, { b: 5 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      a: { key: 'required', params: {} },
      b: { key: 'tooLarge', params: { max: 2 } },
    });
    expect(result.first.key).toBe('required');
    expect(parseWithMessages(schema, { a: 'x', b: 1 })).toEqual({
      ok: true,
      data: { a: 'x', b: 1 },
    });
  });
});
