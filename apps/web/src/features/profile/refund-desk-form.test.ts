import { describe, expect, it } from 'vitest';
import { reasonMaxLength, rejectProblems } from './refund-desk-form';

describe('rejecting a refund', () => {
  it('asks for a reason, and not a too long one', () => {
    expect(rejectProblems({ reason: '   ' })).toEqual({ reason: { key: 'required', params: {} } });
    expect(rejectProblems({ reason: 'x'.repeat(reasonMaxLength + 1) })).toEqual({
      reason: { key: 'tooLong', params: { max: reasonMaxLength } },
    });
    expect(rejectProblems({ reason: 'The flight left on time.' })).toEqual({});
  });
});
